// The chunks behind antd's providers and the application frame, loadable ahead of need: /login starts
// fetching them once the user begins typing, so the shell is there when the sign-in answer arrives.
// The same chunk name for both keeps them one download.
import { loadAllTranslations } from '../lib/i18n';

// Every area's translations come with the frame: the screens inside it show their labels from the first paint.
export const loadAntdFrame = () =>
  Promise.all([import(/* webpackChunkName: "shell" */ './AntdFrame'), loadAllTranslations()]).then(
    ([frame]) => frame,
  );
export const loadShellLayout = () => import(/* webpackChunkName: "shell" */ './ShellLayout');

let started = false;
export function preloadShell(): void {
  if (started) return;
  started = true;
  void loadAntdFrame().catch(() => {
    started = false; // a failed prefetch is retried later; the route itself reports real failures
  });
}
