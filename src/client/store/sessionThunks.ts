// Session thunks. Network, storage and the clock live here; the reducers only see their results.
import type { LoginResponse } from '../../shared/types';
import { chooseErrorMessage, http } from '../api/http';
import { providerErrorMessage, readProviderData } from '../api/providerProfile';
import { readJson, STORAGE_KEYS } from '../lib/storage';
import { createAppAsyncThunk } from './createAppAsyncThunk';
import { isExpired, parseSnapshot, snapshotFromLogin, type SessionSnapshot } from './sessionModel';

export interface Credentials {
  username: string;
  password: string;
}

/** What the identity provider gave the SPA at the end of the authorization code flow. */
export interface ProviderTokens {
  idToken: string;
  accessToken: string;
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

/**
 * Sign-in with a password, or with the identity provider's tokens (the server checks the ID token). After the
 * provider, the settings come from its profile's user_metadata when it has one (spec part 1 §1, §7).
 */
export const login = createAppAsyncThunk(
  'session/login',
  async (credentials: Credentials | ProviderTokens, { getState, rejectWithValue }) => {
    const lang = getState().settings.values.language;
    const viaProvider = 'idToken' in credentials;
    let snapshot: SessionSnapshot;
    let profileUrl: string | null = null;
    try {
      const response = viaProvider
        ? await http.post<LoginResponse>('/authentications/oidc', { id_token: credentials.idToken })
        : await http.post<LoginResponse>('/authentications/users', credentials);
      const version = response.headers['x-app-version'];
      snapshot = snapshotFromLogin(response.data, typeof version === 'string' ? version : null);
      profileUrl = response.data.provider?.profile_url ?? null;
    } catch (error) {
      return rejectWithValue(chooseErrorMessage(error, lang));
    }
    if (!viaProvider) return snapshot;
    const provider = { profileUrl, accessToken: credentials.accessToken };
    if (!profileUrl) return { ...snapshot, provider };
    try {
      const data = await readProviderData({ url: profileUrl, accessToken: credentials.accessToken });
      return { ...snapshot, provider, user: { ...snapshot.user, data } };
    } catch (error) {
      return rejectWithValue(providerErrorMessage(error, lang));
    }
  },
);

/** What a refused password change says: the message, and the message of each field the server named. */
export interface PasswordChangeRefusal {
  message: string;
  fields: Record<string, string>;
}

/** PUT profile/password: the current password and a new one; the other sessions end on the server. */
export const changePassword = createAppAsyncThunk<
  void,
  { current_password: string; new_password: string },
  { rejectValue: PasswordChangeRefusal }
>('session/changePassword', async (body, { getState, rejectWithValue }) => {
  try {
    await http.put('/profile/password', body);
  } catch (error) {
    const fields = (error as { response?: { data?: { fields?: Record<string, string> } } }).response?.data
      ?.fields;
    return rejectWithValue({
      message: chooseErrorMessage(error, getState().settings.values.language),
      fields: fields ?? {},
    });
  }
});

/** Whether the signed-in user's account is linked to the identity provider (GET profile's identity_linked). */
export const readIdentityLink = createAppAsyncThunk('session/readIdentityLink', async () => {
  const res = await http.get<{ identity_linked?: boolean }>('/profile');
  return res.data.identity_linked === true;
});

/**
 * Links the signed-in user to the provider subject of a fresh ID token (the profile's 'link my account'; the only
 * way an admin signs in through the provider). Rejects with the translated refusal (409 identity_taken…).
 */
export const linkIdentity = createAppAsyncThunk<void, { idToken: string }, { rejectValue: string }>(
  'session/linkIdentity',
  async ({ idToken }, { getState, rejectWithValue }) => {
    try {
      await http.post('/profile/identity', { id_token: idToken });
    } catch (error) {
      return rejectWithValue(chooseErrorMessage(error, getState().settings.values.language));
    }
  },
);

export const unlinkIdentity = createAppAsyncThunk('session/unlinkIdentity', async () => {
  await http.delete('/profile/identity');
});

/** Revokes the session on the server; the local session is cleared whatever the server answers. */
export const logout = createAppAsyncThunk('session/logout', async (): Promise<void> => {
  try {
    await http.delete('/authentications/users');
  } catch {
    // already revoked, expired or offline: signing out locally is what the user asked for
  }
});
