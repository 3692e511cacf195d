// Session thunks. Network, storage and the clock live here; the reducers only see their results.
import type { LoginResponse } from '../../shared/types';
import { chooseErrorMessage, http } from '../api/http';
import { readJson, STORAGE_KEYS } from '../lib/storage';
import { createAppAsyncThunk } from './createAppAsyncThunk';
import { isExpired, parseSnapshot, snapshotFromLogin, type SessionSnapshot } from './sessionModel';

export interface Credentials {
  username: string;
  password: string;
}

export type RestoreResult =
  | { outcome: 'none'; guestSettings: unknown }
  | { outcome: 'expired'; guestSettings: unknown }
  | { outcome: 'valid'; session: SessionSnapshot };

/** Start-up: a stored valid token signs in, an expired one signs out, none leaves a guest (spec §4). */
export const restoreSession = createAppAsyncThunk('session/restore', async (): Promise<RestoreResult> => {
  const stored = parseSnapshot(readJson(STORAGE_KEYS.session));
  const guestSettings = readJson(STORAGE_KEYS.guestSettings);
  if (!stored) return { outcome: 'none', guestSettings };
  if (isExpired(stored.expiresAt, Date.now())) return { outcome: 'expired', guestSettings };
  return { outcome: 'valid', session: stored };
});

export const login = createAppAsyncThunk(
  'session/login',
  async (credentials: Credentials, { getState, rejectWithValue }) => {
    try {
      const response = await http.post<LoginResponse>('/authentications/users', credentials);
      const version = response.headers['x-app-version'];
      return snapshotFromLogin(response.data, typeof version === 'string' ? version : null);
    } catch (error) {
      return rejectWithValue(chooseErrorMessage(error, getState().settings.values.language));
    }
  },
);

/** Revokes the session on the server; the local session is cleared whatever the server answers. */
export const logout = createAppAsyncThunk('session/logout', async (): Promise<void> => {
  try {
    await http.delete('/authentications/users');
  } catch {
    // already revoked, expired or offline: signing out locally is what the user asked for
  }
});
