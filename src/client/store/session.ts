// The session slice: a state machine (unknown → signedOut | signedIn, signingIn, signingOut) holding the
// token, its expiry, permissions, the user and the app version. Pure: everything arrives in payloads.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProviderSession, SessionSnapshot, SessionUser } from './sessionModel';
import {
  changePassword,
  linkIdentity,
  login,
  logout,
  readIdentityLink,
  restoreSession,
  unlinkIdentity,
} from './sessionThunks';
import { saveSettings } from './settingsThunks';

export type SessionStatus = 'unknown' | 'signedOut' | 'signingIn' | 'signedIn' | 'signingOut';
export type ClearReason = 'unauthorized' | 'expired';

export interface SessionState {
  status: SessionStatus;
  accessToken: string | null;
  expiresAt: number | null;
  permissions: string[];
  user: SessionUser | null;
  appVersion: string | null;
  /** Set when signed in through the identity provider (settings then go to its profile). */
  provider?: ProviderSession | null;
  /** The login failure message, shown in the dismissible alert. */
  error: string | null;
  /** Why the last session ended without a logout (a 401, an expired token): /login says so. */
  endedReason: ClearReason | null;
  /** Signed in with a one-time password: only the profile's password change is open until it is made. */
  mustChangePassword?: boolean;
  /** Whether the account is linked to the identity provider's subject (read by the profile; unknown before). */
  identityLinked?: boolean;
}

export const initialSessionState: SessionState = {
  status: 'unknown',
  accessToken: null,
  expiresAt: null,
  permissions: [],
  user: null,
  appVersion: null,
  provider: null,
  error: null,
  endedReason: null,
};

const signedOut: SessionState = { ...initialSessionState, status: 'signedOut' };
const signedIn = (s: SessionSnapshot): SessionState => ({
  ...s,
  provider: s.provider ?? null,
  status: 'signedIn',
  error: null,
  endedReason: null,
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Any 401 answer, or a stored token found expired: everything is cleared (spec §4, §8). */
    cleared: (_state, action: PayloadAction<{ reason: ClearReason }>) => ({
      ...signedOut,
      endedReason: action.payload.reason,
    }),
    /** The identity provider's part of a sign-in failed (refused, cancelled, unreachable): /login shows why. */
    providerSignInFailed: (_state, action: PayloadAction<string>) => ({
      ...signedOut,
      error: action.payload,
    }),
    loginErrorDismissed: (state) => {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(restoreSession.fulfilled, (_state, { payload }) =>
        payload.outcome === 'valid'
          ? signedIn(payload.session)
          : payload.outcome === 'expired'
            ? { ...signedOut, endedReason: 'expired' as const }
            : signedOut,
      )
      .addCase(login.pending, (state) => {
        state.status = 'signingIn';
        state.error = null;
        state.endedReason = null;
      })
      .addCase(login.fulfilled, (_state, { payload }) => signedIn(payload))
      .addCase(login.rejected, (_state, { payload, error }) => ({
        ...signedOut,
        error: payload ?? error.message ?? null,
      }))
      .addCase(logout.pending, (state) => {
        state.status = 'signingOut';
      })
      .addCase(logout.fulfilled, () => signedOut)
      .addCase(changePassword.fulfilled, (state) => {
        delete state.mustChangePassword;
      })
      .addCase(readIdentityLink.fulfilled, (state, { payload }) => {
        state.identityLinked = payload;
      })
      .addCase(linkIdentity.fulfilled, (state) => {
        state.identityLinked = true;
      })
      .addCase(unlinkIdentity.fulfilled, (state) => {
        state.identityLinked = false;
      })
      // Keeps the persisted snapshot's data.settings/shortcuts equal to what the profile now holds.
      .addCase(saveSettings.fulfilled, (state, { payload }) => {
        if ((payload.target === 'profile' || payload.target === 'provider') && state.user)
          state.user.data = { ...payload.data };
      });
  },
});

/** Action types read as events: session/cleared, session/loginErrorDismissed. */
export const { cleared: sessionCleared, loginErrorDismissed, providerSignInFailed } = sessionSlice.actions;
