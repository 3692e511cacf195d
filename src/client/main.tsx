// Entry: one store (session restored from storage), http wired to it, providers, the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { connectHttp } from './app/connectHttp';
import { appRoutes } from './app/routes';
import { reportPerformance } from './lib/reportPerformance';
import { unregisterServiceWorkers } from './lib/serviceWorkers';
import { makeStore } from './store';
import { restoreSession } from './store/sessionThunks';

const store = makeStore();
connectHttp(store);
void store.dispatch(restoreSession());
void unregisterServiceWorkers();
reportPerformance();

const router = createBrowserRouter(appRoutes);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
