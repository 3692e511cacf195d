// What the SPA keeps about the signed-in user (spec part 1 §3 "Signed-in user") and how it is built from
// the login answer or read back from storage.
import type { LoginResponse, UserData, UserType } from '../../shared/types';

export interface SessionUser {
  id: number;
  name: string;
  lastname: string;
  title: string;
  type: UserType;
  role: { id: number; name: string } | null;
  data: UserData;
}

/** Everything a signed-in session holds; persisted as one snapshot. */
export interface SessionSnapshot {
  accessToken: string;
  /** Token expiry in unix seconds. */
  expiresAt: number;
  permissions: string[];
  user: SessionUser;
  appVersion: string | null;
  /** Signed in through the identity provider: its profile (user_metadata) keeps the settings, when it has one. */
  provider?: ProviderSession;
  /** Signed in with a one-time password: the profile's password change comes before any other screen. */
  mustChangePassword?: boolean;
}

/** The provider's profile address and access token; `profileUrl` null when settings go through the API. */
export interface ProviderSession {
  profileUrl: string | null;
  accessToken: string;
}

export function snapshotFromLogin(body: LoginResponse, appVersion: string | null): SessionSnapshot {
  return {
    accessToken: body.access_token,
    expiresAt: body.expires_at,
    permissions: [...body.permissions],
    user: {
      id: body.id,
      name: body.name,
      lastname: body.lastname,
      title: body.title,
      type: body.type,
      role: body.role,
      data: { settings: body.data?.settings ?? {}, shortcuts: body.data?.shortcuts ?? [] },
    },
    appVersion,
    ...(body.must_change_password ? { mustChangePassword: true } : {}),
  };
}

/** A stored snapshot, or null when the stored value is missing or not a session. */
export function parseSnapshot(raw: unknown): SessionSnapshot | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const s = raw as Partial<SessionSnapshot>;
  if (typeof s.accessToken !== 'string' || typeof s.expiresAt !== 'number') return null;
  if (!Array.isArray(s.permissions) || typeof s.user !== 'object' || s.user === null) return null;
  return {
    accessToken: s.accessToken,
    expiresAt: s.expiresAt,
    permissions: s.permissions.filter((p): p is string => typeof p === 'string'),
    user: { ...s.user, data: s.user.data ?? {} },
    appVersion: typeof s.appVersion === 'string' ? s.appVersion : null,
    ...(s.provider && typeof s.provider.accessToken === 'string'
      ? { provider: { accessToken: s.provider.accessToken, profileUrl: s.provider.profileUrl ?? null } }
      : {}),
    ...(s.mustChangePassword === true ? { mustChangePassword: true } : {}),
  };
}

/** Spec §9: token expiry is compared with the current time in seconds. */
export const isExpired = (expiresAt: number, nowMs: number): boolean => expiresAt <= Math.floor(nowMs / 1000);

/** Route access groups (spec part 1 §2): type admin is in the admin group, every other staff type in staff. */
export type AccessGroup = 'admin' | 'staff' | 'user' | 'onlyGuest';
export type UserRole = 'admin' | 'staff';
export const roleOf = (user: Pick<SessionUser, 'type'>): UserRole =>
  user.type === 'admin' ? 'admin' : 'staff';

const GROUP_MEMBERS: Record<AccessGroup, readonly UserRole[]> = {
  admin: ['admin'],
  staff: ['admin', 'staff'],
  user: ['admin', 'staff'], // "admin, staff and user": no staff type maps to a plain user in this product
  onlyGuest: [],
};

/** Whether a signed-in role (or a guest, null) may enter a route of the given group. */
export function mayEnter(group: AccessGroup, role: UserRole | null): boolean {
  if (group === 'onlyGuest') return role === null;
  return role !== null && GROUP_MEMBERS[group].includes(role);
}
