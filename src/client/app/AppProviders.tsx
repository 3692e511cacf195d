// Providers shared by main.tsx and the tests: error boundary, Redux, i18next, antd theme/locale/App.
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { i18n } from '../lib/i18n';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { ThemeProvider } from '../shell/ThemeProvider';
import type { AppStore } from '../store';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider>{children}</ThemeProvider>
        </I18nextProvider>
      </Provider>
    </ErrorBoundary>
  );
}
