// A table no hand-written type declares is derived from its registry row's record (src/server/db/schema.ts). The
// derivation must be the table the migrations make: every column and nothing else. The literal below is checked
// by the type check (it must name every field of the derived type, and no other), then against the database.
import type { Selectable } from 'kysely';
import type { Database, RowTable } from '../../../src/server/db/schema';
import { defineResource, recordType } from '../../../src/shared/resourceDef';
import { createTestApp, type TestApp } from '../helpers/testApp';

const checkin: Required<Selectable<Database['checkins']>> = {
  id: 1,
  member_id: 1,
  member_package_id: 1,
  day: '2026-11-27',
  user_id: null,
  user_name: '',
  created_at: '',
  updated_at: '',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
afterAll(() => t.close());

it("derives check-ins' table from their record: exactly the migrated columns", async () => {
  const tables = await t.app.db.introspection.getTables();
  const columns = tables.find((table) => table.name === 'checkins')?.columns.map((c) => c.name);
  expect(columns?.filter((c) => !c.endsWith('__fold')).sort()).toEqual(Object.keys(checkin).sort());
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
