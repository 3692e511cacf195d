// Entry: one store (session restored from storage), http wired to it, the light providers, the router.
// Nothing here imports antd: the routes that use it load it (app/routes.tsx, shell/AntdFrame).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { CoreProviders } from './app/CoreProviders';
import { connectHttp } from './app/connectHttp';
import { appRoutes } from './app/routes';
import { switchLanguage } from './lib/i18n';
import { reportPerformance } from './lib/reportPerformance';
import { preloadMatches } from './shell/lazyPage';
import { unregisterServiceWorkers } from './lib/serviceWorkers';
import { makeStore } from './store';
import { selectIsSignedIn } from './store/sessionSelectors';
import { restoreSession } from './store/sessionThunks';

const store = makeStore();
connectHttp(store);
const restored = store.dispatch(restoreSession()); // reads storage only: settled in a microtask
void unregisterServiceWorkers();
reportPerformance();

const router = createBrowserRouter(appRoutes);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A signed-in page load starts its screen's chunks beside the frame's (a guest is sent to /login instead). The
// first paint is in the saved language: a language other than the bundled default is fetched first.
void restored
  .then(async () => {
    if (selectIsSignedIn(store.getState())) preloadMatches(router.state.matches);
    return switchLanguage(store.getState().settings.values.language);
  })
  .finally(() =>
    createRoot(container).render(
      <StrictMode>
        <CoreProviders store={store}>
          <RouterProvider router={router} />
        </CoreProviders>
      </StrictMode>,
    ),
  );
