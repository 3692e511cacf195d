// As an attacker tried it: MEASUREMENTS_READ and HISTORY_READ without
// MEASUREMENT_DETAILS_READ read no skinfold or circumference in either history list, and pages and totals count
// only the entries left. A details or kind key is no way in without the record's own key; entries written before
// the rule are migrated.
import type { HistoryRecord } from '../../../src/shared/history';
import { up } from '../../../src/server/db/migrations/20261127_0301_history_details_entries';
import { bumpVersion } from '../../../src/server/db/repositories/tableVersions';
import { createStaff, sessionToken } from '../helpers/fixtures';
import { sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';

const DETAILS = /biceps|triceps|waist|hip|neck/;

describeEachDatabase('history follows field permissions', (t) => {
  let admin = '';
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token = admin, payload?: object) =>
    t().request({ method, url: `/api/v1/${url}`, token, ...(payload ? { payload } : {}) });
  const reader = async (permissions: string[]) => {
    const user = await createStaff(t().app.db, { permissions });
    return { id: user.id, token: await sessionToken(t().app.db, t().config.jwtSecret, user.id) };
  };
  const list = async (url: string, token: string) => {
    const res = await call('GET', url, token);
    expect(res.statusCode).toBe(200);
    return {
      body: res.body,
      entries: res.json<HistoryRecord[]>(),
      total: Number(res.headers['x-total-count']),
    };
  };
  const member = async (extra: object = {}) =>
    (await call('POST', 'members', admin, { ...sampleBody('members'), ...extra })).json<{ id: number }>().id;

  beforeAll(async () => {
    admin = (await t().login()).access_token;
  });

  it("shows a coach without the details key none of a measurement's skinfolds or circumferences", async () => {
    const coach = await reader(['MEMBERS_READ', 'MEASUREMENTS_SEARCH', 'MEASUREMENTS_READ', 'HISTORY_READ']);
    const id = await member({ coach_id: coach.id });
    const at = `members/${id}/measurements`;
    const created = await call('POST', at, admin, {
      date: '2026-10-01',
      weight: 72,
      biceps: 12,
      waist: 80,
      hip: 99,
    });
    const measurement = created.json<{ id: number }>().id;
    expect((await call('PUT', `${at}/${measurement}`, admin, { triceps: 15, neck: 36 })).statusCode).toBe(
      200,
    );
    expect((await call('PUT', `${at}/${measurement}`, admin, { weight: 71, waist: 78 })).statusCode).toBe(
      200,
    );
    // The record hides them from the coach: so must its history.
    expect((await call('GET', `${at}/${measurement}`, coach.token)).body).not.toMatch(DETAILS);

    const own = await list(`members/${id}/history?entity=measurements`, coach.token);
    expect(own.body).not.toMatch(DETAILS);
    expect(own.entries.map((e) => [e.action, e.changes.map((c) => c.field)])).toEqual([
      ['update', ['weight']],
      ['create', expect.arrayContaining(['date', 'weight'])],
    ]);
    expect(own.total).toBe(2);
    // A page of one: the newest entry the coach may read, and the total of those alone.
    const page = await list(`history?entity=measurements&entity_id=${measurement}&count=1`, coach.token);
    expect([page.entries.map((e) => e.changes), page.total]).toEqual([
      [[{ field: 'weight', before: 72, after: 71 }]],
      2,
    ]);
    const second = await list(
      `history?entity=measurements&entity_id=${measurement}&count=1&start=1`,
      coach.token,
    );
    expect(second.entries.map((e) => e.action)).toEqual(['create']);
    expect(second.body).not.toMatch(DETAILS);

    // With the details key the same lists show all three entries and every field.
    const full = await reader([
      'MEMBERS_REACH_ALL',
      'MEASUREMENTS_READ',
      'MEASUREMENT_DETAILS_READ',
      'HISTORY_READ',
    ]);
    const all = await list(`members/${id}/history?entity=measurements`, full.token);
    expect(all.total).toBe(3);
    expect(all.entries[1]!.changes).toEqual([
      { field: 'neck', before: null, after: 36 },
      { field: 'triceps', before: null, after: 15 },
    ]);
  });

  it('lists no entry for a details or kind key held without the record key', async () => {
    const id = await member();
    const writes = [
      await call('POST', `members/${id}/measurements`, admin, { date: '2026-10-02', weight: 70, neck: 35 }),
      await call('POST', `members/${id}/consultations/_bulk`, admin, sampleBody('member_consultations')),
    ];
    // An entry of details only: read with MEASUREMENT_DETAILS_READ, and MEASUREMENTS_READ beside it.
    const measurement = writes[0]!.json<{ id: number }>().id;
    writes.push(await call('PUT', `members/${id}/measurements/${measurement}`, admin, { neck: 36 }));
    expect(writes.map((w) => w.statusCode)).toEqual([201, 201, 200]);
    // MEMBERS_READ: the member's own entry shows the list answers at all.
    const reach = ['MEMBERS_REACH_ALL', 'MEMBERS_READ', 'HISTORY_READ'];
    const keysOnly = await reader([...reach, 'MEASUREMENT_DETAILS_READ', 'MEMBER_CONSULTATION_NUTRITION']);
    const entities = async (token: string) =>
      (await list(`members/${id}/history`, token)).entries.map((e) => e.entity).sort();
    expect(await entities(keysOnly.token)).toEqual(['members']);
    const withRecords = await reader([
      ...reach,
      'MEASUREMENTS_READ',
      'MEMBER_CONSULTATION_READ',
      'MEMBER_CONSULTATION_NUTRITION',
    ]);
    expect(await entities(withRecords.token)).toEqual(['measurements', 'memberConsultations', 'members']);
    const details = await reader([...reach, 'MEASUREMENTS_READ', 'MEASUREMENT_DETAILS_READ']);
    expect(await entities(details.token)).toEqual(['measurements', 'measurements', 'members']);
  });

  it('migrates entries written before: one of details only is read with the details key', async () => {
    const id = await member();
    const entry = (changes: object[]) => ({
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      user_id: 1,
      user_name: 'Admin User',
      entity: 'measurements',
      entity_id: '999999',
      member_id: id,
      action: 'update',
      permission: 'MEASUREMENTS_READ',
      changes: JSON.stringify(changes),
    });
    await t()
      .app.db.insertInto('history')
      .values([entry([{ field: 'neck', before: 35, after: 36 }]), entry([{ field: 'weight', after: 70 }])])
      .execute();
    await up(t().app.db);
    await bumpVersion(t().app.db, 'history');
    const coach = await reader(['MEMBERS_REACH_ALL', 'MEASUREMENTS_READ', 'HISTORY_READ']);
    const seen = await list(`history?entity_id=999999&member_id=${id}`, coach.token);
    expect([seen.entries.map((e) => e.changes), seen.total]).toEqual([[[{ field: 'weight', after: 70 }]], 1]);
    const full = await reader([
      'MEMBERS_REACH_ALL',
      'MEASUREMENTS_READ',
      'MEASUREMENT_DETAILS_READ',
      'HISTORY_READ',
    ]);
    expect((await list(`history?entity_id=999999&member_id=${id}`, full.token)).total).toBe(2);
  });
});
