// Every catalogue key guards something now: a record's details need their own family
// (TRAINING_DETAILS, TRAINING_PROGRAM_DETAILS, MEASUREMENT_DETAILS) and a questionnaire's later version
// MEMBER_CONSULTATION_UPDATE. Roles keep what they could do: each role holding a record's verb is granted the
// same verb of its details. COURSE_PACKAGE_APPROVE, the new gate on putting a package on sale, is not granted:
// an administrator gives it to whom they choose.
import { grantToRoles } from '../roleGrants';
import type { MigrationDb } from '../tableBuilders';

const VERBS = ['SEARCH', 'CREATE', 'READ', 'UPDATE', 'DELETE'];
const DETAILS: [string, string][] = [
  ['TRAININGS', 'TRAINING_DETAILS'],
  ['TRAINING_PROGRAMS', 'TRAINING_PROGRAM_DETAILS'],
  ['MEASUREMENTS', 'MEASUREMENT_DETAILS'],
];

export function grantedWith(permissions: readonly string[]): string[] {
  const held = new Set(permissions);
  for (const [record, details] of DETAILS)
    for (const verb of VERBS) if (held.has(`${record}_${verb}`)) held.add(`${details}_${verb}`);
  if (held.has('MEMBER_CONSULTATION_CREATE')) held.add('MEMBER_CONSULTATION_UPDATE');
  return [...held];
}

export async function up(db: MigrationDb): Promise<void> {
  await grantToRoles(db, grantedWith);
}

// The keys added cannot be told from ones granted by hand afterwards: nothing is taken back.
export async function down(): Promise<void> {}
