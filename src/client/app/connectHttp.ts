// Wires the axios instance to a store: bearer token, request language, and the spec's 401 rule
// (clear everything; the route guards then send the user to /login, remembering the page).
import { configureHttp } from '../api/http';
import type { AppStore } from '../store';
import { sessionCleared } from '../store/session';

export function connectHttp(store: AppStore): void {
  configureHttp({
    getToken: () => store.getState().session.accessToken,
    getLanguage: () => store.getState().settings.values.language,
    onUnauthorized: () => {
      if (store.getState().session.accessToken !== null)
        store.dispatch(sessionCleared({ reason: 'unauthorized' }));
    },
  });
}
