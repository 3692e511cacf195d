// Check-ins: one row per visit, each spending one lesson of a member package. The name of who made
// it is kept beside their id (a user renamed or removed later does not rewrite the log). Roles that could edit
// a member's packages may now check members in and undo it; roles that could list packages may list visits.
import { grantToRoles } from '../roleGrants';
import { createRecordTable, type MigrationDb } from '../tableBuilders';

export function grantedWith(permissions: readonly string[]): string[] {
  const held = new Set(permissions);
  if (held.has('MEMBER_PACKAGE_SEARCH')) held.add('CHECKINS_SEARCH');
  if (held.has('MEMBER_PACKAGE_UPDATE'))
    for (const verb of ['SEARCH', 'CREATE', 'DELETE']) held.add(`CHECKINS_${verb}`);
  return [...held];
}

export async function up(db: MigrationDb): Promise<void> {
  await createRecordTable(db, 'checkins')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('member_package_id', 'integer', (c) =>
      c.notNull().references('member_packages.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // A member's visits newest first (the list, the undo), a package's, and the day's across members.
  await db.schema
    .createIndex('checkins_member_idx')
    .on('checkins')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema.createIndex('checkins_package_idx').on('checkins').column('member_package_id').execute();
  await db.schema.createIndex('checkins_day_idx').on('checkins').column('day').execute();

  await grantToRoles(db, grantedWith);
}

// The keys granted cannot be told from ones given by hand afterwards: they stay (unknown keys are ignored).
export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('checkins').execute();
}
