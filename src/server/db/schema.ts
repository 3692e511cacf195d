// Table types, written once. Timestamps are ISO-8601 UTC strings and JSON columns are text,
// so the same rows and migrations work on SQLite and PostgreSQL.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Set by the database/repository on insert, never changed by callers afterwards. */
type CreatedAt = ColumnType<string, string, never>;

export interface RoleTable {
  id: Generated<number>;
  name: string;
  status: string;
  /** JSON array of permission keys. */
  permissions: string;
  created_at: CreatedAt;
  updated_at: string;
}

export interface UserTable {
  id: Generated<number>;
  username: string;
  email: string;
  type: string;
  name: string;
  lastname: string;
  title: string;
  phone: string;
  status: string;
  branches_id: number | null;
  roles_id: number | null;
  password_hash: string;
  /** JSON object { settings, shortcuts }. */
  data: string;
  created_at: CreatedAt;
  updated_at: string;
}

export interface SessionTable {
  id: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: string;
  revoked_at: string | null;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  ip: string;
  username: string;
  created_at: CreatedAt;
}

export interface Database {
  roles: RoleTable;
  users: UserTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
}

export type Role = Selectable<RoleTable>;
export type NewRole = Insertable<RoleTable>;
export type RoleUpdate = Updateable<RoleTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Session = Selectable<SessionTable>;
