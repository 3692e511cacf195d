// Reports: a coach's or nutritionist's progress report on a member, pending until someone holding
// REPORTS_APPROVE approves it (who and when kept). Deleting a member takes the member's reports along.
import { createRecordTable, type MigrationDb } from '../tableBuilders';

export async function up(db: MigrationDb): Promise<void> {
  await createRecordTable(db, 'reports')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('author_id', 'integer')
    .addColumn('approved_by', 'integer')
    .addColumn('approved_at', 'text')
    .execute();
  await db.schema.createIndex('reports_member_idx').on('reports').column('member_id').execute();
  await db.schema.createIndex('reports_status_idx').on('reports').column('status').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('reports').execute();
}
