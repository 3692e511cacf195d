// Widening existing roles when a new permission appears, one loop for migrations and demo seeds alike: a
// migration grants the new keys by a rule over what each role already holds, and a demo seed (whose roles are
// written after the migrations ran) applies the same rule to them.
import { sql } from 'kysely';
import type { MigrationDb } from './tableBuilders';

/** What a role holds after the rule: the keys it held, plus those the rule adds. */
export type GrantRule = (held: readonly string[]) => readonly string[];

/**
 * Applies `rule` to every role and writes the roles it widened; answers how many. A role whose permissions are
 * not a JSON array is left as it is (it grants nothing today either).
 */
export async function grantToRoles(db: MigrationDb, rule: GrantRule): Promise<number> {
  const roles = await sql<{ id: number; permissions: string }>`select id, permissions from roles`.execute(db);
  let widened = 0;
  for (const role of roles.rows) {
    let held: unknown;
    try {
      held = JSON.parse(role.permissions);
    } catch {
      continue;
    }
    if (!Array.isArray(held)) continue;
    const granted = [...new Set(rule(held as string[]))];
    if (granted.length === held.length) continue;
    await sql`update roles set permissions = ${JSON.stringify(granted)} where id = ${role.id}`.execute(db);
    widened += 1;
  }
  return widened;
}
