// DevTools in production builds: the extension is handed the sanitizers, the instance name and a bounded history.
import { compose } from '@reduxjs/toolkit';
import { snapshotFromLogin } from '../../../src/client/store/sessionModel';
import { loginResponse } from '../helpers/renderWithProviders';

describe('Redux DevTools in a production build', () => {
  const env = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = env;
    delete (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown })
      .__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  });

  it('connects with sanitizers, a recognisable name and maxAge, and its sanitizers hide the token', () => {
    const extension = jest.fn((_options: Record<string, unknown>) => compose);
    Object.assign(window, { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: extension });
    process.env.NODE_ENV = 'production';
    jest.isolateModules(() => {
      // Loaded afresh, as the production bundle would: RTK picks the extension up when it is present.
      const { makeStore } =
        require('../../../src/client/store') as typeof import('../../../src/client/store');
      const session = {
        ...snapshotFromLogin(loginResponse({ access_token: 'live-token-1' }), '1'),
        status: 'signedIn' as const,
        error: null,
        endedReason: null,
      };
      makeStore({ session });

      expect(extension).toHaveBeenCalledTimes(1);
      const options = extension.mock.calls[0][0] as {
        name: string;
        maxAge: number;
        actionSanitizer: (a: unknown) => unknown;
        stateSanitizer: (s: unknown) => unknown;
        features: { dispatch: boolean; export: unknown };
      };
      expect(options).toMatchObject({
        name: 'Gym back office',
        maxAge: 200,
        features: { dispatch: false, export: true },
      });
      expect(JSON.stringify(options.stateSanitizer({ session }))).not.toContain('live-token-1');
      expect(
        JSON.stringify(
          options.actionSanitizer({
            type: 'x',
            payload: { password: 'p-1', headers: { Authorization: 'Bearer live-token-1' } },
          }),
        ),
      ).not.toMatch(/p-1|live-token-1/);
    });
  });
});
