// `names`: each record answers the names of the records it points at (registry `references` and `owner`, when
// the target row declares a `label`), so screens never show a raw id for want of a lookup permission.
import type { Kysely } from 'kysely';
import type { ResourceDef } from '../../shared/resourceDef';
import { labelsByKey } from '../db/repositories/labels';
import type { Row } from '../db/repositories/records';
import type { Database } from '../db/schema';

export interface NameSource {
  column: string;
  table: string;
  key: string;
  columns: readonly string[];
}

/** Where `def`'s referenced names come from, resolved once at start-up. */
export function nameSources(rows: Readonly<Record<string, ResourceDef>>, def: ResourceDef): NameSource[] {
  const targets: Record<string, string> = { ...def.references };
  if (def.owner) targets[def.owner.column] = def.owner.resource;
  return Object.entries(targets).flatMap(([column, resource]) => {
    const target = rows[resource];
    return target?.label ? [{ column, table: target.entity, key: target.key, columns: target.label }] : [];
  });
}

const isKey = (value: unknown): value is string | number =>
  (typeof value === 'number' && value > 0) || (typeof value === 'string' && value !== '');

export async function attachNames(
  db: Kysely<Database>,
  sources: readonly NameSource[],
  records: Row[],
): Promise<Row[]> {
  if (sources.length === 0 || records.length === 0) return records;
  const found = await Promise.all(
    sources.map((s) =>
      labelsByKey(db, s.table, s.key, s.columns, records.map((r) => r[s.column]).filter(isKey)),
    ),
  );
  return records.map((record) => {
    const names: Record<string, string> = {};
    sources.forEach((s, i) => {
      const name = isKey(record[s.column]) ? found[i]!.get(String(record[s.column])) : undefined;
      if (name) names[s.column] = name;
    });
    return { ...record, names };
  });
}
