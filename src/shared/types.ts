// Entity and session types shared by the SPA and the server.

export type UserType = 'admin' | 'manager' | 'supervisor' | 'coach' | 'nutritionist' | 'sales';
export type RecordStatus = 'active' | 'passive';
export type UserStatus = RecordStatus | 'pending';

/** User settings kept in the profile (`data`): the shell's layout/theme settings and the shortcut ids. */
export interface UserData {
  settings?: Record<string, unknown>;
  shortcuts?: string[];
}

/** POST /authentications/users answer (spec part 1 §7) plus the token's expiry (unix seconds) and role. */
export interface LoginResponse {
  access_token: string;
  expires_at: number;
  permissions: string[];
  name: string;
  lastname: string;
  title: string;
  type: UserType;
  id: number;
  role: { id: number; name: string } | null;
  data: UserData;
  /** Only after a sign-in through the identity provider: where its user profile (user_metadata) is, if anywhere. */
  provider?: { profile_url: string | null };
  /** Signed in with a one-time password (an admin's reset): the password must be changed before anything else. */
  must_change_password?: boolean;
}

/** GET authentications/oidc: what the login page needs to offer sign-in through the identity provider. */
export type OidcClientConfig =
  | { enabled: false }
  | {
      enabled: true;
      issuer: string;
      client_id: string;
      scopes: string;
      audience: string | null;
      name: string;
    };

/** The error envelope of every non-2xx answer (ARCHITECTURE §5). */
export interface ApiError {
  error: string;
  message: string;
  translations: { tr: string; en: string; ar: string };
  translated_message: string;
  fields?: Record<string, string>;
}
