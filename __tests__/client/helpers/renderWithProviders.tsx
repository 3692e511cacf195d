// Renders UI inside the app's real providers and real store (makeStore), with http wired to that store
// and a memory data router. `renderWithProviders(ui, { preloadedState, route })` mounts `ui` at every path
// (inside antd's providers too); `renderWithProviders({ app: true, preloadedState, route })` mounts the
// product's own route tree inside the providers main.tsx uses (the route tree brings antd's itself, as in
// the product). Either way the tree sits in AntdTestStyles (antd's CSS cut down to what jsdom can observe).
import { isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import './requestShim';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { LoginResponse } from '../../../src/shared/types';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { CoreProviders } from '../../../src/client/app/CoreProviders';
import { connectHttp } from '../../../src/client/app/connectHttp';
import { buildRoutes } from '../../../src/client/app/routes';
import type { FeatureRoute } from '../../../src/client/shell/featureRoute';
import { makeStore, type AppStore, type RootState } from '../../../src/client/store';
import { initialSessionState, type SessionState } from '../../../src/client/store/session';
import { snapshotFromLogin } from '../../../src/client/store/sessionModel';
import { AntdTestStyles } from './antdStyles';

export interface RenderOptions {
  preloadedState?: Partial<RootState>;
  /** The URL to open. */
  route?: string;
  /** Route path `ui` is mounted at (default: every path). */
  path?: string;
  /** Extra routes, e.g. `{ path: '/login', element: <p>login</p> }` to assert a redirect. */
  routes?: RouteObject[];
  store?: AppStore;
}

type Providers = ComponentType<{ store: AppStore; children: ReactNode }>;

function mount(routes: RouteObject[], route: string, store: AppStore, Wrapper: Providers = AppProviders) {
  connectHttp(store);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AntdTestStyles>
      <Wrapper store={store}>
        <RouterProvider router={router} />
      </Wrapper>
    </AntdTestStyles>,
  );
  return { ...view, store, router, user };
}

export interface RenderAppOptions extends Omit<RenderOptions, 'path' | 'routes'> {
  /** Mount the product's route tree instead of a given element. */
  app: true;
  /** Feature routes to compose instead of the product's (default: all of them). */
  featureRoutes?: FeatureRoute[];
}

export function renderWithProviders(ui: ReactElement, options?: RenderOptions): ReturnType<typeof mount>;
export function renderWithProviders(options: RenderAppOptions): ReturnType<typeof mount>;
export function renderWithProviders(
  uiOrApp: ReactElement | RenderAppOptions,
  renderOptions: RenderOptions = {},
) {
  if (!isValidElement(uiOrApp)) {
    const app = uiOrApp as RenderAppOptions;
    // The route tree loads antd's frame and the shell lazily; under jest that first import compiles and runs
    // some hundred modules inside the first findBy's wait. Load them now: a findBy then waits for the UI only.
    require('../../../src/client/shell/AntdFrame');
    require('../../../src/client/shell/ShellLayout');
    const { preloadedState, route = '/', featureRoutes } = app;
    const store = app.store ?? makeStore(preloadedState);
    return mount(buildRoutes(featureRoutes), route, store, CoreProviders);
  }
  const { preloadedState, route = '/', path = '*', routes = [] } = renderOptions;
  const store = renderOptions.store ?? makeStore(preloadedState);
  return mount([...routes, { path, element: uiOrApp }], route, store);
}

/** A login answer as the server gives it; override any field. */
export function loginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    access_token: 'token-abc',
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    permissions: ['USERS_SEARCH', 'MEMBERS_SEARCH'],
    name: 'Ayşe',
    lastname: 'Yılmaz',
    title: 'Coach',
    type: 'coach',
    id: 7,
    role: { id: 2, name: 'Coaches' },
    data: { settings: {}, shortcuts: [] },
    ...overrides,
  };
}

/** A session slice state of a signed-in user (for preloadedState). */
export function signedInSession(overrides: Partial<LoginResponse> = {}): SessionState {
  return {
    ...initialSessionState,
    ...snapshotFromLogin(loginResponse(overrides), '1.0.0'),
    status: 'signedIn',
  };
}

export const guestSession: SessionState = { ...initialSessionState, status: 'signedOut' };
