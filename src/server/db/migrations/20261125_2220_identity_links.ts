// Identity-provider sign-in follows the provider's stable subject (`iss` + `sub`), never a changeable e-mail: a
// link row ties one subject of one issuer to one staff user.
import { createIdTable, type MigrationDb } from '../tableBuilders';

export async function up(db: MigrationDb): Promise<void> {
  await createIdTable(db, 'identity_links')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('identity_links_subject_idx')
    .on('identity_links')
    .columns(['issuer', 'subject'])
    .unique()
    .execute();
  await db.schema
    .createIndex('identity_links_user_idx')
    .on('identity_links')
    .columns(['user_id', 'issuer'])
    .unique()
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('identity_links').execute();
}
