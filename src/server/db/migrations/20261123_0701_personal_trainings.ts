// Personal-training types, personal trainings, their numbered days, the days' moves and the message thread
// (spec part 2 §3). References are plain integers like the other tables; deletes are refused while in use.
import { createRecordTable, type MigrationDb } from '../tableBuilders';

export async function up(db: MigrationDb): Promise<void> {
  await createRecordTable(db, 'personal_training_types')
    .addColumn('personal_training_type_name', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('number_of_lessons', 'integer')
    .addColumn('display_price', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await createRecordTable(db, 'personal_trainings')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('pt_type_id', 'integer', (c) => c.notNull())
    .addColumn('coach_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('diet_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('diet_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sports_program_status', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of ['member_id', 'pt_type_id', 'coach_id']) {
    await db.schema
      .createIndex(`personal_trainings_${column}_idx`)
      .on('personal_trainings')
      .column(column)
      .execute();
  }

  await createRecordTable(db, 'personal_training_days')
    .addColumn('pt_id', 'integer', (c) => c.notNull())
    .addColumn('day_num', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // One day per number within a program: two parallel "add day" calls cannot both take the same number.
  await db.schema
    .createIndex('personal_training_days_number_uq')
    .on('personal_training_days')
    .columns(['pt_id', 'day_num'])
    .unique()
    .execute();

  await createRecordTable(db, 'personal_training_day_moves')
    .addColumn('pt_id', 'integer', (c) => c.notNull())
    .addColumn('pt_day_id', 'integer', (c) => c.notNull())
    .addColumn('day_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('move_name', 'text', (c) => c.notNull())
    .addColumn('number_sets', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('weight', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('update_user', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('update_date', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('personal_training_day_moves_day_idx')
    .on('personal_training_day_moves')
    .column('pt_day_id')
    .execute();

  await createRecordTable(db, 'personal_training_messages')
    .addColumn('pt_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('update_user', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('update_date', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('personal_training_messages_pt_idx')
    .on('personal_training_messages')
    .column('pt_id')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const name of [
    'personal_training_messages',
    'personal_training_day_moves',
    'personal_training_days',
    'personal_trainings',
    'personal_training_types',
  ])
    await db.schema.dropTable(name).execute();
}
