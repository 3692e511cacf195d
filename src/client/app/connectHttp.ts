// Wires the axios instance to a store: bearer token, request language, and the spec's 401 rule
// (clear everything; the route guards then send the user to /login, remembering the page). A token that reads
// `[redacted]` came from a log, never from a sign-in: it is not sent (the session guard keeps it from happening).
import { configureHttp } from '../api/http';
import type { AppStore } from '../store';
import { REDACTED } from '../store/devtools';
import { sessionCleared } from '../store/session';

export function connectHttp(store: AppStore): void {
  configureHttp({
    getToken: () => {
      const token = store.getState().session.accessToken;
      return token === REDACTED ? null : token;
    },
    getLanguage: () => store.getState().settings.values.language,
    onUnauthorized: () => {
      if (store.getState().session.accessToken !== null)
        store.dispatch(sessionCleared({ reason: 'unauthorized' }));
    },
  });
}
