// Course packages, their numbered days and the moves of a day (spec part 2 §3). Days are unique per package
// and number (the server numbers them, the index keeps a race from doubling one); moves name their day by
// package and number, as the spec's calls do. Audit columns default to 1 (spec) but the server always fills them.
import { createRecordTable, type MigrationDb } from '../tableBuilders';

export async function up(db: MigrationDb): Promise<void> {
  await createRecordTable(db, 'course_packages')
    .addColumn('package_name', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('branch_id', 'integer', (c) => c.defaultTo(0))
    .addColumn('number_of_lessons', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('display_price', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('teacher', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('update_user', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_date', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('update_date', 'text', (c) => c.notNull().defaultTo('1'))
    .execute();
  await db.schema
    .createIndex('course_packages_name_idx')
    .on('course_packages')
    .column('package_name')
    .execute();

  await createRecordTable(db, 'package_days')
    .addColumn('package_id', 'integer', (c) => c.notNull())
    .addColumn('day_number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('package_days_number_idx')
    .on('package_days')
    .columns(['package_id', 'day_number'])
    .unique()
    .execute();

  await createRecordTable(db, 'package_day_moves')
    .addColumn('package_id', 'integer', (c) => c.notNull())
    .addColumn('day_number', 'integer', (c) => c.notNull())
    .addColumn('move_name', 'text', (c) => c.notNull())
    .addColumn('number_sets', 'text', (c) => c.notNull())
    .addColumn('duration', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('weight', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('package_day_moves_day_idx')
    .on('package_day_moves')
    .columns(['package_id', 'day_number'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('package_day_moves').execute();
  await db.schema.dropTable('package_days').execute();
  await db.schema.dropTable('course_packages').execute();
}
