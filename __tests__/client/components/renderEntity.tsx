// Renders a generic screen with a real store (the given entity reducers + a session holding permissions),
// the SPA's i18n instance (tr), antd's App (toasts) and a memory data router (so useBlocker works).
import type { ReactElement } from 'react';
import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '../../../src/client/lib/i18n';
import { AntdTestStyles } from '../helpers/antdStyles';
import '../helpers/requestShim';

export interface RenderEntityOptions<R extends Record<string, Reducer>> {
  reducers: R;
  permissions?: string[];
  /** Route path of the screen and the URL to open. */
  path?: string;
  url?: string;
  /** Other routes, rendered as a marker text, to assert navigation. */
  otherPaths?: string[];
}

export function renderEntity<R extends Record<string, Reducer>>(
  ui: ReactElement,
  { reducers, permissions = [], path = '/', url = path, otherPaths = [] }: RenderEntityOptions<R>,
) {
  const session: Reducer<{ permissions: string[] }> = (state = { permissions }) => state;
  type State = { [K in keyof R]: ReturnType<R[K]> } & { session: { permissions: string[] } };
  const store = configureStore({
    reducer: combineReducers({ ...reducers, session }) as unknown as Reducer<State>,
  });
  const router = createMemoryRouter(
    [{ path, element: ui }, ...otherPaths.map((p) => ({ path: p, element: <p>{`route ${p}`}</p> }))],
    { initialEntries: [url] },
  );
  const view = render(
    <AntdTestStyles>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <App>
            <RouterProvider router={router} />
          </App>
        </I18nextProvider>
      </Provider>
    </AntdTestStyles>,
  );
  return { ...view, store, router };
}
