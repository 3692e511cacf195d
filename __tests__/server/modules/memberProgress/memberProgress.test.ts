// The member file's progress: every call of training programs (with days and moves, and a start
// from a course package), workouts (sets, volume), measurements (BMI and category stored, the dashboard's
// changes, the histogram's bins and counts on known data) and food diaries (nutrients from the foods area,
// against the target), and the members reach rule on each.
import type { ApiError } from '../../../../src/shared/types';
import { createStaff, sessionToken } from '../../helpers/fixtures';
import { sampleBody } from '../../helpers/samples';
import { describeEachDatabase } from '../../helpers/testApp';

describeEachDatabase('member progress', (t) => {
  let admin = '';
  beforeAll(async () => {
    admin = (await t().login()).access_token;
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    t().request({ method, url: `/api/v1/${url}`, token, payload });
  const member = async (extra: object = {}) =>
    (await call('POST', 'members', { ...sampleBody('members'), ...extra })).json<{ id: number }>().id;

  it('training programs: create with days and moves, list, read, update, delete', async () => {
    const m = await member();
    const created = await call('POST', `members/${m}/training_programs`, sampleBody('training_programs'));
    expect(created.statusCode).toBe(201);
    const program = created.json();
    expect(program).toMatchObject({ member_id: m, goal: 'strength' });
    expect(program.days).toHaveLength(2);
    expect(program.days[0]).toMatchObject({
      day_number: 1,
      title: 'Üst vücut',
      moves: [{ move_name: 'Düz Bench Press', sets: 4, repetitions: 8, weight: 60, rest_seconds: 90 }],
    });
    const list = await call('GET', `members/${m}/training_programs`);
    expect([list.statusCode, list.headers['x-total-count']]).toEqual([200, '1']);
    // The search rule: Turkish case folding, any part of the name.
    const found = await call('GET', `members/${m}/training_programs?name=PROGRAMI`);
    expect(found.headers['x-total-count']).toBe('1');
    const read = await call('GET', `members/${m}/training_programs/${program.id}`);
    expect(read.json().days[1].moves[0].move_name).toBe('Barla Squat');
    // A partial edit keeps the days; sending days replaces them.
    const renamed = await call('PUT', `members/${m}/training_programs/${program.id}`, { name: 'Yeni' });
    expect([renamed.statusCode, renamed.json().name, renamed.json().days.length]).toEqual([200, 'Yeni', 2]);
    const replaced = await call('PUT', `members/${m}/training_programs/${program.id}`, {
      days: [{ title: 'Tüm vücut', moves: [] }],
    });
    expect(replaced.json().days).toEqual([
      { id: expect.any(Number), day_number: 1, title: 'Tüm vücut', moves: [] },
    ]);
    const bad = await call('POST', `members/${m}/training_programs`, {
      name: '',
      start_date: '2026-10-10',
      end_date: '2026-10-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().fields).toMatchObject({
      name: 'generic.fields.required',
      end_date: 'generic.fields.invalid',
    });
    const noCoach = await call('PUT', `members/${m}/training_programs/${program.id}`, { coach_id: 98765 });
    expect([noCoach.statusCode, noCoach.json<ApiError>().fields]).toEqual([
      400,
      { coach_id: 'generic.fields.not_found' },
    ]);
    expect((await call('DELETE', `members/${m}/training_programs/${program.id}`)).statusCode).toBe(204);
    expect((await call('GET', `members/${m}/training_programs/${program.id}`)).statusCode).toBe(404);
  });

  it("starts a program from a course package's days, copying each day's moves", async () => {
    const m = await member();
    const pkg = (await call('POST', 'coursePackages', sampleBody('course_packages'))).json<{ id: number }>();
    for (const [title, move] of [
      ['Isınma', 'Şınav'],
      ['Kuvvet', 'Deadlift'],
    ]) {
      const day = await call('POST', 'packageDay', {
        ...sampleBody('package_days'),
        package_id: pkg.id,
        title,
      });
      await call('POST', 'packageDayMove', {
        ...sampleBody('package_day_moves'),
        package_id: pkg.id,
        day_number: day.json().day_number,
        move_name: move,
        number_sets: '3',
        duration: '12 tekrar',
        weight: '20',
      });
    }
    const res = await call('POST', `members/${m}/training_programs/_from_package`, {
      package_id: pkg.id,
      start_date: '2026-11-01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ member_id: m, package_id: pkg.id, start_date: '2026-11-01' });
    expect(res.json().days.map((d: { title: string }) => d.title)).toEqual(['Isınma', 'Kuvvet']);
    expect(res.json().days[1].moves[0]).toMatchObject({
      move_name: 'Deadlift',
      sets: 3,
      repetitions: 12,
      weight: 20,
      notes: 'Yavaş',
    });
    const unknown = await call('POST', `members/${m}/training_programs/_from_package`, {
      package_id: 98765,
      start_date: '2026-11-01',
    });
    expect([unknown.statusCode, unknown.json<ApiError>().fields]).toEqual([
      400,
      { package_id: 'generic.fields.not_found' },
    ]);
  });

  it('trainings: sets numbered per move and the volume, update and delete', async () => {
    const m = await member();
    const res = await call('POST', `members/${m}/trainings`, sampleBody('trainings'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      date: '2026-10-05',
      volume: 5 * 80 + 5 * 85,
      sets: [
        { move_name: 'Barla Squat', set_number: 1, repetitions: 5, weight: 80 },
        { move_name: 'Barla Squat', set_number: 2, repetitions: 5, weight: 85 },
      ],
    });
    const id = res.json().id;
    const edited = await call('PUT', `members/${m}/trainings/${id}`, {
      sets: [{ move_name: 'Deadlift', repetitions: 3, weight: 100 }],
    });
    expect([edited.statusCode, edited.json().volume]).toEqual([200, 300]);
    const list = await call('GET', `members/${m}/trainings`);
    expect(list.json()[0].sets).toHaveLength(1);
    expect((await call('DELETE', `members/${m}/trainings/${id}`)).statusCode).toBe(204);
    // The program day followed must be one of this member's.
    const program = (
      await call('POST', `members/${m}/training_programs`, sampleBody('training_programs'))
    ).json<{ days: { id: number }[] }>();
    const followed = await call('POST', `members/${m}/trainings`, {
      ...sampleBody('trainings'),
      program_day_id: program.days[0]!.id,
    });
    expect([followed.statusCode, followed.json().program_day_id]).toEqual([201, program.days[0]!.id]);
    const other = await member();
    const foreign = await call('POST', `members/${other}/trainings`, {
      ...sampleBody('trainings'),
      program_day_id: program.days[0]!.id,
    });
    expect([foreign.statusCode, foreign.json<ApiError>().fields]).toEqual([
      400,
      { program_day_id: 'generic.fields.not_found' },
    ]);
    const bad = await call('POST', `members/${m}/trainings`, {
      date: 'x',
      sets: [{ move_name: 'Barla Squat' }],
    });
    expect(bad.json<ApiError>().fields).toMatchObject({
      date: 'generic.fields.invalid',
      'sets[0].repetitions': 'generic.fields.required',
    });
  });

  it("measurements: BMI from the member's height, its category and the waist-hip ratio; body fat from skinfolds", async () => {
    const m = await member({ height: 160, birthdate: '2000-01-01' });
    const res = await call('POST', `members/${m}/measurements`, {
      date: '2026-10-01',
      weight: 64,
      waist: 70,
      hip: 100,
      sex: 'male',
      biceps: 5,
      triceps: 10,
      subscapula: 15,
      iliac_crest: 20,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      height: 160,
      bmi: 25,
      bmi_category: 'overweight',
      waist_hip_ratio: 0.7,
      body_fat: 18.9,
    });
    const id = res.json().id;
    const lighter = await call('PUT', `members/${m}/measurements/${id}`, { weight: 47 });
    expect(lighter.json()).toMatchObject({ bmi: 18.4, bmi_category: 'underweight' });
    const bad = await call('POST', `members/${m}/measurements`, { date: '2026-10-01', weight: -1 });
    expect(bad.json<ApiError>().fields).toEqual({ weight: 'generic.fields.invalid' });
    expect((await call('DELETE', `members/${m}/measurements/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `members/${m}/measurements`)).headers['x-total-count']).toBe('0');
  });

  it('the dashboard: latest values, changes since the first and the previous measurement', async () => {
    const m = await member({ height: 180 });
    const empty = await call('GET', `members/${m}/measurements/_dashboard`);
    expect(empty.json()).toMatchObject({ count: 0, latest: null, bmi_category: null });
    for (const [date, weight, waist] of [
      ['2026-08-01', 100, 110],
      ['2026-10-01', 92, 100],
      ['2026-09-01', 95, 104],
    ] as const)
      await call('POST', `members/${m}/measurements`, { date, weight, waist });
    const res = await call('GET', `members/${m}/measurements/_dashboard`);
    expect(res.statusCode).toBe(200);
    const dash = res.json();
    expect(dash).toMatchObject({
      count: 3,
      latest: { date: '2026-10-01', weight: 92 },
      previous: { date: '2026-09-01', weight: 95 },
      first: { date: '2026-08-01', weight: 100 },
      bmi_category: 'overweight',
      change_since_first: { weight: -8, waist: -10, bmi: -2.5 },
      change_since_previous: { weight: -3, waist: -4 },
    });
    expect(dash.series.map((s: { weight: number }) => s.weight)).toEqual([100, 95, 92]);
  });

  it("the details report: a field's histogram for the member, and across the members the caller reaches", async () => {
    const m = await member({ height: 170 });
    for (const [i, weight] of [60, 61, 65, 69, 70, 80].entries())
      await call('POST', `members/${m}/measurements`, { date: `2026-01-0${i + 1}`, weight });
    const res = await call('GET', `members/${m}/measurements/_details_report?field=weight&bins=4`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      field: 'weight',
      scope: 'member',
      total: 6,
      min: 60,
      max: 80,
      mean: 67.5,
      member_value: 80,
      bins: [
        { from: 60, to: 65, count: 2 },
        { from: 65, to: 70, count: 2 },
        { from: 70, to: 75, count: 1 },
        { from: 75, to: 80, count: 1 },
      ],
    });
    // Across members: each member's latest measurement, within the caller's reach.
    const coach = await createStaff(t().app.db, {
      permissions: ['MEMBERS_READ', 'MEASUREMENTS_SEARCH', 'MEASUREMENT_DETAILS_SEARCH'],
    });
    const token = await sessionToken(t().app.db, t().config.jwtSecret, coach.id);
    const mine = [await member({ coach_id: coach.id }), await member({ nutritionist_id: coach.id })];
    await call('POST', `members/${mine[0]}/measurements`, { date: '2026-01-01', weight: 50 });
    await call('POST', `members/${mine[0]}/measurements`, { date: '2026-02-01', weight: 55 });
    await call('POST', `members/${mine[1]}/measurements`, { date: '2026-01-01', weight: 75 });
    const across = await call(
      'GET',
      `members/${mine[0]}/measurements/_details_report?field=weight&bins=2&scope=members`,
      undefined,
      token,
    );
    expect(across.json()).toMatchObject({
      scope: 'members',
      total: 2,
      min: 55,
      max: 75,
      member_value: 55,
      bins: [
        { from: 55, to: 65, count: 1 },
        { from: 65, to: 75, count: 1 },
      ],
    });
    // A new measurement changes the (cached) population at once.
    await call('POST', `members/${mine[1]}/measurements`, { date: '2026-03-01', weight: 85 });
    const again = await call(
      'GET',
      `members/${mine[0]}/measurements/_details_report?field=weight&bins=2&scope=members`,
      undefined,
      token,
    );
    expect(again.json()).toMatchObject({ total: 2, min: 55, max: 85 });
    const bad = await call('GET', `members/${m}/measurements/_details_report?field=password_hash&bins=0`);
    expect([bad.statusCode, bad.json<ApiError>().fields]).toEqual([
      400,
      { field: 'generic.fields.invalid', bins: 'generic.fields.invalid' },
    ]);
  });

  it("diaries: items with the foods area's nutrients and the day's totals against the target", async () => {
    const m = await member({ target_daily_calorie: 2000 });
    const food = (await call('POST', 'foods', sampleBody('foods'))).json<{ id: number }>().id;
    const portion = (
      await call('POST', `foods/${food}/portions`, { name_tr: 'Kase', name_en: 'Bowl', grams: 50 })
    ).json<{ id: number }>().id;
    const res = await call('POST', `members/${m}/diaries`, {
      date: '2026-10-02',
      items: [
        { meal: 'lunch', food_id: food, portion_id: portion, amount: 2 },
        { meal: 'dinner', food_id: food, amount: 50 },
        { meal: 'snacks', text: 'Bir avuç ceviz' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const diary = res.json();
    expect(diary.items[0]).toMatchObject({ meal: 'lunch', food_name_en: expect.stringContaining('Lentils') });
    expect(diary.items[0].nutrients.energy_kcal).toBe(352);
    expect(diary.items[1].nutrients.energy_kcal).toBe(176);
    expect(diary.items[2]).toMatchObject({ text: 'Bir avuç ceviz', nutrients: null });
    expect(diary.totals.energy_kcal).toBe(528);
    expect(diary.target_daily_calorie).toBe(2000);
    const wrong = await call('POST', `members/${m}/diaries`, {
      date: '2026-10-03',
      items: [{ meal: 'lunch', food_id: 987654 }, { meal: 'brunch', text: 'x' }, { meal: 'lunch' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiError>().fields).toMatchObject({
      'items[1].meal': 'generic.fields.invalid',
      'items[2]': 'generic.fields.invalid',
    });
    const unknownFood = await call('POST', `members/${m}/diaries`, {
      date: '2026-10-03',
      items: [{ meal: 'lunch', food_id: 987654, amount: 10 }],
    });
    expect(unknownFood.json<ApiError>().fields).toEqual({ 'items[0].food_id': 'generic.fields.not_found' });
    const read = await call('GET', `members/${m}/diaries/${diary.id}`);
    expect(read.json().items).toHaveLength(3);
    const edited = await call('PUT', `members/${m}/diaries/${diary.id}`, { items: [] });
    expect(edited.json().totals.energy_kcal).toBe(0);
    expect((await call('DELETE', `members/${m}/diaries/${diary.id}`)).statusCode).toBe(204);
  });

  it("reach: staff without MEMBERS_REACH_ALL get 404 on another coach's member, on every call", async () => {
    const everything = [
      'TRAINING_PROGRAMS_SEARCH',
      'TRAINING_PROGRAMS_CREATE',
      'TRAINING_PROGRAMS_READ',
      'TRAINING_PROGRAM_DETAILS_CREATE',
      'TRAINING_PROGRAM_DETAILS_READ',
      'TRAININGS_SEARCH',
      'TRAININGS_CREATE',
      'TRAINING_DETAILS_CREATE',
      'MEASUREMENTS_SEARCH',
      'MEASUREMENTS_CREATE',
      'MEASUREMENT_DETAILS_CREATE',
      'MEASUREMENT_DETAILS_SEARCH',
      'DIARIES_SEARCH',
      'DIARIES_CREATE',
    ];
    const coach = await createStaff(t().app.db, { permissions: everything });
    const token = await sessionToken(t().app.db, t().config.jwtSecret, coach.id);
    const own = await member({ coach_id: coach.id });
    const other = await member();
    const program = (
      await call('POST', `members/${other}/training_programs`, sampleBody('training_programs'))
    ).json<{ id: number }>().id;
    for (const [method, path, body] of [
      ['GET', 'training_programs', undefined],
      ['GET', `training_programs/${program}`, undefined],
      ['POST', 'training_programs', sampleBody('training_programs')],
      ['GET', 'trainings', undefined],
      ['POST', 'trainings', sampleBody('trainings')],
      ['GET', 'measurements', undefined],
      ['POST', 'measurements', sampleBody('measurements')],
      ['GET', 'measurements/_dashboard', undefined],
      ['GET', 'measurements/_details_report?field=weight', undefined],
      ['GET', 'diaries', undefined],
      ['POST', 'diaries', sampleBody('diaries')],
    ] as const) {
      const refused = await call(method, `members/${other}/${path}`, body, token);
      expect([path, refused.statusCode]).toEqual([path, 404]);
      const allowed = await call(method, `members/${own}/${path.replace(String(program), '1')}`, body, token);
      if (!path.startsWith('training_programs/'))
        expect([path, allowed.statusCode]).toEqual([path, method === 'POST' ? 201 : 200]);
    }
    // A program of another member is not found under this one.
    expect(
      (await call('GET', `members/${own}/training_programs/${program}`, undefined, token)).statusCode,
    ).toBe(404);
  });
});
