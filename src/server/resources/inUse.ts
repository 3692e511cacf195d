// A record others point at (the registry's `references`) is not deleted while in use: 409 saying what uses it
// and how many ('Bu rol 6 kullanıcıya atanmış…'), so nobody is left without a role or a branch.
import type { Kysely } from 'kysely';
import { countReferences, type KeyValue } from '../db/repositories/records';
import type { Database } from '../db/schema';
import { inUse } from '../http/errors';
import type { ResourceDef } from '../../shared/resourceDef';

/** Every (table, column) that references `target`, once per table (sub-resources share their entity's table). */
export function referencesTo(rows: Readonly<Record<string, ResourceDef>>, target: ResourceDef) {
  const seen = new Set<string>();
  const found: { table: string; column: string; label: string }[] = [];
  for (const row of Object.values(rows)) {
    for (const [column, resource] of Object.entries(row.references)) {
      const referenced = rows[resource];
      if (!referenced || referenced.entity !== target.entity || seen.has(`${row.entity}.${column}`)) continue;
      seen.add(`${row.entity}.${column}`);
      found.push({ table: row.entity, column, label: `${row.i18n}.in_use` });
    }
  }
  return found;
}

export async function refuseWhileInUse(
  db: Kysely<Database>,
  rows: Readonly<Record<string, ResourceDef>>,
  target: ResourceDef,
  key: KeyValue,
): Promise<void> {
  const counts = new Map<string, number>();
  for (const ref of referencesTo(rows, target)) {
    const n = await countReferences(db, ref.table, ref.column, key);
    if (n > 0) counts.set(ref.label, (counts.get(ref.label) ?? 0) + n);
  }
  if (counts.size > 0) throw inUse([...counts].map(([labelKey, count]) => ({ key: labelKey, count })));
}
