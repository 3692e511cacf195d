// CoreProviders plus antd's (ThemeProvider: ConfigProvider and App), for tests that render antd components
// outside the route tree. The product mounts CoreProviders only (main.tsx); the route tree adds antd's
// providers around the pages that use antd (shell/AntdFrame), keeping antd out of /login's first load.
import type { ReactNode } from 'react';
import { ThemeProvider } from '../shell/ThemeProvider';
import type { AppStore } from '../store';
import { CoreProviders } from './CoreProviders';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <CoreProviders store={store}>
      <ThemeProvider>{children}</ThemeProvider>
    </CoreProviders>
  );
}
