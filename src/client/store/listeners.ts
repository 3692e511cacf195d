// Side effects of state changes, kept out of reducers: persisting the session snapshot, and saving
// settings 300 ms after the last user change (spec §4 debounce).
import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { removeKey, STORAGE_KEYS, writeJson } from '../lib/storage';
import type { AppDispatch, RootState } from './index';
import { lookupsApi } from './lookupsApi';
import type { SessionSnapshot } from './sessionModel';
import { settingsChanged, settingsReset, shortcutToggled } from './settings';
import { saveSettings } from './settingsThunks';

export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

export const SETTINGS_DEBOUNCE_MS = 300;

export function registerListeners(startListening: AppStartListening): void {
  startListening({
    predicate: (_action, current, previous) => current.session !== previous.session,
    effect: (_action, api) => {
      const { status, accessToken, expiresAt, permissions, user, appVersion } = api.getState().session;
      if (status === 'signedIn' && accessToken && expiresAt !== null && user) {
        const snapshot: SessionSnapshot = { accessToken, expiresAt, permissions, user, appVersion };
        writeJson(STORAGE_KEYS.session, snapshot);
      } else if (status === 'signedOut') {
        removeKey(STORAGE_KEYS.session);
      }
    },
  });

  // The next user of the tab must not see the previous one's dropdown options or labels.
  startListening({
    predicate: (_action, current, previous) => previous.session.status === 'signedIn' && current.session.status !== 'signedIn',
    effect: (_action, api) => {
      api.dispatch(lookupsApi.util.resetApiState());
    },
  });

  startListening({
    matcher: isAnyOf(settingsChanged, settingsReset, shortcutToggled),
    effect: async (_action, api) => {
      api.cancelActiveListeners(); // a newer change restarts the wait
      await api.delay(SETTINGS_DEBOUNCE_MS);
      await api.dispatch(saveSettings());
    },
  });
}
