// A member package sold with only the spec's six fields (payment type, invoice, lessons, period, price) names no
// product: product_type / product_id become optional. PostgreSQL drops the NOT NULLs; SQLite cannot, so the
// table is rebuilt with the same columns (nothing references it by foreign key) and its index made again.
import { sql } from 'kysely';
import { createRecordTable, isPostgres, type MigrationDb } from '../tableBuilders';

const COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'member_id',
  'payment_type',
  'invoice_number',
  'lesson_count',
  'used_lessons',
  'starttime',
  'endtime',
  'price',
  'product_type',
  'product_id',
];

async function rebuild(db: MigrationDb, productNotNull: boolean): Promise<void> {
  await createRecordTable(db, 'member_packages_next')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('payment_type', 'text', (c) => c.notNull())
    .addColumn('invoice_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lesson_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_lessons', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starttime', 'text', (c) => c.notNull())
    .addColumn('endtime', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('product_type', 'text', (c) => (productNotNull ? c.notNull() : c))
    .addColumn('product_id', 'integer', (c) => (productNotNull ? c.notNull() : c))
    .execute();
  const list = sql.join(COLUMNS.map((c) => sql.ref(c)));
  await sql`insert into member_packages_next (${list}) select ${list} from member_packages`.execute(db);
  await db.schema.dropTable('member_packages').execute();
  await db.schema.alterTable('member_packages_next').renameTo('member_packages').execute();
  await db.schema
    .createIndex('member_packages_member_idx')
    .on('member_packages')
    .column('member_id')
    .execute();
}

export async function up(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) return rebuild(db, false);
  await db.schema
    .alterTable('member_packages')
    .alterColumn('product_type', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('member_packages')
    .alterColumn('product_id', (c) => c.dropNotNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.deleteFrom('member_packages').where('product_type', 'is', null).execute();
  if (!isPostgres(db)) return rebuild(db, true);
  await db.schema
    .alterTable('member_packages')
    .alterColumn('product_type', (c) => c.setNotNull())
    .execute();
  await db.schema
    .alterTable('member_packages')
    .alterColumn('product_id', (c) => c.setNotNull())
    .execute();
}
