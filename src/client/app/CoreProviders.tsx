// What main.tsx mounts around the router: error boundary, Redux, i18next and the settings applied to the
// page. No antd here, so /login's first load stays small: antd's providers come with the routes that use
// antd (shell/AntdFrame); AppProviders adds them around everything for tests of single antd components.
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { MemberTabsContext } from '../shell/memberTabs';
import { NavigationContext } from '../shell/navigation';
import { SettingsSync } from '../shell/SettingsSync';
import type { AppStore } from '../store';
import { MEMBER_TABS, NAVIGATION } from './areas';
import { StoreProvider } from '../store/hooks';

export function CoreProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ErrorBoundary>
      <StoreProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <NavigationContext.Provider value={NAVIGATION}>
            <MemberTabsContext.Provider value={MEMBER_TABS}>
              <SettingsSync>{children}</SettingsSync>
            </MemberTabsContext.Provider>
          </NavigationContext.Provider>
        </I18nextProvider>
      </StoreProvider>
    </ErrorBoundary>
  );
}
