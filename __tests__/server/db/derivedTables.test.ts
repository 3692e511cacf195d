// A table no hand-written type declares is derived from its registry row's record (src/server/db/schema.ts). The
// derivation must be the table the migrations make: every column and nothing else. The lists below are checked
// by the type check (each names every field of its derived type, and no other), then against the database — a
// new column fails here until its record says it, a new answered field until it is a column or `computed`.
import type { Selectable } from 'kysely';
import type { Database, DerivedTableName, RowTable } from '../../../src/server/db/schema';
import { defineResource, recordType } from '../../../src/shared/resourceDef';
import { createTestApp, type TestApp } from '../helpers/testApp';

const COLUMNS = {
  articles: [
    'id',
    'created_at',
    'updated_at',
    'title',
    'type',
    'lang',
    'status',
    'summary',
    'content',
    'attributes',
  ],
  branches: [
    'id',
    'created_at',
    'updated_at',
    'name',
    'supervisor_id',
    'nutritionist_id',
    'status',
    'city',
    'address',
    'latitude',
    'longitude',
    'attributes',
  ],
  checkins: [
    'id',
    'created_at',
    'updated_at',
    'member_id',
    'member_package_id',
    'day',
    'user_id',
    'user_name',
  ],
  course_packages: [
    'id',
    'created_at',
    'updated_at',
    'package_name',
    'short_description',
    'branch_id',
    'number_of_lessons',
    'status_id',
    'display_price',
    'validity_days',
    'teacher',
    'description',
    'create_user',
    'update_user',
    'create_date',
    'update_date',
  ],
  diaries: ['id', 'created_at', 'updated_at', 'member_id', 'date', 'notes'],
  diet_lists: [
    'id',
    'created_at',
    'updated_at',
    'member_id',
    'nutritionist_id',
    'title',
    'start_date',
    'end_date',
    'notes',
    'day_count',
  ],
  food_portions: ['id', 'created_at', 'updated_at', 'food_id', 'name_tr', 'name_en', 'grams'],
  measurements: [
    'id',
    'created_at',
    'updated_at',
    'member_id',
    'date',
    'weight',
    'sex',
    'notes',
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
  ],
  member_consultations: [
    'id',
    'created_at',
    'updated_at',
    'member_id',
    'type',
    'version',
    'answers',
    'filled_by',
  ],
  member_packages: [
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
  ],
  move_media: ['id', 'created_at', 'updated_at', 'move_name', 'description', 'create_user', 'update_user'],
  notifications: [
    'id',
    'created_at',
    'updated_at',
    'member_id',
    'kind',
    'channel',
    'title',
    'message',
    'package_id',
    'sender_id',
    'recipient',
    'outbox_id',
  ],
  package_day_moves: [
    'id',
    'created_at',
    'updated_at',
    'package_id',
    'day_number',
    'move_name',
    'number_sets',
    'duration',
    'weight',
    'description',
  ],
  package_days: ['id', 'created_at', 'updated_at', 'package_id', 'day_number', 'title', 'description'],
  personal_training_day_moves: [
    'id',
    'created_at',
    'updated_at',
    'pt_id',
    'pt_day_id',
    'day_num',
    'move_name',
    'number_sets',
    'duration',
    'weight',
    'description',
    'create_user',
    'update_user',
    'create_date',
    'update_date',
  ],
  personal_training_days: [
    'id',
    'created_at',
    'updated_at',
    'pt_id',
    'day_num',
    'title',
    'description',
    'user_comment',
    'status',
  ],
  personal_training_messages: [
    'id',
    'created_at',
    'updated_at',
    'pt_id',
    'description',
    'create_user',
    'update_user',
    'create_date',
    'update_date',
  ],
  personal_training_types: [
    'id',
    'created_at',
    'updated_at',
    'personal_training_type_name',
    'short_description',
    'number_of_lessons',
    'display_price',
    'validity_days',
    'description',
  ],
  personal_trainings: [
    'id',
    'created_at',
    'updated_at',
    'member_id',
    'pt_type_id',
    'coach_id',
    'description',
    'start_date',
    'end_date',
    'diet_description',
    'diet_status',
    'sports_program_status',
  ],
  posture_analysis: [
    'id',
    'created_at',
    'updated_at',
    'member_id',
    'posture_name',
    'user_comment',
    'instructor_comment',
    'create_user',
    'answered_by',
    'answered_at',
  ],
  recipe_ingredients: [
    'id',
    'created_at',
    'updated_at',
    'recipe_id',
    'food_id',
    'portion_id',
    'amount',
    'grams',
  ],
  recipes: [
    'id',
    'created_at',
    'updated_at',
    'title',
    'lang',
    'type',
    'status',
    'content',
    'ingredients',
    'calorie',
    'carbohydrate',
    'fat',
    'protein',
    'difficulty',
    'cooking_time',
    'servings',
    'attributes',
  ],
  reports: [
    'id',
    'created_at',
    'updated_at',
    'member_id',
    'type',
    'title',
    'period_start',
    'period_end',
    'content',
    'status',
    'author_id',
    'approved_by',
    'approved_at',
  ],
  roles: ['id', 'name', 'status', 'permissions', 'created_at', 'updated_at'],
  training_programs: [
    'id',
    'created_at',
    'updated_at',
    'member_id',
    'name',
    'goal',
    'start_date',
    'end_date',
    'coach_id',
    'notes',
    'package_id',
  ],
  trainings: [
    'id',
    'created_at',
    'updated_at',
    'member_id',
    'date',
    'program_day_id',
    'duration_minutes',
    'notes',
  ],
} as const satisfies { readonly [T in DerivedTableName]: readonly (keyof Selectable<Database[T]>)[] };

// The type check names a derived field no list holds.
type Unlisted = {
  [T in DerivedTableName]: Exclude<keyof Selectable<Database[T]>, (typeof COLUMNS)[T][number]>;
}[DerivedTableName];
const everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
afterAll(() => t.close());

it('derives every table from its record: exactly the migrated columns', async () => {
  const tables = await t.app.db.introspection.getTables();
  const migrated = Object.fromEntries(
    tables.map((table) => [
      table.name,
      table.columns
        .map((c) => c.name)
        .filter((c) => !/__(fold|sort)$/.test(c))
        .sort(),
    ]),
  );
  const derived = Object.fromEntries(Object.entries(COLUMNS).map(([name, list]) => [name, [...list].sort()]));
  expect(everyFieldListed).toBe(true);
  expect(Object.fromEntries(Object.keys(derived).map((name) => [name, migrated[name]]))).toEqual(derived);
});

const lockers = defineResource({
  name: 'lockers',
  path: 'lockers',
  family: 'LOCKERS',
  json: ['tags'],
  computed: ['member_name'],
  record: recordType<{ id: number; number: number; tags: string[]; member_name: string }>(),
});

it('leaves out computed fields and stores json columns as text', () => {
  type Locker = Selectable<
    RowTable<typeof lockers, { id: number; number: number; tags: string[]; member_name: string }>
  >;
  const locker: Required<Locker> = { id: 1, number: 7, tags: '["x"]', created_at: '', updated_at: '' };
  // @ts-expect-error — a computed field is no column
  const computed: Locker['member_name'] = 'Ayşe';
  expect([locker.tags, computed, lockers.json, lockers.computed]).toEqual([
    '["x"]',
    'Ayşe',
    ['tags'],
    ['member_name'],
  ]);
});
