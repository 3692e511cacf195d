// Columns the server writes itself, declared on the registry row: `audit` (who and when, from the signed-in
// user and the clock — never from the body) and `sequence` (a number that follows the last within the parents,
// e.g. a package's day 1, 2, 3...). Course packages and personal trainings use both.
import type { Kysely } from 'kysely';
import type { ResourceDef } from '../../shared/resourceDef';
import type { Principal } from '../auth/principal';
import { nextNumber, type Row } from '../db/repositories/records';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';

export const AUDIT_COLUMNS = ['create_user', 'update_user', 'create_date', 'update_date'] as const;

/** Drops the server-written columns from a body (the schema may not know them; they are never trusted). */
export function withoutStamps(def: ResourceDef, body: Row): Row {
  const copy = { ...body };
  if (def.audit) for (const column of AUDIT_COLUMNS) delete copy[column];
  if (def.sequence) delete copy[def.sequence.column];
  return copy;
}

/** On create: who and when for all four audit columns, and the next number of the sequence. */
export async function stampCreate(
  db: Kysely<Database>,
  def: ResourceDef,
  principal: Principal,
  input: Row,
): Promise<Row> {
  const stamped = { ...input };
  if (def.audit) {
    const now = isoNow();
    Object.assign(stamped, {
      create_user: principal.userId,
      update_user: principal.userId,
      create_date: now,
      update_date: now,
    });
  }
  const sequence = def.sequence;
  if (sequence) {
    const within = sequence.within.map((column) => ({ column, value: stamped[column] }));
    stamped[sequence.column] = await nextNumber(db, def.entity, sequence.column, within);
  }
  return stamped;
}

/** On update: who and when of the change; the creation stamps, the number and query parents stay stored. */
export function stampUpdate(def: ResourceDef, principal: Principal, input: Row, stored: Row): Row {
  const stamped = { ...input };
  for (const parent of def.parents) if (parent.in === 'query') stamped[parent.column] = stored[parent.column];
  if (def.sequence) stamped[def.sequence.column] = stored[def.sequence.column];
  if (def.audit) {
    for (const column of ['create_user', 'create_date'] as const) delete stamped[column];
    Object.assign(stamped, { update_user: principal.userId, update_date: isoNow() });
  }
  return stamped;
}
