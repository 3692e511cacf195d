// Saving settings (spec §4): guests keep them in localStorage; signed-in users with a role in their profile —
// the identity provider's user_metadata after a sign-in through it (when it has a profile endpoint), otherwise
// the API's (PUT /profile/data); a signed-in user without a role saves nothing. The 300 ms debounce is in
// listeners.ts; SettingsSaveNotifier says where a save went (spec §8).
import { chooseErrorMessage, http } from '../api/http';
import { providerErrorMessage, saveProviderData } from '../api/providerProfile';
import { STORAGE_KEYS, writeJson } from '../lib/storage';
import { createAppAsyncThunk } from './createAppAsyncThunk';
import type { Settings } from './settingsModel';

export type SaveTarget = 'local' | 'profile' | 'provider' | 'skipped';
export interface SavedData {
  settings: Settings;
  shortcuts: string[];
}

export const saveSettings = createAppAsyncThunk(
  'settings/save',
  async (_: void, { getState, rejectWithValue }) => {
    const { session, settings } = getState();
    const data: SavedData = { settings: settings.values, shortcuts: settings.shortcuts };
    if (session.status !== 'signedIn') {
      writeJson(STORAGE_KEYS.guestSettings, data);
      return { target: 'local' as SaveTarget, data };
    }
    if (!session.user?.role) return { target: 'skipped' as SaveTarget, data };
    const profileUrl = session.provider?.profileUrl;
    if (session.provider && profileUrl) {
      try {
        await saveProviderData({ url: profileUrl, accessToken: session.provider.accessToken }, data);
        return { target: 'provider' as SaveTarget, data };
      } catch (error) {
        return rejectWithValue(providerErrorMessage(error, settings.values.language));
      }
    }
    try {
      await http.put('/profile/data', data);
      return { target: 'profile' as SaveTarget, data };
    } catch (error) {
      return rejectWithValue(chooseErrorMessage(error, settings.values.language));
    }
  },
);
