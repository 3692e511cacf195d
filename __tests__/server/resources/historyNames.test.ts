// History in the forms' words: an entry keeps its record's name and, in each change of a reference,
// the referenced record's name as they were when written — a later rename does not change the past. Entries
// written before are named as the records are now; a reference to a record that is gone keeps its id alone. A
// referenced name goes wherever its field goes: hidden from a reader who may not read the field.
import type { HistoryRecord } from '../../../src/shared/history';
import { defineResource } from '../../../src/shared/resourceDef';
import { visibleChanges } from '../../../src/server/history/visibility';
import { bumpVersion } from '../../../src/server/db/repositories/tableVersions';
import { createStaff, sessionToken } from '../helpers/fixtures';
import { sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';

type Method = 'GET' | 'POST' | 'PUT';
type Json = Record<string, unknown> & { id: number };

describeEachDatabase('history names', (t) => {
  let admin = '';
  const call = (method: Method, url: string, payload?: object, token = admin) =>
    t().request({ method, url: `/api/v1/${url}`, token, ...(payload ? { payload } : {}) });
  const create = async (url: string, body: object) => {
    const res = await call('POST', url, body);
    expect(res.statusCode).toBe(201);
    return res.json<Json>();
  };
  const entries = async (query: string) => {
    const res = await call('GET', `history?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<HistoryRecord[]>();
  };
  const renameUser = (id: number, name: string) =>
    t().app.db.updateTable('users').set({ name, lastname: '' }).where('id', '=', id).execute();

  beforeAll(async () => {
    admin = (await t().login()).access_token;
  });

  it('names an approved report, its approver and author as they were when approved', async () => {
    const member = await create('members', sampleBody('members'));
    const report = await create('reports', {
      ...sampleBody('reports'),
      member_id: member.id,
      title: 'Aylık değerlendirme',
    });
    const approver = await createStaff(t().app.db, { permissions: ['REPORTS_APPROVE', 'MEMBERS_REACH_ALL'] });
    const token = await sessionToken(t().app.db, t().config.jwtSecret, approver.id);
    expect((await call('POST', `reports/${report.id}/_approve`, undefined, token)).statusCode).toBe(200);
    // Renamed afterwards: the past keeps the names it had.
    await renameUser(approver.id, 'Renamed');
    expect((await call('PUT', `reports/${report.id}`, { title: 'Yeni başlık' })).statusCode).toBe(200);

    const [edit, approval, creation] = await entries(`entity=reports&entity_id=${report.id}`);
    expect(edit!.record_name).toBe('Yeni başlık');
    expect(approval).toMatchObject({ action: 'approve', record_name: 'Aylık değerlendirme' });
    expect(approval!.changes).toEqual(
      expect.arrayContaining([
        {
          field: 'approved_by',
          before: null,
          after: approver.id,
          after_name: `${approver.name} ${approver.lastname}`,
        },
        { field: 'status', before: 'pending', after: 'approved' },
      ]),
    );
    expect(creation!.changes).toEqual(
      expect.arrayContaining([
        { field: 'author_id', after: 1, after_name: 'Admin User' },
        { field: 'member_id', after: member.id, after_name: member.name },
      ]),
    );
  });

  it("names what a member's package sold before and after an update, through a later rename", async () => {
    const first = await create('coursePackages', {
      ...sampleBody('coursePackages'),
      package_name: 'Pilates 8',
    });
    const second = await create('coursePackages', {
      ...sampleBody('coursePackages'),
      package_name: 'Yoga 12',
    });
    const member = await create('members', sampleBody('members'));
    const sold = await create(`members/${member.id}/packages`, {
      ...sampleBody('member_packages'),
      product_type: 'course_package',
      product_id: first.id,
    });
    const moved = await call('PUT', `members/${member.id}/packages/${sold.id}`, {
      ...sampleBody('member_packages'),
      product_type: 'course_package',
      product_id: second.id,
    });
    expect(moved.statusCode).toBe(200);
    expect((await call('PUT', `coursePackages/${second.id}`, { package_name: 'Yoga 16' })).statusCode).toBe(
      200,
    );

    const [update] = await entries(`entity=memberPackages&entity_id=${sold.id}`);
    expect(update!.record_name).toBe('Yoga 12');
    expect(update!.changes.find((c) => c.field === 'product_id')).toEqual({
      field: 'product_id',
      before: first.id,
      after: second.id,
      before_name: 'Pilates 8',
      after_name: 'Yoga 12',
    });
  });

  it('names an entry written before names were kept as the records are now, a gone one by its id alone', async () => {
    const member = await create('members', sampleBody('members'));
    const report = await create('reports', {
      ...sampleBody('reports'),
      member_id: member.id,
      title: 'Eski rapor',
    });
    const approver = await createStaff(t().app.db);
    await renameUser(approver.id, 'Şimdiki Ad');
    const now = new Date().toISOString();
    await t()
      .app.db.insertInto('history')
      .values({
        created_at: now,
        updated_at: now,
        user_id: 1,
        user_name: 'Admin User',
        entity: 'reports',
        entity_id: String(report.id),
        member_id: member.id,
        action: 'approve',
        permission: 'REPORTS_READ',
        changes: JSON.stringify([
          { field: 'approved_by', before: 987654, after: approver.id },
          { field: 'status', before: 'pending', after: 'approved' },
        ]),
      })
      .execute();
    await bumpVersion(t().app.db, 'history');

    const [older] = await entries(`entity=reports&entity_id=${report.id}&action=approve`);
    expect(older).toMatchObject({ record_name: 'Eski rapor' });
    expect(older!.changes).toEqual([
      { field: 'approved_by', before: 987654, after: approver.id, after_name: 'Şimdiki Ad' },
      { field: 'status', before: 'pending', after: 'approved' },
    ]);
  });
});

it("hides a reference's names with its field from a reader who may not read the field", () => {
  const rows = {
    visits: defineResource({
      name: 'visits',
      path: 'visits',
      family: 'VISITS',
      details: { family: 'VISIT_DETAILS', fields: ['coach_id'] },
    }),
  };
  const changes = [
    { field: 'coach_id', before: 3, after: 4, before_name: 'Ayla Kaya', after_name: 'Deniz Ak' },
    { field: 'day', after: '2026-11-20' },
  ];
  const coach = visibleChanges('visits', changes, ['VISITS_READ'], rows);
  expect(JSON.stringify(coach)).not.toMatch(/coach_id|Ayla|Deniz/);
  expect(coach).toEqual([{ field: 'day', after: '2026-11-20' }]);
  expect(visibleChanges('visits', changes, ['VISITS_READ', 'VISIT_DETAILS_READ'], rows)).toEqual(changes);
});
