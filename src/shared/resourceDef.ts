// What one registry row says about a resource (ARCHITECTURE §2, §8). The SPA's slice factory and screens and
// the server's route factory read nothing else, so an entity is this row, its schema, its migration and its
// feature folder. `defineResource` fills the defaults so rows stay short.
import type { AnyObjectSchema } from 'yup';
import type { Action } from './permissions';

export type SortOrder = 'ASC' | 'DESC';
export type CrudAction = 'search' | 'read' | 'create' | 'update' | 'delete';
export const CRUD_ACTIONS: readonly CrudAction[] = ['search', 'read', 'create', 'update', 'delete'];

/** How a query parameter filters: exact value, case-insensitive "contains", or a bound (column ≥ / ≤ value). */
export type FilterKind = 'eq' | 'like' | 'gte' | 'lte';
/** A filter; `options` are the values a search form offers for it (labelled `<i18n>.options.<param>.<value>`). */
export interface FilterDef {
  kind: FilterKind;
  options?: readonly (string | number)[];
  /** The column it reads when it is not the parameter's name (`starts_from` bounds `start_date`). */
  column?: string;
  /**
   * A bound given as a business day (yyyy-MM-dd) on a time column (ISO UTC): `gte` from the day's first instant
   * in the business time zone, `lte` to its last (shared/businessDay.ts); anything but a day is a 400.
   */
  day?: boolean;
}

/** One link of a parent chain: `members/:member_id/measurements` has `{ param: 'member_id', resource: 'members', column: 'member_id' }`. */
export interface ParentDef {
  /** Path parameter holding the parent's key. */
  param: string;
  /** The parent's registry name: its existence and the caller's reach to it are checked on every call. */
  resource: string;
  /** Column of this resource that holds the parent's key. */
  column: string;
  /**
   * Where the parent travels: in the path (default), or — as the spec's `GET packageDay?package_id=…` — as a
   * query parameter of the list and a field of create/update bodies, both named by `column`. A query parent
   * narrows the list when given; a create must name it; an update keeps the stored one.
   */
  in?: 'path' | 'query';
  /**
   * The parent's column the value is looked up by (default its key), within the parents listed before it:
   * a package move's day is `day_number` of the package's days.
   */
  by?: string;
}

/** A number that follows the last one within the parents (`day_number`: 1, 2, 3... per package). */
export interface SequenceDef {
  column: string;
  /** Columns that group the numbering (the parents' columns). */
  within: readonly string[];
}

/** What an operation answers: a JSON body, nothing (204), or a file (e.g. application/pdf). */
export type AnswerKind = 'json' | 'empty' | 'binary';

/** A call beside the five CRUD verbs: `_send`, `_show`, `_bulk`, `approve`, copy-day, `_dashboard`, ... */
export interface OperationDef {
  method: 'GET' | 'POST' | 'PUT';
  /** On one record (`<path>/:id/<segment>`) or on the collection (`<path>/<segment>`). */
  on: 'record' | 'collection';
  /** Path segment; defaults to the operation's name. */
  segment?: string;
  /**
   * A path of its own instead of `<path>[/:id]/<segment>`, e.g. `personalTrainingsDayCopy/:id` (the spec's
   * copy-day call); `:id` names the record of an operation on one record.
   */
  path?: string;
  /** Permission action (`<FAMILY>_<action>`), or a full catalogue key when it contains the family's prefix. */
  permission: Action | string;
  /** Body schema (messages are i18n keys); absent: no body is read. A GET's is read from the query string. */
  body?: AnyObjectSchema;
  answer: AnswerKind;
  /** A binary answer to look at (a PDF): the SPA opens it in a new tab instead of saving it. */
  open?: boolean;
  /** The success status the SPA expects (200 by default; 204 for `empty`). */
  success?: number;
  /** The JSON answer is the record after the operation: the slice stores it. */
  returnsRecord?: boolean;
  /**
   * At most `perSubject` calls per record (the record of an operation on one record, or the body's `subject`
   * field) and `perCaller` per caller within `windowSeconds`; more answer 429 with Retry-After.
   */
  rateLimit?: { windowSeconds: number; perSubject?: number; perCaller?: number; subject?: string };
  /**
   * An approval: moves `field` from one of `from` to `to`, recording who (`by`) and when (`at`) when those
   * columns are named. Anything else is a 409 with `generic.errors.transition_not_allowed`.
   */
  transition?: {
    field: string;
    from: readonly (string | number)[];
    to: string | number;
    by?: string;
    at?: string;
    /** The column naming who wrote the record: they may not approve it themselves (four eyes, 403). */
    author?: string;
  };
}

/** SPA paths of the entity's screens (`:id` is the record's key; parent params keep their names). */
export interface ScreenPaths {
  list?: string;
  add?: string;
  edit?: string;
}

export interface ResourceDef {
  /** Registry key, slice name and action-type prefix. */
  name: string;
  /** Stored table. */
  entity: string;
  /** i18n area of labels (`<i18n>.fields.<field>`, `<i18n>.title`); defaults to the name. */
  i18n: string;
  /** Path under /api/v1; parents are named parameters (`members/:member_id/measurements`). */
  path: string;
  /** Key column: `id` (a positive integer) unless named (a move by `move_name`). */
  key: string;
  /** Permission family: `<family>_SEARCH|_CREATE|_READ|_UPDATE|_DELETE` (and `_APPROVE`). */
  family: string;
  parents: readonly ParentDef[];
  /**
   * The record this one belongs to through a column, when the path does not name it (`reports` with
   * `{ column: 'member_id', resource: 'members' }`): the owner's reach rule covers these records too, and a write
   * naming an owner the caller cannot reach (or that does not exist) is refused with a 400 on that field.
   */
  owner?: { column: string; resource: string };
  defaultSort: { sort: string; sort_by: SortOrder };
  /** Page size of a fresh list in the SPA (foods: 20, spec part 2 §9); the shared default otherwise. */
  defaultCount?: number;
  /** The only columns `sort=` accepts. */
  sortable: readonly string[];
  /** Query parameters that filter the list. */
  filters: Readonly<Record<string, FilterDef>>;
  /**
   * Free-text search: `?<param>=text` matches any of `columns` (contains, case-insensitive). `rank`: a searched
   * list puts the rows whose column is the typed text first, then those starting with it, then those with a word
   * starting with it, then the rest — each group in the requested order — unless the list is sorted by a column
   * that is neither searched nor the default order (a number column the user chose).
   */
  search?: { param: string; columns: readonly string[]; rank?: boolean };
  /** Parameters the list screen's search form shows, in order (the text search first, then filters). */
  searchForm: readonly string[];
  actions: readonly CrudAction[];
  operations: Readonly<Record<string, OperationDef>>;
  /** Create schema, and the update schema when it differs (validated against the stored record merged with the edit). */
  schema?: AnyObjectSchema;
  updateSchema?: AnyObjectSchema;
  /** Fields a form requires but the API may answer null (old rows): the record type says `| null` for them. */
  nullable?: readonly string[];
  /** Schema fields a form sends but the API never answers (a password): not in the record type. */
  writeOnly?: readonly string[];
  /**
   * The record as answered, where the schema cannot say it all (a type only, read by `RecordOf<name>` and the
   * server's derived table types): `recordType<{ member_id: number; user_name: string }>()` — fields beyond the
   * schema's, or answered otherwise (the whole record for a row without a schema) — or another row's name when
   * the records are that row's (`'members'` for a user's assigned members). The type given must not read the
   * registry (RecordOf, RowRecord): the registry's own type would depend on itself.
   */
  record?: RecordMark<unknown> | string;
  /**
   * Answered fields that are no column (filled when read): the table type the server derives from the record
   * (a row whose table src/server/db/schema.ts does not declare by hand) leaves them out.
   */
  computed?: readonly string[];
  /** Rich-text fields, sanitized by the server on write and by the SPA before rendering. */
  richText: readonly string[];
  /** JSON text columns, parsed on read and serialized on write. */
  json: readonly string[];
  /**
   * Money columns: stored as whole kuruş (integers), answered and taken in lira with at most two decimals
   * (shared/money/amount.ts; the schema's `liraAmount` field validates them). The server converts on the way in
   * and out, and the history shows lira; filters and sorts read the stored kuruş.
   */
  money: readonly string[];
  /** Columns a list answer leaves out (large text the list does not show). */
  listOmit: readonly string[];
  /** Columns that point at another resource's key: deleting that record is refused while it is referenced. */
  references: Readonly<Record<string, string>>;
  /**
   * The columns that name one of this resource's records to others (`['name', 'lastname']`, joined by a space).
   * Every record that references one (`references`, `owner`) answers its name in `names.<column>`, read for a
   * whole page in one query per table: forms and lists show names, not ids, even to a viewer who may not read
   * this resource — only the names of records the viewer already reads point at.
   */
  label?: readonly string[];
  /** Other tables whose writes change this resource's answers (computed fields); its own table always counts. */
  dependsOn: readonly string[];
  /** `owner` of this resource's uploads; its images come back in `attributes.media`. */
  mediaOwner?: string;
  /** Create/update are multipart uploads (media): served by resources/mediaRoutes.ts, not by the CRUD factory. */
  upload: boolean;
  /**
   * Files a create or update of this row takes as multipart fields (by field name), served by the CRUD factory:
   * each is stored in `media` (owner `mediaOwner`, the record's id, `slot` = the field) and answered as its URL
   * under the field's name. A required file is required on create only (an update keeps the stored one).
   */
  files: Readonly<Record<string, FileDef>>;
  /** The method of an update (`POST <path>/<key>` when an HTML form must send it; PUT by default). */
  updateMethod: 'PUT' | 'POST';
  /**
   * A verb guarded by another permission than `<FAMILY>_<ACTION>`: another action of the family (a training's
   * days, moves and messages are added under `UPDATE`, as the spec gates their buttons) or a catalogue key
   * (`MEMBER_CONSULTATION_POSTUR`).
   */
  permissions: Readonly<Partial<Record<CrudAction, Action | string>>>;
  /**
   * Who and when: the server fills create_user / update_user (the signed-in user) and create_date /
   * update_date (the clock) on every write; values in the body are ignored.
   */
  audit: boolean;
  /**
   * Rows gated by a value of theirs (a member's questionnaires by `type`): a row whose `column` holds a key of
   * `keys` needs that catalogue permission too, on every call — lists answer only the kinds the caller holds,
   * and reading or writing another kind is a 403. `keys: 'itself'`: the column holds the catalogue key itself
   * (a history entry's `permission`).
   */
  rowPermission?: { column: string; keys: Readonly<Record<string, string>> | 'itself' };
  /**
   * The record's details: nested children or finer values guarded by a catalogue family of their own beside the
   * record's (a workout's sets: TRAINING_DETAILS). Answers carry them only to holders of its READ (a record) or
   * SEARCH (a list); writing them needs its CREATE (a new record) or UPDATE (an edit), deleting a record that
   * may hold them its DELETE.
   */
  details?: { family: string; fields: readonly string[] };
  /** A column the server numbers on create (last + 1 within the parents, from 1) and keeps on update. */
  sequence?: SequenceDef;
  screens: ScreenPaths;
  /**
   * Personal and sensitive fields (KVKK/GDPR) and what they hold: the QA action log and Redux DevTools replace
   * their values with per-log pseudonyms of that kind (client/store/actionLog/pseudonyms.ts), never the values.
   */
  personal?: Readonly<Record<string, PersonalKind>>;
}

/**
 * What a personal field holds: an e-mail address, a phone number, a date (shifted), free or rich text (its
 * length only), or a questionnaire's answers (its questions kept, every answer hidden).
 */
export type PersonalKind = 'email' | 'phone' | 'date' | 'text' | 'answers';

/** What a row with `audit` answers beside its fields (spec part 2 §3: create_user … update_date). */
export interface AuditStamps {
  create_user: number;
  update_user: number;
  create_date: string;
  update_date: string;
}

/** Carries a row's record type (`record`); nothing at run time. */
export interface RecordMark<T> {
  readonly recordType?: T;
}

/** `record: recordType<{ … }>()`: what a row answers beyond (or instead of) its schema's fields; a type only. */
export const recordType = <T>(): RecordMark<T> => ({});

/** A file field of a row with `files`: what kind of file it takes (sniffed from its bytes, else 415). */
export interface FileDef {
  kind: 'image' | 'video';
  required?: boolean;
}

export type ResourceInput = Pick<ResourceDef, 'name' | 'path' | 'family'> &
  Partial<Omit<ResourceDef, 'filters'>> & {
    /** Filters as a kind, or a kind with the options its search-form select offers. */
    filters?: Readonly<Record<string, FilterKind | FilterDef>>;
  };

/** Row fields whose own type a row keeps (its schema's, not `AnyObjectSchema`): record types are derived from them. */
type Typed = 'schema' | 'updateSchema' | 'nullable' | 'writeOnly' | 'record' | 'computed';

/** A row as defined: ResourceDef with the row's own values, its schema and nullable list typed as written. */
export type DefinedRow<R extends ResourceInput> = Omit<ResourceDef, Typed> &
  Partial<Pick<ResourceDef, Exclude<Typed, keyof R>>> &
  Omit<R, 'filters'>;

/**
 * A registry row from the parts that differ from the defaults. A row declares its name, its path under /api/v1
 * and its permission family, then only what differs: its schema (what a write must hold), parents, filters and
 * search, references, operations, files... It gets the rest for free: its table and i18n area named after it,
 * an `id` key, newest first, every CRUD action under `<FAMILY>_SEARCH` … `_DELETE`; on the server the route
 * factory's routes (validation, parents and reach, history, ETags, the list cache) with no code, and in the SPA
 * its store slice and its record type (`RecordOf<name>`).
 *
 * @example
 * // GET and POST /api/v1/branches, GET, PUT and DELETE /api/v1/branches/:id, each under its BRANCHES_* key:
 * defineResource({ name: 'branches', path: 'branches', family: 'BRANCHES', schema: branchSchema });
 */
export function defineResource<const R extends ResourceInput>(row: R): DefinedRow<R> {
  const filters = Object.fromEntries(
    Object.entries(row.filters ?? {}).map(([param, f]) => [param, typeof f === 'string' ? { kind: f } : f]),
  );
  return {
    entity: row.name,
    i18n: row.name,
    key: 'id',
    parents: [],
    defaultSort: { sort: 'id', sort_by: 'DESC' },
    sortable: ['id'],
    searchForm: [],
    actions: CRUD_ACTIONS,
    operations: {},
    richText: [],
    json: [],
    money: [],
    listOmit: [],
    references: {},
    dependsOn: [],
    upload: false,
    files: {},
    updateMethod: 'PUT',
    permissions: {},
    audit: false,
    screens: {},
    ...row,
    filters,
  } as DefinedRow<R>;
}

/**
 * Whether a row's records are a member's (it belongs to one through `owner` or a parent, at any distance): its
 * uploads are health
 * data — served only to signed-in callers who may read the record, by short-lived signed URLs.
 */
export function holdsMemberData(
  def: Pick<ResourceDef, 'owner' | 'parents'>,
  /** The registry, to follow longer chains (a training's messages belong to the training's member). */
  rows: Readonly<Record<string, Pick<ResourceDef, 'owner' | 'parents'>>> = {},
): boolean {
  const above = [...(def.owner ? [def.owner.resource] : []), ...def.parents.map((p) => p.resource)];
  return above.some(
    (name) => name === 'members' || (rows[name] ? holdsMemberData(rows[name]!, rows) : false),
  );
}

/** The permission a call needs: `permissionOf(members, 'search') === 'MEMBERS_SEARCH'`; APPROVE for approvals. */
export const permissionOf = (
  def: Pick<ResourceDef, 'family'> & Partial<Pick<ResourceDef, 'permissions'>>,
  action: CrudAction | Action | string,
): string => {
  const mapped = def.permissions?.[action as CrudAction] ?? action;
  // A catalogue key: `<FAMILY>_…`, any key with an underscore, or the family's own bare key (NOTIFICATIONS).
  return mapped === def.family || mapped.startsWith(`${def.family}_`) || mapped.includes('_')
    ? mapped
    : `${def.family}_${mapped.toUpperCase()}`;
};

/** The key a call on a record's details needs beside the record's own; undefined for a row without details. */
export const detailsPermission = (
  def: Pick<ResourceDef, 'details'>,
  verb: 'SEARCH' | 'READ' | 'CREATE' | 'UPDATE' | 'DELETE',
): string | undefined => (def.details ? `${def.details.family}_${verb}` : undefined);

/** The permission an operation needs. */
export const operationPermission = (def: Pick<ResourceDef, 'family'>, op: OperationDef): string =>
  permissionOf(def, op.permission);

export const operationSegment = (name: string, op: OperationDef): string => op.segment ?? name;

export const operationSuccess = (op: OperationDef): number =>
  op.success ?? (op.answer === 'empty' ? 204 : 200);

/** Parent parameter values of a call, by name (`{ member_id: 7 }`). */
export type ParentParams = Readonly<Record<string, string | number>>;

/** Fills a path's named parameters; a missing one is a programming error (the caller forgot the parent). */
export function fillPath(template: string, params: ParentParams = {}): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, param: string) => {
    const value = params[param];
    if (value === undefined || value === null || value === '')
      throw new Error(`"${template}" needs the parameter "${param}"`);
    return encodeURIComponent(String(value));
  });
}

/** A stable text key of a parent chain's values (`''` for a top-level resource): lists are kept per key. */
/** Parents that travel as query parameters / body fields rather than in the path. */
export const queryParents = (def: Pick<ResourceDef, 'parents'>): readonly ParentDef[] =>
  def.parents.filter((p) => p.in === 'query');

/** Query-parent values of a call under their column names (`{ package_id: 3, day_number: 2 }`). */
export function queryParentValues(def: Pick<ResourceDef, 'parents'>, params: ParentParams = {}) {
  const values: Record<string, string | number> = {};
  for (const p of queryParents(def)) {
    const value = params[p.param];
    if (value !== undefined && value !== '') values[p.column] = value;
  }
  return values;
}

export const parentKeyOf = (def: Pick<ResourceDef, 'parents'>, params: ParentParams = {}): string =>
  def.parents.map((p) => `${p.param}=${params[p.param] ?? ''}`).join('&');
