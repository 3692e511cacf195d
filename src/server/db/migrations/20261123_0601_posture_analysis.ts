// Posture analyses (spec part 2 §3): a member's four photos (uploads in `media`, owner 'postureAnalysis', one
// slot per photo), the member's comment and the instructor's answer with who answered and when. Uploads learn
// which field of their owner they fill (`media.slot`), so one record can own several named files.
import { PostgresAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('media')
    .addColumn('slot', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('posture_analysis')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('posture_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instructor_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', 'integer')
    .addColumn('answered_by', 'integer')
    .addColumn('answered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('posture_analysis_member_idx')
    .on('posture_analysis')
    .column('member_id')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('posture_analysis').execute();
  await db.schema.alterTable('media').dropColumn('slot').execute();
}
