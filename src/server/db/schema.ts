// Table types, written once: an entity's table is its shared record type (RecordOf<name>) as stored.
// Timestamps are ISO-8601 UTC strings and JSON columns are text, so the same rows and migrations work on SQLite
// and PostgreSQL. A table whose columns are its row's record needs no line here: it is derived (at the end).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { RecordOf } from '../../shared/recordOf';
import type { RESOURCES } from '../../shared/resources';
import type { DiaryItem, ProgramDay, ProgramMove, TrainingSet } from '../../shared/memberProgressRecords';

/** Set by the database/repository on insert, never changed by callers afterwards. */
type CreatedAt = ColumnType<string, string, never>;

/** Stored columns of a record: its API type with the generated id, JSON columns as text, and timestamps. */
type Stored<Api, Text extends keyof Api = never> = Omit<Api, 'id' | Text> & { id: Generated<number> } & {
  [K in Text]: string;
};

export interface UserTable extends Stored<RecordOf<'users'>> {
  password_hash: string;
  /** 1 after an admin's reset: the session reaches only the password change until it is made. */
  must_change_password: Generated<number>;
  /** 1 when the e-mail was set at creation or by the user: only then may it link a provider account (oidc.ts). */
  email_linkable: Generated<number>;
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

interface Timestamps {
  created_at: CreatedAt;
  updated_at: string;
}

/** The columns a write may leave to their defaults (the member's language and consents came later). */
type MemberDefaults = 'language' | 'consent_email' | 'consent_sms' | 'contact_opt_out';

export interface MemberTable extends Timestamps, Omit<Stored<RecordOf<'members'>>, MemberDefaults> {
  password_hash: string | null;
  language: ColumnType<string, string | undefined, string>;
  consent_email: ColumnType<number, number | undefined, number>;
  consent_sms: ColumnType<number, number | undefined, number>;
  contact_opt_out: ColumnType<number, number | undefined, number>;
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
  /** The owner's file field this upload fills ('' for a plain upload); see the registry's `files`. */
  slot: ColumnType<string, string | undefined, string>;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
  sent_at: string | null;
  status: ColumnType<'pending' | 'sent' | 'failed', 'pending' | 'sent' | 'failed' | undefined>;
  failed_at: string | null;
  error: string | null;
  encrypted: ColumnType<number, number | undefined>;
  attempts: ColumnType<number, number | undefined>;
  next_attempt_at: ColumnType<string | null, string | null | undefined>;
  claimed_until: ColumnType<string | null, string | null | undefined>;
  claim_token: ColumnType<string | null, string | null | undefined>;
  /** The recipient's language when a message is theirs (a reminder): an Arabic mail is written right to left. */
  language: ColumnType<string | null, string | null | undefined>;
}

/** One reminders run per business day (modules/reminderRules/run.ts): a node starting after a missed day runs it. */
export interface ReminderRunTable {
  day: string;
  started_at: string;
  finished_at: string | null;
  decided: ColumnType<number, number | undefined>;
}

/** A staff user's link to an identity provider's subject (migration 20261125_2220). */
export interface IdentityLinkTable {
  id: Generated<number>;
  user_id: number;
  issuer: string;
  subject: string;
  created_at: string;
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

export type Role = Selectable<Database['roles']>;
export type NewRole = Insertable<Database['roles']>;
export type RoleUpdate = Updateable<Database['roles']>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Session = Selectable<SessionTable>;
export type Media = Selectable<MediaTable>;
export type NewMedia = Insertable<MediaTable>;
export type Outbox = Selectable<OutboxTable>;

/** A rate-limiter-flexible counter (see repositories/rateLimits.ts): points taken, and when its window ends. */
export interface RateLimitTable {
  key: string;
  points: number;
  expire: string | null;
}
/** A (username, address) pair that signed in, and when last (auth/login.ts). */
export interface LoginKnownAddressTable {
  username: string;
  ip: string;
  last_success_at: string;
}

// Posture analyses and the moves library. Photos and videos are rows of `media` (by slot).
// --- Personal trainings ---

// Training: course packages, their days and the moves of a day.
// Nutrition: foods, their portions, recipes and their ingredient rows.
export interface FoodTable extends Timestamps, Stored<Omit<RecordOf<'foods'>, 'portions'>> {
  /** When the USDA importer last wrote the row; null for a food staff typed in. */
  imported_at: string | null;
}

// The member file's progress: programs with days and moves, workouts with sets, measurements, diaries —
// each table its record (shared/memberProgressRecords.ts) without the children and read-only fields it answers
// with, plus the keys that tie a child row to its parent.
export interface TrainingProgramDayTable extends Timestamps, Stored<Omit<ProgramDay, 'moves'>> {
  program_id: number;
}
export interface TrainingProgramMoveTable extends Timestamps, Stored<ProgramMove & { id: number }> {
  program_id: number;
  day_id: number;
  position: number;
}
export interface TrainingSetTable extends Timestamps, Stored<TrainingSet & { id: number }> {
  training_id: number;
}
export interface DiaryItemTable
  extends
    Timestamps,
    Stored<
      Omit<
        DiaryItem,
        'food_name_tr' | 'food_name_en' | 'portion_name_tr' | 'portion_name_en' | 'nutrients'
      > & {
        id: number;
      }
    > {
  diary_id: number;
  position: number;
}

// Attachments of outbox messages (a diet list's PDF, a receipt).
export interface OutboxAttachmentTable {
  id: Generated<number>;
  outbox_id: number;
  file_name: string;
  content_type: string;
  /** base64 of the bytes, encrypted like the body. */
  content: string;
}

// Diet lists and their items (written with the list by modules/dietLists/hooks.ts).
export interface DietListItemTable {
  id: Generated<number>;
  diet_list_id: number;
  day: number;
  meal: string;
  position: number;
  food_id: number | null;
  portion_id: number | null;
  recipe_id: number | null;
  amount: number;
  grams: ColumnType<number, number | undefined>;
  note: ColumnType<string, string | undefined>;
}

// The member file: packages, notifications (their mail is an outbox row), questionnaire versions.

/** One entry of the history, written by src/server/history/ in each write's transaction. */
export interface HistoryTable extends Timestamps {
  id: Generated<number>;
  user_id: number | null;
  user_name: string;
  entity: string;
  entity_id: string;
  /** The record's name when written ('' in entries written before names were kept, or for a record without one). */
  record_name: ColumnType<string, string | undefined, string>;
  member_id: number | null;
  action: string;
  permission: string;
  /** JSON [{ field, before?, after?, before_name?, after_name?, changed? }]. */
  changes: string;
}

// Membership freezes: a package paused from start_day to end_day, both included (modules/memberFile/freezeHooks.ts).
export interface PackageFreezeTable extends Timestamps {
  id: Generated<number>;
  member_package_id: number;
  member_id: number;
  start_day: string;
  end_day: string;
  user_id: number | null;
  user_name: string;
  ended_early_on: string | null;
}

// Money: a package's instalment plan, and the receipt numbers taken per branch and year.
/** One part of a package's plan: due on `due_date`, `amount` whole kuruş; `no` from 1, unique per package. */
export interface PackageInstalmentTable {
  id: Generated<number>;
  member_package_id: number;
  no: number;
  due_date: string;
  amount: number;
}

/** The last receipt number taken per branch (0: members without one) and year; gapless, never reused. */
export interface ReceiptCounterTable {
  branch_key: number;
  year: number;
  last: number;
}

/**
 * The tables declared by hand: those whose columns are no registry row's record — secrets (a password hash), the
 * machinery's (sessions, outbox, limits, history), children written with their parent, extra columns (foods).
 */
interface DeclaredTables {
  users: UserTable;
  identity_links: IdentityLinkTable;
  sessions: SessionTable;
  members: MemberTable;
  media: MediaTable;
  outbox: OutboxTable;
  table_versions: TableVersionTable;
  operation_calls: OperationCallTable;
  rate_limits: RateLimitTable;
  login_known_addresses: LoginKnownAddressTable;
  foods: FoodTable;
  training_program_days: TrainingProgramDayTable;
  training_program_moves: TrainingProgramMoveTable;
  training_sets: TrainingSetTable;
  diary_items: DiaryItemTable;
  outbox_attachments: OutboxAttachmentTable;
  diet_list_items: DietListItemTable;
  history: HistoryTable;
  package_freezes: PackageFreezeTable;
  package_instalments: PackageInstalmentTable;
  receipt_counters: ReceiptCounterTable;
  reminder_runs: ReminderRunTable;
}

type Rows = typeof RESOURCES;

/** The table a registry row stores in: its `entity` when the row names one, else its name. */
export type TableOfRow<N extends keyof Rows> = Rows[N] extends { entity: infer E extends string }
  ? string extends E
    ? N
    : E
  : N;

/** A row's literal list (`json`, `computed`) as a union of its names. */
type Listed<Row, Key extends string> = Row extends { [K in Key]: readonly (infer C extends string)[] }
  ? string extends C
    ? never
    : C
  : never;

/**
 * The table of a row no hand-written table declares: its record as stored — the generated id, its timestamps,
 * every other field a column present in every row (a field a list leaves out is still stored), its `json`
 * columns as text, and without the `computed` fields and the `names` the server fills when reading. A new
 * area's table needs no line here.
 */
export type RowTable<Row, Rec> = Timestamps &
  Stored<
    Required<Omit<Rec, 'created_at' | 'updated_at' | 'names' | Listed<Row, 'computed'>>>,
    Listed<Row, 'json'> & keyof Rec
  >;

/**
 * The table type of every row whose table is not declared by hand, from the row that owns the record (a row
 * answering another row's records, `record: 'reports'`, is a view of the same table).
 */
type DerivedTables = {
  [
    N in keyof Rows as Rows[N] extends { record: string }
      ? never
      : TableOfRow<N> extends keyof DeclaredTables
        ? never
        : TableOfRow<N>
  ]: RowTable<Rows[N], RecordOf<N>>;
};

/** The tables derived from their registry rows. */
export type DerivedTableName = keyof DerivedTables;

/** Every table: the declared ones and those derived from their registry rows. */
export type Database = DeclaredTables & DerivedTables;

/** A table of `Database` by name (what a module's seed inserts into). */
export type TableOf<T extends keyof Database> = Database[T];
