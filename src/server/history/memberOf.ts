// The member a record belongs to, by the registry's parents and owner: a member's package names it in
// `member_id`, a training's day through its training (a lookup per step, at most three steps).
import type { Kysely } from 'kysely';
import type { ResourceDef } from '../../shared/resourceDef';
import type { Row } from '../db/repositories/records';
import type { Database } from '../db/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Kysely<Database>) => db as unknown as Kysely<any>;

export async function memberOfRecord(
  db: Kysely<Database>,
  rows: Readonly<Record<string, ResourceDef>>,
  def: ResourceDef,
  row: Row,
  depth = 0,
): Promise<number | undefined> {
  if (def.entity === 'members') return Number(row.id);
  const links: { column: string; resource: string; by?: string }[] = [
    ...(def.owner ? [def.owner] : []),
    ...def.parents,
  ];
  for (const link of links) {
    const value = row[link.column];
    if (value === undefined || value === null) continue;
    if (link.resource === 'members') return Number(value);
    const parent = rows[link.resource];
    // A parent found by another column is unique only within its own parents: not followed (unresolved).
    if (!parent || link.by || depth >= 3) continue;
    const key = parent.key;
    const found = (await loose(db)
      .selectFrom(parent.entity)
      .selectAll()
      .where(key, '=', value)
      .executeTakeFirst()) as Row | undefined;
    if (found) return memberOfRecord(db, rows, parent, found, depth + 1);
  }
  return undefined;
}

/** The member of the record of `def` keyed `key` (an upload's owner): read, then as above. */
export async function memberOfKey(
  db: Kysely<Database>,
  rows: Readonly<Record<string, ResourceDef>>,
  def: ResourceDef,
  key: unknown,
): Promise<number | undefined> {
  const found = (await loose(db)
    .selectFrom(def.entity)
    .selectAll()
    .where(def.key, '=', key)
    .executeTakeFirst()) as Row | undefined;
  return found ? memberOfRecord(db, rows, def, found) : undefined;
}
