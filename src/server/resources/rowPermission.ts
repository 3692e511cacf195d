// The registry's `rowPermission`: rows whose kind needs a catalogue key of its own (the sports, cardio and
// nutrition questionnaires: MEMBER_CONSULTATION_SPORTS / _CARDIO / _NUTRITION beside the family's verbs).
import { hasAny } from '../../shared/permissions';
import type { ResourceDef } from '../../shared/resourceDef';
import type { Principal } from '../auth/principal';
import type { Condition, Row } from '../db/repositories/records';
import { forbidden } from '../http/errors';
import { readableKeys } from '../history/visibility';

/** The kinds (values of the gated column) this caller may see; undefined when the row is not gated. */
export function heldKinds(def: ResourceDef, principal: Principal): string[] | undefined {
  const gate = def.rowPermission;
  if (!gate) return undefined;
  // A history entry's key: a kind's or details key counts only with the record's key it comes with.
  if (gate.keys === 'itself') return readableKeys(principal.permissions);
  return Object.entries(gate.keys)
    .filter(([, key]) => hasAny(principal.permissions, key))
    .map(([kind]) => kind);
}

/** A list's condition: only the kinds held; asking for another kind by name is a 403. */
export function kindCondition(
  def: ResourceDef,
  principal: Principal,
  query: Record<string, unknown>,
): Condition | undefined {
  const held = heldKinds(def, principal);
  if (!held || !def.rowPermission) return undefined;
  const asked = query[def.rowPermission.column];
  if (typeof asked === 'string' && asked !== '' && !held.includes(asked)) throw forbidden();
  return { column: def.rowPermission.column, kind: 'in', value: held };
}

/** A record (stored, or a body about to be written) of a kind the caller does not hold: 403. */
export function assertKindHeld(def: ResourceDef, principal: Principal, row: Row): void {
  const held = heldKinds(def, principal);
  if (!held || !def.rowPermission) return;
  const kind = row[def.rowPermission.column];
  if (kind !== undefined && kind !== null && !held.includes(String(kind))) throw forbidden();
}
