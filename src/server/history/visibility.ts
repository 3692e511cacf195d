// Who reads what of a history entry: only the fields the reader may read on the record itself. The
// rule is the registry's, as the record's answers apply it: a row's `details` (a measurement's skinfolds need
// MEASUREMENT_DETAILS_READ beside MEASUREMENTS_READ) and its `rowPermission` (a questionnaire's type key beside
// MEMBER_CONSULTATION_READ). An entry stores the one key that reads it (`permission`): a kind's key, a details
// key when every change is a detail, else the record's; the keys a reader holds count only with the record's
// key they come with, so the list is filtered in SQL and its page and total agree.
import { RESOURCES } from '../../shared/resources';
import { hasAny } from '../../shared/permissions';
import { detailsPermission, permissionOf, type ResourceDef } from '../../shared/resourceDef';
import type { Row } from '../db/repositories/records';
import type { FieldChange } from './changes';

type Rows = Readonly<Record<string, ResourceDef>>;

const reads = (def: ResourceDef) => def.actions.includes('read');

/** The key that reads a record of `def`: its READ (SEARCH for a row without reads). */
const recordKey = (def: ResourceDef) => permissionOf(def, reads(def) ? 'read' : 'search');

/** The key that reads `field` beyond the record's own (a skinfold: MEASUREMENT_DETAILS_READ); none: undefined. */
export function fieldPermission(def: ResourceDef, field: string): string | undefined {
  if (!def.details?.fields.includes(field)) return undefined;
  return detailsPermission(def, reads(def) ? 'READ' : 'SEARCH');
}

/** The key an entry of `def` is read with, from the record as stored and what the write changed. */
export function entryPermission(def: ResourceDef, row: Row, changes: readonly FieldChange[]): string {
  const gate = def.rowPermission;
  if (gate) {
    const value = String(row[gate.column]);
    const kind = gate.keys === 'itself' ? value : gate.keys[value];
    // A kind's entry keeps its kind's key; its details, if a row ever had both, are still left out per field.
    if (kind) return kind;
  }
  const keys = new Set(changes.map((c) => fieldPermission(def, c.field)));
  const [only] = keys;
  return keys.size === 1 && only ? only : recordKey(def);
}

const prerequisites = new WeakMap<Rows, Map<string, string[]>>();

/** Each kind's and details key with the record keys it needs beside it (both, if one serves two rows). */
function prerequisitesOf(rows: Rows): Map<string, string[]> {
  let found = prerequisites.get(rows);
  if (found) return found;
  found = new Map();
  const add = (key: string, needs: string) => found!.set(key, [...(found!.get(key) ?? []), needs]);
  for (const def of Object.values(rows)) {
    const keys = def.rowPermission?.keys;
    if (keys && keys !== 'itself') for (const kind of Object.values(keys)) add(kind, recordKey(def));
    const details = def.details && detailsPermission(def, reads(def) ? 'READ' : 'SEARCH');
    if (details) add(details, recordKey(def));
  }
  prerequisites.set(rows, found);
  return found;
}

/** The entry keys a reader holding `permissions` reads: a kind's or details key only with its record's key. */
export function readableKeys(permissions: readonly string[], rows: Rows = RESOURCES): string[] {
  const needs = prerequisitesOf(rows);
  return permissions.filter((key) => (needs.get(key) ?? []).every((p) => permissions.includes(p)));
}

/** An entry's changes as `permissions` may read them: a field its record hides from them is left out. */
export function visibleChanges(
  entity: string,
  changes: readonly FieldChange[],
  permissions: readonly string[] | undefined,
  rows: Rows = RESOURCES,
): FieldChange[] {
  const def = rows[entity];
  if (!def) return [...changes];
  return changes.filter((c) => hasAny(permissions, fieldPermission(def, c.field)));
}
