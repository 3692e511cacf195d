// Check-ins: a visit spends one lesson of the member's running package in its own transaction; a
// package that cannot be spent answers 409 with the reason in the caller's language; 20 parallel check-ins on
// a 10-lesson package spend exactly 10; only the member's latest visit of today can be undone, giving the
// lesson back; the members reach rule covers every call. One visit a day: a second answers 409
// already_checked_in naming the first one's time unless it says `repeat: true`, also when both arrive at once.
import type { MemberPackageRecord } from '../../../../src/shared/schemas/memberPackages';
import type { CheckinRecord } from '../../../../src/shared/schemas/checkins';
import { createStaff, sessionToken } from '../../helpers/fixtures';
import { sampleBody } from '../../helpers/samples';
import { describeEachDatabase } from '../../helpers/testApp';
import { businessDay, businessDayStart } from '../../../../src/shared/businessDay';

type Method = 'GET' | 'POST' | 'DELETE';
const day = (offset: number) => businessDay(offset);

describeEachDatabase('check-ins', (t) => {
  let token = '';
  const call = (method: Method, url: string, payload?: object, as = token) =>
    t().request({ method, url: `/api/v1/${url}`, token: as, ...(payload ? { payload } : {}) });
  const member = async (extra: object = {}) =>
    (await call('POST', 'members', { ...sampleBody('members'), ...extra })).json<{ id: number }>().id;
  const pkg = async (memberId: number, extra: object) => {
    const created = await call('POST', `members/${memberId}/packages`, {
      ...sampleBody('member_packages'),
      product_type: '',
      product_id: null,
      lesson_count: 10,
      used_lessons: 0,
      starttime: day(-5),
      endtime: day(25),
      ...extra,
    });
    expect(created.statusCode).toBe(201);
    return created.json<MemberPackageRecord>();
  };
  const packageOf = async (memberId: number, id: number) =>
    (await call('GET', `members/${memberId}/packages/${id}`)).json<MemberPackageRecord>();

  beforeAll(async () => {
    token = (await t().login()).access_token;
  });

  it('spends one lesson of the running package, the one ending first, and lists the visit', async () => {
    const m = await member();
    await pkg(m, { endtime: day(40) });
    const first = await pkg(m, { endtime: day(10), lesson_count: 3 });
    const res = await call('POST', `members/${m}/checkins`, {});
    expect(res.statusCode).toBe(201);
    const visit = res.json<CheckinRecord>();
    expect(visit).toMatchObject({ member_id: m, member_package_id: first.id, day: day(0) });
    expect(visit.user_name).toMatch(/\S/);
    expect((await packageOf(m, first.id)).used_lessons).toBe(1);
    const list = await call('GET', `members/${m}/checkins`);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json<CheckinRecord[]>().map((c) => c.id)).toEqual([visit.id]);
  });

  it.each([
    ['no package at all', [], 'Üyenin bugün geçerli bir paketi yok.'],
    ['a used-up package', [{ used_lessons: 10 }], 'Paketin bütün dersleri kullanılmış.'],
    ['an expired package', [{ starttime: day(-60), endtime: day(-1) }], 'Paketin süresi dolmuş.'],
    ['a package starting tomorrow', [{ starttime: day(1), endtime: day(30) }], 'Paket henüz başlamadı.'],
  ])('refuses a check-in with %s: 409 with the reason, nothing written', async (_name, packages, message) => {
    const m = await member();
    for (const p of packages) await pkg(m, p);
    const res = await call('POST', `members/${m}/checkins`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'refused', translated_message: message });
    expect((await call('GET', `members/${m}/checkins`)).headers['x-total-count']).toBe('0');
  });

  it('answers the reason in the caller language', async () => {
    const m = await member();
    const res = await t().request({
      method: 'POST',
      url: `/api/v1/members/${m}/checkins`,
      token,
      payload: {},
      headers: { 'accept-language': 'ar' },
    });
    expect(res.json()).toMatchObject({ translated_message: 'ليس لدى العضو باقة صالحة اليوم.' });
  });

  it('spends a named package only if it is the member’s (400 otherwise)', async () => {
    const m = await member();
    const other = await pkg(await member(), {});
    const own = await pkg(m, { endtime: day(50) });
    expect((await call('POST', `members/${m}/checkins`, { member_package_id: other.id })).statusCode).toBe(
      400,
    );
    const res = await call('POST', `members/${m}/checkins`, { member_package_id: own.id });
    expect(res.json<CheckinRecord>().member_package_id).toBe(own.id);
  });

  it('20 parallel check-ins on a 10-lesson package: exactly 10 succeed and 10 lessons are used', async () => {
    const m = await member();
    const p = await pkg(m, { lesson_count: 10 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `members/${m}/checkins`, { repeat: true })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    expect((await packageOf(m, p.id)).used_lessons).toBe(10);
    expect((await call('GET', `members/${m}/checkins`)).headers['x-total-count']).toBe('10');
  });

  it('refuses a second visit on the same day (409, naming the first one’s time); repeat: true spends another lesson', async () => {
    const m = await member();
    const p = await pkg(m, {});
    const first = await call('POST', `members/${m}/checkins`, {});
    expect(first.statusCode).toBe(201);
    // The first visit made at 09:21 on the gym's clock (06:21 UTC): the stamp is typed read-only, hence the cast.
    const at = new Date(Date.parse(businessDayStart(day(0))) + (9 * 60 + 21) * 60_000).toISOString();
    await t()
      .app.db.updateTable('checkins')
      .set({ created_at: at } as never)
      .where('id', '=', first.json<CheckinRecord>().id)
      .execute();

    const again = await call('POST', `members/${m}/checkins`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'already_checked_in',
      translated_message: "Üye bugün 09:21'de giriş yaptı.",
      translations: {
        en: 'The member already checked in today at 09:21.',
        ar: 'سجّل العضو حضوره اليوم في الساعة 09:21.',
      },
    });
    // Also when the package is named, and with repeat: false.
    for (const body of [{ member_package_id: p.id }, { repeat: false }])
      expect((await call('POST', `members/${m}/checkins`, body)).json()).toMatchObject({
        error: 'already_checked_in',
      });
    expect((await packageOf(m, p.id)).used_lessons).toBe(1);

    const second = await call('POST', `members/${m}/checkins`, { repeat: true });
    expect(second.statusCode).toBe(201);
    expect(second.json()).not.toHaveProperty('repeat');
    expect((await packageOf(m, p.id)).used_lessons).toBe(2);
    expect((await call('GET', `members/${m}/checkins`)).headers['x-total-count']).toBe('2');
  });

  it('a visit of yesterday does not count: today’s first check-in is accepted', async () => {
    const m = await member();
    await pkg(m, {});
    const old = (await call('POST', `members/${m}/checkins`, {})).json<CheckinRecord>();
    await t()
      .app.db.updateTable('checkins')
      .set({ day: day(-1) })
      .where('id', '=', old.id)
      .execute();
    expect((await call('POST', `members/${m}/checkins`, {})).statusCode).toBe(201);
  });

  it('two parallel check-ins of one member (a double click): one 201, one 409, one lesson spent', async () => {
    // Several members at once, so that without the member's lock the two would meet between read and write.
    const members = await Promise.all(Array.from({ length: 4 }, () => member()));
    const packages = await Promise.all(members.map((m) => pkg(m, {})));
    const answers = await Promise.all(
      members.map((m) =>
        Promise.all([call('POST', `members/${m}/checkins`, {}), call('POST', `members/${m}/checkins`, {})]),
      ),
    );
    for (const [i, pair] of answers.entries()) {
      expect(pair.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(pair.find((a) => a.statusCode === 409)!.json()).toMatchObject({ error: 'already_checked_in' });
      expect((await packageOf(members[i]!, packages[i]!.id)).used_lessons).toBe(1);
      expect((await call('GET', `members/${members[i]}/checkins`)).headers['x-total-count']).toBe('1');
    }
  });

  it('answers the member’s name with each visit', async () => {
    const m = await member({ name: 'Ziyaretçi Adı' });
    await pkg(m, {});
    const res = await call('POST', `members/${m}/checkins`, {});
    expect(res.json<CheckinRecord>().member_name).toBe('Ziyaretçi Adı');
    const list = await call('GET', `members/${m}/checkins`);
    expect(list.json<CheckinRecord[]>()[0]!.member_name).toBe('Ziyaretçi Adı');
  });

  it('refuses a repeat that is not a boolean', async () => {
    const m = await member();
    await pkg(m, {});
    const res = await call('POST', `members/${m}/checkins`, { repeat: 'often' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { repeat: expect.any(String) } });
  });

  it('undoes only the latest visit of today, giving its lesson back', async () => {
    const m = await member();
    const p = await pkg(m, {});
    const first = (await call('POST', `members/${m}/checkins`, {})).json<CheckinRecord>();
    const second = (await call('POST', `members/${m}/checkins`, { repeat: true })).json<CheckinRecord>();
    const notLast = await call('DELETE', `members/${m}/checkins/${first.id}`);
    expect(notLast.statusCode).toBe(409);
    expect(notLast.json()).toMatchObject({
      translated_message: 'Yalnızca üyenin son girişi geri alınabilir.',
    });
    expect((await call('DELETE', `members/${m}/checkins/${second.id}`)).statusCode).toBe(204);
    expect((await packageOf(m, p.id)).used_lessons).toBe(1);
    // A visit of an earlier day stays.
    await t()
      .app.db.updateTable('checkins')
      .set({ day: day(-1) })
      .where('id', '=', first.id)
      .execute();
    const late = await call('DELETE', `members/${m}/checkins/${first.id}`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      translated_message: 'Giriş yalnızca yapıldığı gün geri alınabilir.',
    });
    expect((await packageOf(m, p.id)).used_lessons).toBe(1);
  });

  it('follows the members reach rule and the CHECKINS permissions', async () => {
    const perms = ['MEMBERS_SEARCH', 'MEMBERS_READ', 'CHECKINS_SEARCH', 'CHECKINS_CREATE'];
    const coach = await createStaff(t().app.db, { permissions: perms });
    const as = await sessionToken(t().app.db, t().config.jwtSecret, coach.id);
    const own = await member({ coach_id: coach.id });
    const foreign = await member();
    await pkg(own, {});
    await pkg(foreign, {});
    expect((await call('POST', `members/${foreign}/checkins`, {}, as)).statusCode).toBe(404);
    expect((await call('GET', `members/${foreign}/checkins`, undefined, as)).statusCode).toBe(404);
    const mine = await call('POST', `members/${own}/checkins`, {}, as);
    expect(mine.statusCode).toBe(201);
    // Without CHECKINS_DELETE the undo is refused.
    expect(
      (await call('DELETE', `members/${own}/checkins/${mine.json<CheckinRecord>().id}`, undefined, as))
        .statusCode,
    ).toBe(403);
    const reader = await createStaff(t().app.db, { permissions: ['MEMBERS_REACH_ALL', 'CHECKINS_SEARCH'] });
    const readerToken = await sessionToken(t().app.db, t().config.jwtSecret, reader.id);
    expect((await call('POST', `members/${own}/checkins`, {}, readerToken)).statusCode).toBe(403);
    expect((await call('GET', `members/${own}/checkins`, undefined, readerToken)).statusCode).toBe(200);
  });
});
