// An entry's names: each reference's record named per side (`before_name`, `after_name`) inside its
// change — so a field hidden from a reader (visibility.ts) takes its names with it — and the record's own name.
// Written with the entry; entries written before are named when read (the names as they are now, or none).
import type { Kysely } from 'kysely';
import type { FieldChange } from '../../shared/history';
import type { ResourceDef } from '../../shared/resourceDef';
import type { Row } from '../db/repositories/records';
import type { Database } from '../db/schema';
import { isKey, namesOf, ownName, referenceTargets, targetRow } from './names';

type Rows = Readonly<Record<string, ResourceDef>>;
const SIDES = ['before', 'after'] as const;

/** A column's value on one side of the write: the change's when it changed, else the stored row's. */
const sideValue = (changes: readonly FieldChange[], row: Row, column: string, side: 'before' | 'after') => {
  const change = changes.find((c) => c.field === column);
  return change && side in change ? change[side] : row[column];
};

/** One (target row, key) a change or entry needs named, and where the name goes. */
interface Need {
  def: ResourceDef;
  key: unknown;
  put: (name: string) => void;
}

function changeNeeds(rows: Rows, def: ResourceDef, row: Row, changes: FieldChange[]): Need[] {
  const targets = referenceTargets(rows, def);
  return changes.flatMap((change) => {
    const target = targets[change.field];
    if (!target || change.changed) return [];
    return SIDES.flatMap((side) => {
      const key = change[side];
      const of =
        isKey(key) &&
        !change[`${side}_name`] &&
        targetRow(rows, target, (c) => sideValue(changes, row, c, side));
      return of ? [{ def: of, key, put: (name: string) => (change[`${side}_name`] = name) }] : [];
    });
  });
}

/** Names every need with one query per target row. */
async function fill(db: Kysely<Database>, rows: Rows, needs: Need[]): Promise<void> {
  const byRow = new Map<ResourceDef, Need[]>();
  for (const need of needs) byRow.set(need.def, [...(byRow.get(need.def) ?? []), need]);
  // One after another: a write's transaction holds one connection.
  for (const [def, list] of byRow) {
    const names = await namesOf(
      db,
      rows,
      def,
      list.map((n) => n.key),
    );
    for (const need of list) {
      const name = names.get(String(need.key));
      if (name) need.put(name);
    }
  }
}

/** A write's changes with their references named, and the record's name (from its row, else as stored). */
export async function namedWrite(
  db: Kysely<Database>,
  rows: Rows,
  def: ResourceDef,
  key: unknown,
  row: Row,
  changes: readonly FieldChange[],
): Promise<{ changes: FieldChange[]; recordName: string }> {
  const named = changes.map((c) => ({ ...c }));
  let recordName = ownName(def, row);
  const needs = changeNeeds(rows, def, row, named);
  if (!recordName) needs.push({ def, key, put: (name) => (recordName = name) });
  await fill(db, rows, needs);
  return { changes: named, recordName };
}

/** An entry as read (its `entity`, `entity_id`, `record_name` and parsed changes). */
type Entry = Record<string, unknown> & { changes: FieldChange[] };

/** Entries written before names were kept: named as the records are now (left as they are when gone). */
export async function nameOlderEntries<E extends Entry>(
  db: Kysely<Database>,
  rows: Rows,
  entries: E[],
): Promise<E[]> {
  const needs: Need[] = [];
  const named = entries.map((entry) => {
    const copy: E = { ...entry, changes: entry.changes.map((c) => ({ ...c })) };
    const def = rows[String(entry.entity)];
    if (!def) return copy;
    needs.push(...changeNeeds(rows, def, {}, copy.changes));
    if (!copy.record_name)
      needs.push({ def, key: String(entry.entity_id), put: (name) => ((copy as Entry).record_name = name) });
    return copy;
  });
  await fill(db, rows, needs);
  return named;
}
