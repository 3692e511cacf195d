// The members reach rule (spec part 1 §7): staff without MEMBERS_REACH_ALL reach only the members assigned to
// them as coach or nutritionist, and what belongs to those members. Every area that holds a member's data
// (personal trainings, progress, the dashboard's figures) reaches through this one rule.
import { hasAny } from '../../shared/permissions';
import type { Principal } from '../auth/principal';
import type { Reach } from '../db/repositories/records';

/** The members a caller reaches (undefined: all). */
export function memberReach(principal: Principal): Reach | undefined {
  return hasAny(principal.permissions, 'MEMBERS_REACH_ALL')
    ? undefined
    : { columns: ['coach_id', 'nutritionist_id'], value: principal.userId };
}

/**
 * The trainings a caller reaches: those of the members they reach (undefined: all). A training follows its
 * member — being named its coach reaches nothing of a member out of reach.
 */
export function trainingReach(principal: Principal): Reach | undefined {
  const members = memberReach(principal);
  if (!members) return undefined;
  return {
    columns: [],
    value: principal.userId,
    via: { column: 'member_id', table: 'members', reach: members },
  };
}

/** A training's days, moves and messages are reached through their training. */
export function withinTrainingReach(principal: Principal): Reach | undefined {
  const training = trainingReach(principal);
  return training
    ? {
        columns: [],
        value: principal.userId,
        via: { column: 'pt_id', table: 'personal_trainings', reach: training },
      }
    : undefined;
}
