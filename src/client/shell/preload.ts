// The chunks behind antd's providers and the application frame, loadable ahead of need: /login starts
// fetching them once the user begins typing, so the shell is there when the sign-in answer arrives.
// The same chunk name for both keeps them one download.
export const loadAntdFrame = () => import(/* webpackChunkName: "shell" */ './AntdFrame');
export const loadShellLayout = () => import(/* webpackChunkName: "shell" */ './ShellLayout');

let started = false;
export function preloadShell(): void {
  if (started) return;
  started = true;
  void loadAntdFrame().catch(() => {
    started = false; // a failed prefetch is retried later; the route itself reports real failures
  });
}
