// The member file's progress: training programs (days, moves), workouts (sets), body measurements and
// food diaries (items). Children go with their record (cascade) and a member's records with the member.
// Figures are double precision on both databases (SQLite reads it as REAL).
import { addSearchColumns, createRecordTable, dropSearchColumns, type MigrationDb } from '../tableBuilders';

const FIGURE = 'double precision';
const MEASURED = [
  'height',
  'body_fat',
  'biceps',
  'triceps',
  'subscapula',
  'iliac_crest',
  'shoulder',
  'chest',
  'closed_chest',
  'arms',
  'calves',
  'waist',
  'hip',
  'legs',
  'neck',
  'bmi',
  'waist_hip_ratio',
] as const;

export async function up(db: MigrationDb): Promise<void> {
  await createRecordTable(db, 'training_programs')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('goal', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('coach_id', 'integer')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('package_id', 'integer')
    .execute();
  await createRecordTable(db, 'training_program_days')
    .addColumn('program_id', 'integer', (c) =>
      c.notNull().references('training_programs.id').onDelete('cascade'),
    )
    .addColumn('day_number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await createRecordTable(db, 'training_program_moves')
    .addColumn('program_id', 'integer', (c) =>
      c.notNull().references('training_programs.id').onDelete('cascade'),
    )
    .addColumn('day_id', 'integer', (c) =>
      c.notNull().references('training_program_days.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('move_name', 'text', (c) => c.notNull())
    .addColumn('sets', 'integer')
    .addColumn('repetitions', 'integer')
    .addColumn('weight', FIGURE)
    .addColumn('rest_seconds', 'integer')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await createRecordTable(db, 'trainings')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('program_day_id', 'integer')
    .addColumn('duration_minutes', 'integer')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await createRecordTable(db, 'training_sets')
    .addColumn('training_id', 'integer', (c) => c.notNull().references('trainings.id').onDelete('cascade'))
    .addColumn('move_name', 'text', (c) => c.notNull())
    .addColumn('set_number', 'integer', (c) => c.notNull())
    .addColumn('repetitions', 'integer', (c) => c.notNull())
    .addColumn('weight', FIGURE)
    .execute();

  let measurements = createRecordTable(db, 'measurements')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('weight', FIGURE, (c) => c.notNull())
    .addColumn('sex', 'text')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''));
  for (const column of MEASURED) measurements = measurements.addColumn(column, FIGURE);
  await measurements.execute();

  await createRecordTable(db, 'diaries')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await createRecordTable(db, 'diary_items')
    .addColumn('diary_id', 'integer', (c) => c.notNull().references('diaries.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('meal', 'text', (c) => c.notNull())
    .addColumn('food_id', 'integer')
    .addColumn('portion_id', 'integer')
    .addColumn('amount', FIGURE)
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  for (const [table, column] of [
    ['training_programs', 'member_id'],
    ['training_program_days', 'program_id'],
    ['training_program_moves', 'day_id'],
    ['trainings', 'member_id'],
    ['training_sets', 'training_id'],
    ['diaries', 'member_id'],
    ['diary_items', 'diary_id'],
  ] as const)
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
  // The dashboard reads a member's measurements by date; the histogram scans one field across members.
  await db.schema
    .createIndex('measurements_member_date_idx')
    .on('measurements')
    .columns(['member_id', 'date'])
    .execute();
  // Programs are searched and sorted by name (the search rule's folded column, index and Turkish sort key).
  await addSearchColumns(db, 'training_programs', ['name'], ['name']);
}

export async function down(db: MigrationDb): Promise<void> {
  await dropSearchColumns(db, 'training_programs', ['name'], ['name']);
  for (const table of [
    'diary_items',
    'diaries',
    'measurements',
    'training_sets',
    'trainings',
    'training_program_moves',
    'training_program_days',
    'training_programs',
  ])
    await db.schema.dropTable(table).execute();
}
