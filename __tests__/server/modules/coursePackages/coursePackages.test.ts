// Course packages, their days and the moves of a day (spec part 2 §3–§7): the calls, the day-number rule
// (registry `sequence`), server-written audit fields (registry `audit`), query parents, permissions.
import { createStaff, sessionToken } from '../../helpers/fixtures';
import { FILES, multipart, sampleBody } from '../../helpers/samples';
import { describeEachDatabase } from '../../helpers/testApp';

type Json = Record<string, unknown>;

describeEachDatabase('course packages, days and moves', (t) => {
  let token = '';
  let adminId = 0;
  beforeAll(async () => {
    const login = await t().login();
    token = login.access_token;
    adminId = login.id as number;
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
    t().request({ method, url: `/api/v1/${url}`, token: as, payload });
  const staffToken = async (permissions: string[]) => {
    const user = await createStaff(t().app.db, { permissions });
    return { id: user.id, token: await sessionToken(t().app.db, t().config.jwtSecret, user.id) };
  };
  const newPackage = async (extra: Json = {}) =>
    (await call('POST', 'coursePackages', { ...sampleBody('coursePackages'), ...extra })).json<Json>();
  const addDay = async (package_id: unknown, extra: Json = {}) =>
    call('POST', 'packageDay', { title: 'Gün', ...extra, package_id });

  it('creates, lists, reads and edits a package; required fields and status are checked', async () => {
    const created = await call('POST', 'coursePackages', sampleBody('coursePackages'));
    expect(created.statusCode).toBe(201);
    const pkg = created.json<Json>();
    expect(pkg).toMatchObject({ status_id: 0, display_price: '1500', branch_id: 0, image_url: '' });

    const list = await call(
      'GET',
      `coursePackages?package_name=${encodeURIComponent(String(pkg.package_name))}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect((await call('GET', `coursePackages/${pkg.id}`)).json()).toMatchObject({ id: pkg.id });

    const edited = await call('PUT', `coursePackages/${pkg.id}`, { status_id: 1, display_price: '1750' });
    expect(edited.json()).toMatchObject({
      status_id: 1,
      display_price: '1750',
      package_name: pkg.package_name,
    });

    const bad = await call('POST', 'coursePackages', { status_id: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      package_name: 'generic.fields.required',
      number_of_lessons: 'generic.fields.required',
      display_price: 'generic.fields.required',
      status_id: 'generic.fields.invalid',
    });
    // No delete in the spec: the route does not exist.
    expect((await call('DELETE', `coursePackages/${pkg.id}`)).statusCode).toBe(404);
  });

  it('fills create/update user and date from the caller and the clock, never from the body', async () => {
    const before = new Date().toISOString();
    const pkg = await newPackage({
      create_user: 999,
      update_user: 999,
      create_date: '2000-01-01 00:00:00',
      update_date: '2000-01-01 00:00:00',
    });
    expect(pkg.create_user).toBe(adminId);
    expect(pkg.update_user).toBe(adminId);
    expect(String(pkg.create_date) >= before).toBe(true);
    expect(pkg.update_date).toBe(pkg.create_date);

    const editor = await staffToken(['COURSE_PACKAGE_UPDATE']);
    const edited = (
      await call(
        'PUT',
        `coursePackages/${pkg.id}`,
        { teacher: 'Can', create_user: 5, update_user: 5 },
        editor.token,
      )
    ).json<Json>();
    expect(edited).toMatchObject({ teacher: 'Can', create_user: adminId, update_user: editor.id });
    expect(edited.create_date).toBe(pkg.create_date);
    expect(String(edited.update_date) >= String(pkg.update_date)).toBe(true);
  });

  it('shows the uploaded image as image_url and media_id', async () => {
    const pkg = await newPackage();
    const upload = multipart(
      { owner: 'course_package', owner_id: Number(pkg.id) },
      { name: 'p.png', content: FILES.png },
    );
    const media = await t().request({ method: 'POST', url: '/api/v1/mediaStorage', token, ...upload });
    expect(media.statusCode).toBe(201);
    const read = (await call('GET', `coursePackages/${pkg.id}`)).json<Json>();
    expect(read.media_id).toBe(media.json<Json>().id);
    expect(String(read.image_url)).toMatch(/^\/media\//);
  });

  it('numbers days last + 1 from 1 within the package, whatever the body says', async () => {
    const a = await newPackage();
    const b = await newPackage();
    const numbers = async (pkgId: unknown) =>
      (await call('GET', `packageDay?package_id=${pkgId}`)).json<Json[]>().map((d) => d.day_number);
    expect(await numbers(a.id)).toEqual([]);

    const first = await addDay(a.id, { day_number: 7 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ package_id: a.id, day_number: 1, title: 'Gün' });
    await addDay(a.id);
    const third = (await addDay(a.id)).json<Json>();
    expect((await addDay(b.id)).json()).toMatchObject({ day_number: 1 });
    expect(await numbers(a.id)).toEqual([1, 2, 3]);

    // The last day deleted: its number is free again; a gap at the start is not refilled.
    expect((await call('DELETE', `packageDay/${third.id}`)).statusCode).toBe(204);
    expect((await addDay(a.id)).json()).toMatchObject({ day_number: 3 });
    expect((await call('DELETE', `packageDay/${first.json<Json>().id}`)).statusCode).toBe(204);
    expect((await addDay(a.id)).json()).toMatchObject({ day_number: 4 });
    expect(await numbers(a.id)).toEqual([2, 3, 4]);

    // An update carries package_id and day_number (spec); they stay as stored.
    const day = (await call('GET', `packageDay?package_id=${a.id}`)).json<Json[]>()[0]!;
    const edited = await call('PUT', `packageDay/${day.id}`, {
      title: 'Bacak günü',
      description: '<p onclick="x()">Isınma<script>alert(1)</script></p>',
      package_id: b.id,
      day_number: 40,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Bacak günü',
      description: '<p>Isınma</p>',
      package_id: a.id,
      day_number: 2,
    });
  });

  it('needs an existing package for days', async () => {
    const missing = await call('POST', 'packageDay', { title: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ package_id: 'generic.fields.required' });
    const unknown = await addDay(999_999);
    expect(unknown.json().fields).toEqual({ package_id: 'generic.fields.invalid' });
    expect((await call('GET', 'packageDay?package_id=999999')).statusCode).toBe(404);
    expect((await call('GET', 'packageDay?package_id=abc')).statusCode).toBe(404);
  });

  it('keeps moves per day: catalogue names, required fields, list by package and day, gone with the day', async () => {
    const pkg = await newPackage();
    const day1 = (await addDay(pkg.id)).json<Json>();
    await addDay(pkg.id);
    const move = (extra: Json) =>
      call('POST', 'packageDayMove', { ...sampleBody('packageDayMove'), package_id: pkg.id, ...extra });

    const created = await move({
      day_number: 2,
      move_name: 'Barbell Bench Press',
      description: '<p>Ok<script>x</script></p>',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      package_id: pkg.id,
      day_number: 2,
      move_name: 'Barbell Bench Press',
      number_sets: '3',
      description: '<p>Ok</p>',
    });
    await move({ day_number: 1 });
    const onDay = async (day: number) =>
      (await call('GET', `packageDayMove?package_id=${pkg.id}&day_number=${day}`)).json<Json[]>();
    expect((await onDay(2)).map((m) => m.move_name)).toEqual(['Barbell Bench Press']);
    expect((await onDay(1)).map((m) => m.move_name)).toEqual(['Şınav']);

    const bad = await move({ day_number: 2, move_name: 'Not a move', number_sets: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      move_name: 'generic.fields.invalid',
      number_sets: 'generic.fields.required',
    });
    expect((await move({ day_number: 9 })).json().fields).toEqual({ day_number: 'generic.fields.invalid' });
    expect((await move({ day_number: undefined })).json().fields).toEqual({
      day_number: 'generic.fields.required',
    });
    expect((await call('GET', `packageDayMove?package_id=${pkg.id}&day_number=9`)).statusCode).toBe(404);

    const id = created.json<Json>().id;
    const edited = await call('PUT', `packageDayMove/${id}`, {
      number_sets: '4',
      weight: '40 kg',
      package_id: pkg.id,
      day_number: 1,
    });
    expect(edited.json()).toMatchObject({ number_sets: '4', weight: '40 kg', day_number: 2 });
    expect((await call('GET', `packageDayMove/${id}`)).json()).toMatchObject({ id, weight: '40 kg' });

    // Deleting day 1 takes its moves along; day 2's stay.
    expect((await call('DELETE', `packageDay/${day1.id}`)).statusCode).toBe(204);
    const left = await t()
      .app.db.selectFrom('package_day_moves')
      .select('day_number')
      .where('package_id', '=', Number(pkg.id))
      .execute();
    expect(left).toEqual([{ day_number: 2 }]);
    // The day is gone, so is its list.
    expect((await call('GET', `packageDayMove?package_id=${pkg.id}&day_number=1`)).statusCode).toBe(404);
    expect((await call('DELETE', `packageDayMove/${id}`)).statusCode).toBe(204);
    expect(await onDay(2)).toEqual([]);
  });

  it('refuses callers without the permission', async () => {
    const pkg = await newPackage();
    const searcher = await staffToken(['COURSE_PACKAGE_SEARCH']);
    expect((await call('GET', 'coursePackages', undefined, searcher.token)).statusCode).toBe(200);
    expect((await call('GET', `packageDay?package_id=${pkg.id}`, undefined, searcher.token)).statusCode).toBe(
      200,
    );
    expect(
      (await call('POST', 'coursePackages', sampleBody('coursePackages'), searcher.token)).statusCode,
    ).toBe(403);
    expect((await call('GET', `coursePackages/${pkg.id}`, undefined, searcher.token)).statusCode).toBe(403);
    expect((await call('POST', 'packageDay', { package_id: pkg.id }, searcher.token)).statusCode).toBe(403);
    const nobody = await staffToken([]);
    expect((await call('GET', 'packageDayMove', undefined, nobody.token)).statusCode).toBe(403);
    expect((await call('GET', 'coursePackages', undefined, nobody.token)).statusCode).toBe(403);
  });
});
