// What a write changed, field by field, for the history: stored rows before and after (JSON columns
// parsed), without ids, timestamps and the search helper columns. Secrets (password hashes, tokens) are never
// kept: a changed secret is only marked `changed`. Rich text is stored sanitized, so its values are kept as they are.
import { isSearchHelperColumn } from '../../shared/search/fold';
import type { Row } from '../db/repositories/records';

import type { FieldChange } from '../../shared/history';

export type { FieldChange };

const SKIPPED = new Set(['id', 'created_at', 'updated_at', 'names', 'editable']);
const SECRET = /password|secret|token|_hash$/i;

export const isSecretField = (field: string): boolean => SECRET.test(field);

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const empty = (value: unknown) => value === undefined || value === null || value === '';

/** The fields that differ between `before` and `after` (either may be absent: a create or a delete). */
export function fieldChanges(before: Row | undefined, after: Row | undefined): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of [...fields].sort()) {
    if (SKIPPED.has(field) || isSearchHelperColumn(field)) continue;
    const old = before?.[field];
    const now = after?.[field];
    // A create lists what it set, a delete what it removed: empty fields say nothing.
    if (!before && empty(now)) continue;
    if (!after && empty(old)) continue;
    if (before && after && same(old, now)) continue;
    if (isSecretField(field)) {
      changes.push({ field, changed: true });
      continue;
    }
    changes.push({
      field,
      ...(before ? { before: old ?? null } : {}),
      ...(after ? { after: now ?? null } : {}),
    });
  }
  return changes;
}

/** An operation's parameters as changes (`from`, `to` of a freeze), secrets marked only. */
export function parameterChanges(body: Row): FieldChange[] {
  return Object.entries(body)
    .filter(([field, value]) => !empty(value) && !SKIPPED.has(field))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, value]) => (isSecretField(field) ? { field, changed: true } : { field, after: value }));
}
