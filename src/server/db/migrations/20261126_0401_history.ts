// The history of changes: one row per write through the API, written in the write's transaction.
// `entity` is the registry name and `entity_id` the record's key (text: moves are keyed by name); `member_id`
// the member the record belongs to (-1: a member's, not told which); `permission` the key that reads it;
// `changes` JSON [{ field, before?, after?, changed? }]. Indexes serve a record's, a member's and a user's
// history newest first, and the retention's delete by age. HISTORY_READ goes to roles that manage users.
import { grantToRoles } from '../roleGrants';
import { createRecordTable, type MigrationDb } from '../tableBuilders';

export async function up(db: MigrationDb): Promise<void> {
  await createRecordTable(db, 'history')
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('permission', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createIndex('history_record_idx')
    .on('history')
    .columns(['entity', 'entity_id', 'id'])
    .execute();
  await db.schema.createIndex('history_member_idx').on('history').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('history_user_idx').on('history').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('history_created_idx').on('history').column('created_at').execute();

  await grantToRoles(db, (held) => (held.includes('USERS_UPDATE') ? [...held, 'HISTORY_READ'] : held));
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('history').execute();
}
