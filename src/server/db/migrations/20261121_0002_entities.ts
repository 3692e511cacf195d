// Branches, members, articles, uploaded media and the mail outbox. References between them are
// plain integers: the spec sends 0 for "none" and -1 for "mobile users", which a foreign key would refuse.
import { PostgresAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

function withId(db: Db, table: string) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return db.schema
    .createTable(table)
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
}

const withTimestamps = (db: Db, table: string) =>
  withId(db, table)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());

export async function up(db: Db): Promise<void> {
  await withTimestamps(db, 'branches')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('supervisor_id', 'integer')
    .addColumn('nutritionist_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('city', 'integer')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  await withTimestamps(db, 'members')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('birthdate', 'text')
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('job', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reference', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('customer_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('work_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('emergency_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('emergency_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('emergency_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('coach_id', 'integer')
    .addColumn('nutritionist_id', 'integer')
    .addColumn('branches_id', 'integer')
    .addColumn('height', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('use_device_health', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('target_daily_calorie', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_hash', 'text')
    .execute();
  for (const column of ['name', 'coach_id', 'email', 'status']) {
    await db.schema.createIndex(`members_${column}_idx`).on('members').column(column).execute();
  }

  await withTimestamps(db, 'articles')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  await withTimestamps(db, 'media')
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('public'))
    .execute();
  await db.schema.createIndex('media_owner_idx').on('media').columns(['owner', 'owner_id']).execute();

  await withId(db, 'outbox')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['outbox', 'media', 'articles', 'members', 'branches'])
    await db.schema.dropTable(table).execute();
}
