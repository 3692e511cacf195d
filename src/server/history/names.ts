// Names for the history: the record an entry is about ("Aylık değerlendirme") and the records its
// references point at (a member, a user, a package), read when the entry is written so a later rename or delete
// does not change the past. A record is named by its row's `label`, else by the first name-like column it has;
// a member's package by what was sold (or its period).
import type { Kysely } from 'kysely';
import type { ResourceDef } from '../../shared/resourceDef';
import { labelsByKey } from '../db/repositories/labels';
import type { Row } from '../db/repositories/records';
import type { Database } from '../db/schema';

type Rows = Readonly<Record<string, ResourceDef>>;

/** A column's target: a registry row, or one picked by another column's value (what a package sold). */
type Target = string | { by: string; rows: Readonly<Record<string, string>> };

/** Columns that name a record the registry does not declare (no delete is refused for them). */
const MENTIONS: Readonly<Record<string, Target>> = {
  author_id: 'users',
  approved_by: 'users',
  filled_by: 'users',
  sender_id: 'users',
  user_id: 'users',
  create_user: 'users',
  update_user: 'users',
  member_package_id: 'memberPackages',
  product_id: {
    by: 'product_type',
    rows: { course_package: 'coursePackages', personal_training: 'personalTrainingsTypes' },
  },
};

const NAME_COLUMNS = [
  'title',
  'name',
  'package_name',
  'personal_training_type_name',
  'move_name',
  'date',
  'day',
];

export const isKey = (value: unknown): value is string | number =>
  (typeof value === 'number' && value > 0) || (typeof value === 'string' && value !== '');

/** The columns of `def` that point at another record, and at which. */
export function referenceTargets(rows: Rows, def: ResourceDef): Record<string, Target> {
  const found: Record<string, Target> = {};
  for (const [column, target] of Object.entries(MENTIONS)) if (column !== def.key) found[column] = target;
  for (const parent of def.parents) if (!parent.by) found[parent.column] = parent.resource;
  if (def.owner) found[def.owner.column] = def.owner.resource;
  Object.assign(found, def.references);
  // A row's own key is never a reference to itself (a user's `id`); the target must be a known row.
  return Object.fromEntries(Object.entries(found).filter(([, t]) => typeof t !== 'string' || rows[t]));
}

/** The registry row a target names, given the value of its `by` column. */
export function targetRow(
  rows: Rows,
  target: Target,
  by: (column: string) => unknown,
): ResourceDef | undefined {
  return rows[typeof target === 'string' ? target : (target.rows[String(by(target.by))] ?? '')];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A stored row's own name: its `label` columns, else its first name-like column. */
export function ownName(def: ResourceDef, row: Row): string {
  if (def.label)
    return def.label
      .map((c) => text(row[c]))
      .filter(Boolean)
      .join(' ');
  for (const column of NAME_COLUMNS) if (text(row[column])) return text(row[column]);
  return '';
}

const day = (value: unknown) => text(value).slice(0, 10).split('-').reverse().join('/');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Kysely<Database>) => db as unknown as Kysely<any>;

/** Members' packages by what they sold, else by their period ("01/10/2026–31/10/2026"). */
async function packageNames(db: Kysely<Database>, rows: Rows, found: Row[]): Promise<Map<string, string>> {
  const product = MENTIONS.product_id!;
  const byRow = new Map<string, Row[]>();
  for (const row of found) {
    const name = targetRow(rows, product, (c) => row[c])?.name;
    if (name && isKey(row.product_id)) byRow.set(name, [...(byRow.get(name) ?? []), row]);
  }
  const products = new Map<string, string>();
  for (const [name, sold] of byRow) {
    const names = await namesOf(
      db,
      rows,
      rows[name]!,
      sold.map((r) => r.product_id),
    );
    for (const r of sold) products.set(String(r.id), names.get(String(r.product_id)) ?? '');
  }
  return new Map(
    found.map((r) => [String(r.id), products.get(String(r.id)) || `${day(r.starttime)}–${day(r.endtime)}`]),
  );
}

/** The names of the records of `def` keyed `keys`, by key; a record without a name (or gone) is left out. */
export async function namesOf(
  db: Kysely<Database>,
  rows: Rows,
  def: ResourceDef,
  keys: readonly unknown[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(keys.filter(isKey).map(String))];
  if (wanted.length === 0) return new Map();
  if (def.label) return labelsByKey(db, def.entity, def.key, def.label, wanted);
  // Table and key come from the registry, never from a request.
  const found = (await loose(db)
    .selectFrom(def.entity)
    .selectAll()
    .where(def.key, 'in', def.key === 'id' ? wanted.map(Number) : wanted)
    .execute()) as Row[];
  const names =
    def.entity === 'member_packages'
      ? await packageNames(db, rows, found)
      : new Map(found.map((r) => [String(r[def.key]), ownName(def, r)]));
  return new Map([...names].filter(([, name]) => name !== ''));
}
