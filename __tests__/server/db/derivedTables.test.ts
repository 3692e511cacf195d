// A table no hand-written type declares is derived from its registry row's record (src/server/db/schema.ts). The
// derivation must be the table the migrations make: every column and nothing else. What a row says of its
// columns is read from the row itself — its schema's fields (but `writeOnly`), its parents' and owner's columns,
// without its `computed` fields — on both sides: by the type check from the row's type, and here from the row and
// the migrated database. Only what a record stores beyond that (fields the server fills, JSON attributes) is
// listed below, and the type check requires the list: a new area whose record is its schema adds no line. A new
// column fails here until its record says it, a new answered field until it is a column or `computed`.
import type { Selectable } from 'kysely';
import type { AnyObjectSchema } from 'yup';
import type { Database, DerivedTableName, RowTable, TableOfRow } from '../../../src/server/db/schema';
import type { RowRecord } from '../../../src/shared/recordOf';
import { defineResource, recordType, type ResourceDef } from '../../../src/shared/resourceDef';
import { RESOURCES } from '../../../src/shared/resources';
import { createTestApp, type TestApp } from '../helpers/testApp';

type Rows = typeof RESOURCES;
type Literal<C> = C extends string ? (string extends C ? never : C) : never;
/** The rows that own a table (a row answering another row's records is a view of that row's table). */
type Owning = { [N in keyof Rows]: Rows[N] extends { record: string } ? never : N }[keyof Rows];
type OwnerOf<T> = { [N in Owning]: TableOfRow<N> extends T ? N : never }[Owning];
type Said<Row> = Exclude<
  | 'id'
  | 'created_at'
  | 'updated_at'
  | (Row extends { schema: AnyObjectSchema } ? keyof RowRecord<Row> & string : never)
  | (Row extends { parents: readonly (infer P)[] }
      ? P extends { column: infer C }
        ? Literal<C>
        : never
      : never)
  | (Row extends { owner: { column: infer C } } ? Literal<C> : never),
  Row extends { computed: readonly (infer C)[] } ? Literal<C> : never
>;
/** A derived table's columns that its row does not say: what its record type adds to the schema's. */
type Beyond<T extends DerivedTableName> = Exclude<
  keyof Selectable<Database[T]> & string,
  Said<Rows[OwnerOf<T>]>
>;
type WithBeyond = { [T in DerivedTableName]: [Beyond<T>] extends [never] ? never : T }[DerivedTableName];

/** Columns beyond what the row says, by table: the type check requires every one and refuses any other. */
const BEYOND_SCHEMA = {
  articles: ['attributes'],
  branches: ['attributes'],
  checkins: ['day', 'user_id', 'user_name'],
  class_bookings: ['checkin_id', 'status', 'waitlist_position'],
  class_sessions: ['cancel_reason', 'ends_at', 'occurrence', 'schedule_id', 'starts_at', 'status'],
  course_packages: ['create_date', 'create_user', 'update_date', 'update_user'],
  measurements: ['bmi', 'waist_hip_ratio'],
  member_consultations: ['answers', 'filled_by', 'type', 'version'],
  member_packages: ['paid'],
  move_media: ['create_user', 'update_user'],
  notifications: ['channel', 'kind', 'message', 'outbox_id', 'package_id', 'recipient', 'sender_id', 'title'],
  package_days: ['day_number'],
  payments: ['branch_id', 'receipt_no', 'received_by', 'void_reason', 'voided_at', 'voided_by'],
  personal_training_day_moves: ['create_date', 'create_user', 'update_date', 'update_user'],
  personal_training_messages: ['create_date', 'create_user', 'update_date', 'update_user'],
  posture_analysis: ['answered_at', 'answered_by', 'create_user', 'posture_name', 'user_comment'],
  recipe_ingredients: ['grams'],
  recipes: ['attributes'],
  reminder_deliveries: [
    'channel',
    'day',
    'error',
    'language',
    'outbox_id',
    'recipient',
    'rule_id',
    'status',
    'subject',
  ],
  reports: ['approved_at', 'approved_by', 'author_id', 'status'],
  training_programs: ['package_id'],
} as const satisfies { readonly [T in WithBeyond]: readonly Beyond<T>[] };

// The type check names a stored field no list holds.
type Unlisted = { [T in WithBeyond]: Exclude<Beyond<T>, (typeof BEYOND_SCHEMA)[T][number]> }[WithBeyond];
const everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;

/** The registry's tables declared by hand in schema.ts: not derived, not checked here. */
type TablesOf<N> = N extends keyof Rows ? TableOfRow<N> : never;
const DECLARED = [
  'users',
  'members',
  'media',
  'foods',
  'diet_list_items',
  'history',
] as const satisfies readonly Exclude<TablesOf<Owning>, DerivedTableName>[];
type Undeclared = Exclude<Exclude<TablesOf<Owning>, DerivedTableName>, (typeof DECLARED)[number]>;
const everyDeclaredListed: [Undeclared] extends [never] ? true : Undeclared = true;

/** What a row says of its table's columns, read from the row as the type check reads its type. */
function said(row: ResourceDef): string[] {
  const writeOnly: readonly string[] = row.writeOnly ?? [];
  const computed: readonly string[] = row.computed ?? [];
  const fields = Object.keys(row.schema?.describe().fields ?? {}).filter((f) => !writeOnly.includes(f));
  const columns = [
    'id',
    'created_at',
    'updated_at',
    ...fields,
    ...row.parents.map((p) => p.column),
    ...(row.owner ? [row.owner.column] : []),
  ];
  return columns.filter((c) => !computed.includes(c));
}

/** Each derived table with the columns it must have: what its rows say, and what the list above adds. */
function derived(): Record<string, string[]> {
  const tables: Record<string, Set<string>> = {};
  for (const row of Object.values(RESOURCES) as ResourceDef[]) {
    if (typeof row.record === 'string' || (DECLARED as readonly string[]).includes(row.entity)) continue;
    const columns = (tables[row.entity] ??= new Set());
    for (const c of [
      ...said(row),
      ...((BEYOND_SCHEMA as Record<string, readonly string[]>)[row.entity] ?? []),
    ])
      columns.add(c);
  }
  return Object.fromEntries(Object.entries(tables).map(([name, columns]) => [name, [...columns].sort()]));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
afterAll(() => t.close());

it('derives every table from its record: exactly the migrated columns', async () => {
  const tables = await t.app.db.introspection.getTables();
  const migrated = Object.fromEntries(
    tables.map((table) => [
      table.name,
      table.columns
        .map((c) => c.name)
        .filter((c) => !/__(fold|sort)$/.test(c))
        .sort(),
    ]),
  );
  const expected = derived();
  expect([everyFieldListed, everyDeclaredListed]).toEqual([true, true]);
  expect(Object.keys(expected).length).toBeGreaterThan(20);
  expect(Object.fromEntries(Object.keys(expected).map((name) => [name, migrated[name]]))).toEqual(expected);
});

const lockers = defineResource({
  name: 'lockers',
  path: 'lockers',
  family: 'LOCKERS',
  json: ['tags'],
  computed: ['member_name'],
  record: recordType<{ id: number; number: number; tags: string[]; member_name: string }>(),
});

it('leaves out computed fields and stores json columns as text', () => {
  type Locker = Selectable<
    RowTable<typeof lockers, { id: number; number: number; tags: string[]; member_name: string }>
  >;
  const locker: Required<Locker> = { id: 1, number: 7, tags: '["x"]', created_at: '', updated_at: '' };
  // @ts-expect-error — a computed field is no column
  const computed: Locker['member_name'] = 'Ayşe';
  expect([locker.tags, computed, lockers.json, lockers.computed]).toEqual([
    '["x"]',
    'Ayşe',
    ['tags'],
    ['member_name'],
  ]);
});
