// The registry's `details` (spec families TRAINING_DETAILS, TRAINING_PROGRAM_DETAILS, MEASUREMENT_DETAILS): a
// record's finer parts — a workout's sets, a program's days and moves, a measurement's skinfolds and
// circumferences — need their own family's verbs beside the record's, so a role can see a member's workouts
// without what was lifted, or record a weight without the tape measure.
import { hasAny } from '../../shared/permissions';
import { detailsPermission, type ResourceDef } from '../../shared/resourceDef';
import type { Principal } from '../auth/principal';
import type { Row } from '../db/repositories/records';
import { forbidden } from '../http/errors';

type DetailsVerb = 'SEARCH' | 'READ' | 'CREATE' | 'UPDATE' | 'DELETE';

const holds = (def: ResourceDef, principal: Principal | null, verb: DetailsVerb) =>
  hasAny(principal?.permissions, detailsPermission(def, verb));

const filled = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Answers without the details the caller may not see: a list's by SEARCH, one record's by READ. */
export function redactDetails(
  def: ResourceDef,
  principal: Principal | null,
  records: Row[],
  verb: 'SEARCH' | 'READ',
): Row[] {
  if (!def.details || holds(def, principal, verb)) return records;
  const hidden = def.details.fields;
  return records.map((record) =>
    Object.fromEntries(Object.entries(record).filter(([field]) => !hidden.includes(field))),
  );
}

/**
 * A write touching details without the family's verb: 403. A create is checked on the details it fills, an edit
 * on the details it sends (the SPA sends none to a caller who may not write them).
 */
export function assertDetailsWritable(
  def: ResourceDef,
  principal: Principal,
  body: Row,
  verb: 'CREATE' | 'UPDATE',
): void {
  if (!def.details || holds(def, principal, verb)) return;
  const touched = def.details.fields.some((field) =>
    verb === 'CREATE' ? filled(body[field]) : body[field] !== undefined,
  );
  if (touched) throw forbidden();
}

/** Deleting a record deletes its details with it. */
export function assertDetailsDeletable(def: ResourceDef, principal: Principal): void {
  if (!holds(def, principal, 'DELETE')) throw forbidden();
}
