// The settings slice: the live layout/theme settings and shortcut ids. User edits go through
// settingsChanged / settingsReset / shortcutToggled (the actions listeners.ts debounces and saves);
// sign-in and start-up apply what the profile or the guest's storage held.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '../../../i18n';
import {
  cleanShortcuts,
  DEFAULT_SETTINGS,
  mergeSettings,
  type Settings,
  type SettingsPatch,
} from './settingsModel';
import { login, restoreSession } from './sessionThunks';
import { saveSettings, type SaveTarget } from './settingsThunks';

export interface SettingsState {
  values: Settings;
  /** Pinned navigation item ids (data.shortcuts). */
  shortcuts: string[];
  saveStatus: 'idle' | 'saving' | 'failed';
  saveError: string | null;
  /** Where the last successful save went (the shell confirms profile saves). */
  lastSaveTarget: SaveTarget | null;
  /** A language picked on /login since the last sign-in: the user's latest choice, kept (and saved) at sign-in. */
  loginLanguage: Language | null;
}

export const initialSettingsState: SettingsState = {
  values: DEFAULT_SETTINGS,
  shortcuts: [],
  saveStatus: 'idle',
  saveError: null,
  lastSaveTarget: null,
  loginLanguage: null,
};

/** Stored data ({ settings, shortcuts }) applied over the current values. */
function applyStored(
  state: SettingsState,
  stored: { settings?: unknown; shortcuts?: unknown } | null | undefined,
): void {
  if (!stored) return;
  state.values = mergeSettings(state.values, stored.settings);
  if (stored.shortcuts !== undefined) state.shortcuts = cleanShortcuts(stored.shortcuts);
}

const asStored = (raw: unknown): { settings?: unknown; shortcuts?: unknown } | null =>
  typeof raw === 'object' && raw !== null ? (raw as { settings?: unknown; shortcuts?: unknown }) : null;

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettingsState,
  reducers: {
    changed: (state, action: PayloadAction<SettingsPatch>) => {
      state.values = mergeSettings(state.values, action.payload);
    },
    /** Back to defaults, keeping the language the user reads in. */
    reset: (state) => {
      state.values = { ...DEFAULT_SETTINGS, language: state.values.language };
    },
    /** The language picked on /login (signed out): applied now, and it wins over the profile's at sign-in. */
    loginLanguageChosen: (state, action: PayloadAction<Language>) => {
      state.values = mergeSettings(state.values, { language: action.payload });
      state.loginLanguage = state.values.language;
    },
    shortcutToggled: (state, action: PayloadAction<string>) => {
      const id = action.payload;
      state.shortcuts = state.shortcuts.includes(id)
        ? state.shortcuts.filter((s) => s !== id)
        : [...state.shortcuts, id];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(restoreSession.fulfilled, (state, { payload }) =>
        applyStored(
          state,
          payload.outcome === 'valid' ? payload.session.user.data : asStored(payload.guestSettings),
        ),
      )
      .addCase(login.fulfilled, (state, { payload }) => {
        applyStored(state, payload.user.data);
        // listeners.ts saves the kept language to the profile.
        if (state.loginLanguage) state.values.language = state.loginLanguage;
        state.loginLanguage = null;
      })
      .addCase(saveSettings.pending, (state) => {
        state.saveStatus = 'saving';
        state.saveError = null;
      })
      .addCase(saveSettings.fulfilled, (state, { payload }) => {
        state.saveStatus = 'idle';
        state.lastSaveTarget = payload.target;
      })
      .addCase(saveSettings.rejected, (state, { payload, error }) => {
        state.saveStatus = 'failed';
        state.saveError = payload ?? error.message ?? null;
      });
  },
});

/** Action types read as events: settings/changed, settings/reset, settings/shortcutToggled, settings/loginLanguageChosen. */
export const {
  changed: settingsChanged,
  reset: settingsReset,
  shortcutToggled,
  loginLanguageChosen,
} = settingsSlice.actions;
