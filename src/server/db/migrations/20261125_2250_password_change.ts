// Staff passwords: an admin's reset sets a one-time password that must be changed at the next
// sign-in; until then the session reaches only the profile's password change.
import type { MigrationDb } from '../tableBuilders';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
}
