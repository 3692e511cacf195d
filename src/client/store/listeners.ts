// Side effects of state changes, kept out of reducers: persisting the session snapshot, and saving
// settings 300 ms after the last user change (spec §4 debounce).
import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { removeKey, STORAGE_KEYS, writeJson } from '../lib/storage';
import type { AppDispatch, RootState } from './index';
import { lookupsReset } from './lookupsReset';
import type { SessionSnapshot } from './sessionModel';
import { loginLanguageChosen, settingsChanged, settingsReset, shortcutToggled } from './settings';
import { sessionCleared } from './session';
import { login } from './sessionThunks';
import { saveSettings } from './settingsThunks';

export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

export const SETTINGS_DEBOUNCE_MS = 300;

export function registerListeners(startListening: AppStartListening): void {
  startListening({
    predicate: (_action, current, previous) => current.session !== previous.session,
    effect: (_action, api) => {
      const { status, accessToken, expiresAt, permissions, user, appVersion, provider, mustChangePassword } =
        api.getState().session;
      if (status === 'signedIn' && accessToken && expiresAt !== null && user) {
        const snapshot: SessionSnapshot = {
          accessToken,
          expiresAt,
          permissions,
          user,
          appVersion,
          ...(provider ? { provider } : {}),
          ...(mustChangePassword ? { mustChangePassword } : {}),
        };
        writeJson(STORAGE_KEYS.session, snapshot);
      } else if (status === 'signedOut') {
        removeKey(STORAGE_KEYS.session);
      }
    },
  });

  // Spec part 1 §4: a session from the identity provider ends at the provider's expiry and is then cleared, even
  // while the tab sits idle (the server refuses its token from then on too).
  startListening({
    predicate: (_action, current, previous) =>
      current.session.status !== previous.session.status ||
      current.session.expiresAt !== previous.session.expiresAt,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const { status, provider, expiresAt } = api.getState().session;
      if (status !== 'signedIn' || !provider || expiresAt === null) return;
      // setTimeout holds at most ~24.8 days; a later expiry is waited for in steps.
      for (;;) {
        const left = expiresAt * 1000 - Date.now();
        if (left <= 0) break;
        await api.delay(Math.min(left, 2 ** 31 - 1));
      }
      api.dispatch(sessionCleared({ reason: 'expired' }));
    },
  });

  // The next user of the tab must not see the previous one's dropdown options or labels.
  startListening({
    predicate: (_action, current, previous) =>
      previous.session.status === 'signedIn' && current.session.status !== 'signedIn',
    effect: (_action, api) => {
      api.dispatch(lookupsReset());
    },
  });

  startListening({
    matcher: isAnyOf(settingsChanged, settingsReset, shortcutToggled, loginLanguageChosen),
    effect: async (_action, api) => {
      api.cancelActiveListeners(); // a newer change restarts the wait
      await api.delay(SETTINGS_DEBOUNCE_MS);
      await api.dispatch(saveSettings());
    },
  });

  // A language picked on /login is the latest choice: the settings slice kept it over the profile's at
  // sign-in; save it to the profile so the next sign-in (anywhere) starts in it too.
  startListening({
    predicate: (action, _current, previous) =>
      login.fulfilled.match(action) && previous.settings.loginLanguage !== null,
    effect: async (action, api) => {
      const stored = login.fulfilled.match(action) ? action.payload.user.data.settings : undefined;
      const storedLanguage =
        typeof stored === 'object' && stored !== null
          ? (stored as { language?: unknown }).language
          : undefined;
      if (api.getState().settings.values.language !== storedLanguage) await api.dispatch(saveSettings());
    },
  });
}
