// Reads of the session used by guards, navigation and pages.
import type { RootState } from './index';
import { roleOf, type UserRole } from './sessionModel';

export const selectSession = (state: RootState) => state.session;
export const selectUser = (state: RootState) => state.session.user;
export const selectPermissions = (state: RootState) => state.session.permissions;
export const selectIsSignedIn = (state: RootState): boolean =>
  state.session.status === 'signedIn' || state.session.status === 'signingOut';
/** The route-group role of the signed-in user, null for a guest. */
export const selectUserRole = (state: RootState): UserRole | null =>
  state.session.user ? roleOf(state.session.user) : null;
