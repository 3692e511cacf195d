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

interface Timestamps {
  created_at: CreatedAt;
  updated_at: string;
}

export interface BranchTable extends Timestamps {
  id: Generated<number>;
  name: string;
  supervisor_id: number | null;
  nutritionist_id: number | null;
  status: string;
  city: number | null;
  address: string;
  latitude: number | null;
  longitude: number | null;
  /** JSON object; attributes.media is filled from the media table when read. */
  attributes: string;
}

export interface MemberTable extends Timestamps {
  id: Generated<number>;
  name: string;
  birthdate: string | null;
  email: string;
  job: string;
  reference: number;
  phone: string;
  mobile: string;
  status: string;
  customer_type: number;
  address: string;
  work_address: string;
  emergency_title: string;
  emergency_name: string;
  emergency_phone: string;
  coach_id: number | null;
  nutritionist_id: number | null;
  branches_id: number | null;
  height: number;
  use_device_health: number;
  target_daily_calorie: number;
  password_hash: string | null;
}

export interface ArticleTable extends Timestamps {
  id: Generated<number>;
  title: string;
  type: string;
  lang: string;
  status: string;
  summary: string;
  content: string;
  /** JSON object: { media: [{ type: 'youtube', url }] }. */
  attributes: string;
}

export interface MediaTable extends Timestamps {
  id: Generated<number>;
  owner: string;
  owner_id: number;
  kind: 'image' | 'video';
  mime_type: string;
  size: number;
  /** Server-generated name under DATA_DIR/media; never the client's. */
  file_name: string;
  original_name: string;
  visibility: string;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
  sent_at: string | null;
}

export interface Database {
  roles: RoleTable;
  users: UserTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  branches: BranchTable;
  members: MemberTable;
  articles: ArticleTable;
  media: MediaTable;
  outbox: OutboxTable;
  table_versions: TableVersionTable;
  operation_calls: OperationCallTable;
}

/** Calls of rate-limited operations (see repositories/operationCalls.ts). */
export interface OperationCallTable {
  id: Generated<number>;
  operation: string;
  subject: string;
  caller_id: number;
  created_at: string;
}

/** Write counter per table (see repositories/tableVersions.ts). */
export interface TableVersionTable {
  name: string;
  version: number;
}

export type Role = Selectable<RoleTable>;
export type NewRole = Insertable<RoleTable>;
export type RoleUpdate = Updateable<RoleTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Session = Selectable<SessionTable>;
export type Media = Selectable<MediaTable>;
export type NewMedia = Insertable<MediaTable>;
export type Outbox = Selectable<OutboxTable>;

// Issue 9 hardening: login limits, known sign-in addresses, outbox delivery state.
export interface LoginLimitTable {
  key: string;
  attempts: number;
  window_start: string;
  level: number;
  blocked_until: string | null;
}
export interface LoginKnownAddressTable {
  username: string;
  ip: string;
  last_success_at: string;
}
export interface OutboxTable {
  status: ColumnType<'pending' | 'sent' | 'failed', 'pending' | 'sent' | 'failed' | undefined>;
  failed_at: string | null;
  error: string | null;
  encrypted: ColumnType<number, number | undefined>;
}
export interface Database {
  login_limits: LoginLimitTable;
  login_known_addresses: LoginKnownAddressTable;
}
