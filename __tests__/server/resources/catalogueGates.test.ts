// Catalogue keys that once guarded nothing, each now a gate: a record's details (a workout's sets, a
// program's days, a measurement's circumferences) behind their own family, single records and edits of rows that
// had only lists, a questionnaire's later version behind MEMBER_CONSULTATION_UPDATE (numbered without a race),
// and a course package put on sale behind COURSE_PACKAGE_APPROVE.
import type { ApiError } from '../../../src/shared/types';
import { createStaff, sessionToken } from '../helpers/fixtures';
import { sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const crud = (family: string) =>
  ['SEARCH', 'CREATE', 'READ', 'UPDATE', 'DELETE'].map((v) => `${family}_${v}`);

describeEachDatabase('catalogue gates', (t) => {
  let admin = '';
  let memberId = 0;
  beforeAll(async () => {
    admin = (await t().login()).access_token;
    memberId = (
      await t().request({
        method: 'POST',
        url: '/api/v1/members',
        token: admin,
        payload: sampleBody('members'),
      })
    ).json<{ id: number }>().id;
  });
  const call = (method: Method, url: string, token = admin, payload?: object) =>
    t().request({ method, url: `/api/v1/${url}`, token, ...(payload ? { payload } : {}) });
  const staff = async (...permissions: string[]) => {
    const user = await createStaff(t().app.db, { permissions: ['MEMBERS_REACH_ALL', ...permissions] });
    return sessionToken(t().app.db, t().config.jwtSecret, user.id);
  };

  it("a workout's sets are TRAINING_DETAILS': hidden from lists and records without them, never written", async () => {
    const url = `members/${memberId}/trainings`;
    const created = (await call('POST', url, admin, sampleBody('trainings'))).json<{ id: number }>();
    const without = await staff(...crud('TRAININGS'));
    const listed = (await call('GET', url, without)).json<Record<string, unknown>[]>();
    expect(listed.find((r) => r.id === created.id)).not.toHaveProperty('sets');
    const one = await call('GET', `${url}/${created.id}`, without);
    expect([one.statusCode, 'sets' in one.json<object>()]).toEqual([200, false]);
    // Writing sets, or deleting the workout that holds them, needs the details' verbs.
    expect((await call('POST', url, without, sampleBody('trainings'))).statusCode).toBe(403);
    const bare = await call('POST', url, without, { ...sampleBody('trainings'), sets: [] });
    expect(bare.statusCode).toBe(201);
    const edit = await call('PUT', `${url}/${created.id}`, without, { sets: [] });
    expect([edit.statusCode, edit.json<ApiError>().error]).toEqual([403, 'forbidden']);
    expect((await call('PUT', `${url}/${created.id}`, without, { duration_minutes: 45 })).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `${url}/${created.id}`, without)).statusCode).toBe(403);
    // The sets were not touched by the refused edit.
    const withDetails = await staff(...crud('TRAININGS'), ...crud('TRAINING_DETAILS'));
    const read = (await call('GET', `${url}/${created.id}`, withDetails)).json<{ sets: unknown[] }>();
    expect(read.sets).toHaveLength(2);
    expect((await call('DELETE', `${url}/${created.id}`, withDetails)).statusCode).toBe(204);
  });

  it("a program is read with TRAINING_PROGRAMS_READ; its days are TRAINING_PROGRAM_DETAILS'", async () => {
    const url = `members/${memberId}/training_programs`;
    const program = (await call('POST', url, admin, sampleBody('training_programs'))).json<{ id: number }>();
    const reader = await staff('TRAINING_PROGRAMS_SEARCH', 'TRAINING_PROGRAMS_READ');
    const read = await call('GET', `${url}/${program.id}`, reader);
    expect([read.statusCode, 'days' in read.json<object>()]).toEqual([200, false]);
    const detailsOnly = await staff('TRAINING_PROGRAM_DETAILS_READ');
    expect((await call('GET', `${url}/${program.id}`, detailsOnly)).statusCode).toBe(403);
    const both = await staff('TRAINING_PROGRAMS_READ', 'TRAINING_PROGRAM_DETAILS_READ');
    expect((await call('GET', `${url}/${program.id}`, both)).json<{ days: unknown[] }>().days).toHaveLength(
      2,
    );
    const creator = await staff('TRAINING_PROGRAMS_CREATE');
    expect((await call('POST', url, creator, sampleBody('training_programs'))).statusCode).toBe(403);
  });

  it("a measurement's circumferences are MEASUREMENT_DETAILS': out of lists, records and the dashboard", async () => {
    const url = `members/${memberId}/measurements`;
    const created = (await call('POST', url, admin, sampleBody('measurements'))).json<{ id: number }>();
    const weigher = await staff(...crud('MEASUREMENTS'));
    const [row] = (await call('GET', url, weigher)).json<Record<string, unknown>[]>();
    expect(row).toMatchObject({ id: created.id, weight: 72.5 });
    expect(row).not.toHaveProperty('waist');
    expect(row).not.toHaveProperty('waist_hip_ratio');
    const dashboard = (await call('GET', `${url}/_dashboard`, weigher)).json<{
      latest: Record<string, unknown>;
      series: Record<string, unknown>[];
    }>();
    expect(dashboard.latest).toMatchObject({ weight: 72.5 });
    expect(dashboard.latest).not.toHaveProperty('waist');
    expect(dashboard.series[0]).not.toHaveProperty('waist');
    // A weight alone is recorded; a waist needs the details' CREATE.
    expect((await call('POST', url, weigher, { date: '2026-10-08', weight: 71 })).statusCode).toBe(201);
    expect((await call('POST', url, weigher, { date: '2026-10-09', weight: 71, waist: 79 })).statusCode).toBe(
      403,
    );
    const reader = await staff('MEASUREMENTS_READ', 'MEASUREMENT_DETAILS_READ');
    expect((await call('GET', `${url}/${created.id}`, reader)).json()).toMatchObject({ waist: 80 });
  });

  it('a questionnaire: one version READ, a later version UPDATE, a version DELETE; versions never collide', async () => {
    const url = `members/${memberId}/consultations`;
    const body = sampleBody('member_consultations');
    const filler = await staff(
      'MEMBER_CONSULTATION_SEARCH',
      'MEMBER_CONSULTATION_CREATE',
      'MEMBER_CONSULTATION_NUTRITION',
    );
    const first = await call('POST', `${url}/_bulk`, filler, body);
    expect([first.statusCode, first.json<{ version: number }>().version]).toEqual([201, 1]);
    const again = await call('POST', `${url}/_bulk`, filler, body);
    expect([again.statusCode, again.json<ApiError>().error]).toEqual([403, 'forbidden']);
    const updater = await staff(
      'MEMBER_CONSULTATION_CREATE',
      'MEMBER_CONSULTATION_UPDATE',
      'MEMBER_CONSULTATION_READ',
      'MEMBER_CONSULTATION_DELETE',
      'MEMBER_CONSULTATION_NUTRITION',
    );
    // Ten saves at once: ten distinct versions, 2 to 11.
    const saves = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `${url}/_bulk`, updater, body)),
    );
    expect(saves.map((s) => s.statusCode)).toEqual(Array(10).fill(201));
    expect(saves.map((s) => s.json<{ version: number }>().version).sort((a, b) => a - b)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    const id = first.json<{ id: number }>().id;
    expect((await call('GET', `${url}/${id}`, filler)).statusCode).toBe(403);
    expect((await call('GET', `${url}/${id}`, updater)).json()).toMatchObject({ id, version: 1 });
    // The type's key still holds: a nutrition version is not a sports holder's.
    const sports = await staff('MEMBER_CONSULTATION_READ', 'MEMBER_CONSULTATION_SPORTS');
    expect((await call('GET', `${url}/${id}`, sports)).statusCode).toBe(403);
    expect((await call('DELETE', `${url}/${id}`, filler)).statusCode).toBe(403);
    expect((await call('DELETE', `${url}/${id}`, updater)).statusCode).toBe(204);
  });

  it('putting a course package on sale is COURSE_PACKAGE_APPROVE', async () => {
    const builder = await staff(...crud('COURSE_PACKAGE'));
    const active = { ...sampleBody('coursePackages'), status_id: 0 };
    expect((await call('POST', 'coursePackages', builder, active)).statusCode).toBe(403);
    const passive = await call('POST', 'coursePackages', builder, { ...active, status_id: 1 });
    expect(passive.statusCode).toBe(201);
    const id = passive.json<{ id: number }>().id;
    expect((await call('PUT', `coursePackages/${id}`, builder, { status_id: 0 })).statusCode).toBe(403);
    const approver = await staff('COURSE_PACKAGE_UPDATE', 'COURSE_PACKAGE_APPROVE');
    expect((await call('PUT', `coursePackages/${id}`, approver, { status_id: 0 })).json()).toMatchObject({
      status_id: 0,
    });
    // Once on sale, its other fields stay the builder's to edit.
    expect((await call('PUT', `coursePackages/${id}`, builder, { teacher: 'Ayşe Kaya' })).statusCode).toBe(
      200,
    );
  });

  it("a food's portion is read and corrected one by one (FOOD_PORTIONS_READ, _UPDATE)", async () => {
    const food = (await call('POST', 'foods', admin, sampleBody('foods'))).json<{ id: number }>();
    const url = `foods/${food.id}/portions`;
    const portion = (
      await call('POST', url, admin, { name_tr: '1 kase', name_en: '1 bowl', grams: 200 })
    ).json<{ id: number }>();
    const reader = await staff('FOOD_PORTIONS_READ');
    expect((await call('GET', `${url}/${portion.id}`, reader)).json()).toMatchObject({ grams: 200 });
    expect((await call('PUT', `${url}/${portion.id}`, reader, { grams: 250 })).statusCode).toBe(403);
    const editor = await staff('FOOD_PORTIONS_UPDATE');
    expect((await call('PUT', `${url}/${portion.id}`, editor, { grams: 250 })).json()).toMatchObject({
      grams: 250,
    });
  });
});
