import type { UserType } from '../../shared/types';

/** Who is calling: resolved from the bearer token's live session on each request. */
export interface Principal {
  userId: number;
  sessionId: string;
  type: UserType;
  role: { id: number; name: string } | null;
  permissions: string[];
  /** Signed in with a one-time password: only the password change (and sign-out) is open until it is made. */
  mustChangePassword?: boolean;
}
