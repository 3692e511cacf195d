// Membership freezes: `_freeze {from, to}` pauses a member's package on those days (both included) and moves its
// end by as many — across month ends and Feb 29 — and lists the freeze on the package; overlapping freezes are a
// 409 and more than FREEZE_MAX_DAYS in all a 400 on `to`, translated; `_unfreeze` ends a freeze today and moves
// the end back by the unused days; a check-in inside a freeze is refused, and allowed again once it is ended; the
// members reach rule covers both operations.
import { lookup } from '../../../../i18n';
import type { MemberPackageRecord } from '../../../../src/shared/schemas/memberPackages';
import type { CheckinRecord } from '../../../../src/shared/schemas/checkins';
import { createStaff, sessionToken } from '../../helpers/fixtures';
import { sampleBody } from '../../helpers/samples';
import { describeEachDatabase } from '../../helpers/testApp';
import { businessDay } from '../../../../src/shared/businessDay';

type Method = 'GET' | 'POST' | 'PUT';
const day = (offset: number) => businessDay(offset);

describeEachDatabase('package freezes', (t) => {
  let token = '';
  const call = (method: Method, url: string, payload?: object, as = token) =>
    t().request({ method, url: `/api/v1/${url}`, token: as, ...(payload ? { payload } : {}) });
  const member = async (extra: object = {}) =>
    (await call('POST', 'members', { ...sampleBody('members'), ...extra })).json<{ id: number }>().id;
  /** A package of a new member (running from 5 days ago for 30 days unless told). */
  const pkg = async (extra: object = {}, memberId?: number) => {
    const m = memberId ?? (await member());
    const created = await call('POST', `members/${m}/packages`, {
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
  const freeze = (p: MemberPackageRecord, from: string, to: string) =>
    call('POST', `members/${p.member_id}/packages/${p.id}/_freeze`, { from, to });
  const unfreeze = (p: MemberPackageRecord, body: object = {}) =>
    call('POST', `members/${p.member_id}/packages/${p.id}/_unfreeze`, body);
  const read = async (p: MemberPackageRecord) =>
    (await call('GET', `members/${p.member_id}/packages/${p.id}`)).json<MemberPackageRecord>();

  beforeAll(async () => {
    token = (await t().login()).access_token;
  });

  it('a freeze from the 1st to the 10th moves the end by 10 days and is listed on the package', async () => {
    const p = await pkg({ starttime: '2027-03-01', endtime: '2027-03-31' });
    const res = await freeze(p, '2027-03-01', '2027-03-10');
    expect(res.statusCode).toBe(200);
    const answered = res.json<MemberPackageRecord>();
    expect(answered).toMatchObject({ id: p.id, starttime: '2027-03-01', endtime: '2027-04-10' });
    expect(answered.freezes).toEqual([
      expect.objectContaining({ from: '2027-03-01', to: '2027-03-10', ended_early_on: null }),
    ]);
    expect(answered.freezes![0]!.user_name).toMatch(/\S/);
    expect(await read(p)).toMatchObject({ endtime: '2027-04-10', freezes: [{ from: '2027-03-01' }] });
    const list = await call('GET', `members/${p.member_id}/packages`);
    expect(list.json<MemberPackageRecord[]>()[0]).toMatchObject({
      endtime: '2027-04-10',
      freezes: [{ to: '2027-03-10' }],
    });
  });

  it.each([
    ['across a month end', '2027-01-01', '2027-01-31', '2027-01-25', '2027-02-05', '2027-02-12'],
    ['over Feb 29 of 2028', '2028-02-01', '2028-02-20', '2028-02-15', '2028-02-24', '2028-03-01'],
    ['over Feb 28 of 2027', '2027-02-01', '2027-02-20', '2027-02-15', '2027-02-24', '2027-03-02'],
    ['onto Feb 29 of 2028', '2028-01-10', '2028-02-25', '2028-02-22', '2028-02-25', '2028-02-29'],
  ])('moves the end %s', async (_name, start, end, from, to, moved) => {
    const p = await pkg({ starttime: start, endtime: end });
    const res = await freeze(p, from, to);
    expect(res.statusCode).toBe(200);
    expect(res.json<MemberPackageRecord>().endtime).toBe(moved);
  });

  it('refuses a freeze sharing a day with another: 409, translated, nothing changed', async () => {
    const p = await pkg({ starttime: '2027-05-01', endtime: '2027-05-31' });
    expect((await freeze(p, '2027-05-10', '2027-05-14')).statusCode).toBe(200);
    const res = await freeze(p, '2027-05-14', '2027-05-16');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'refused',
      translated_message: 'Bu tarihler paketin başka bir dondurmasıyla çakışıyor.',
    });
    expect((await freeze(p, '2027-05-15', '2027-05-16')).statusCode).toBe(200);
    const now = await read(p);
    expect(now.endtime).toBe('2027-06-07');
    expect(now.freezes!.map((f) => f.from)).toEqual(['2027-05-10', '2027-05-15']);
  });

  it('refuses more than FREEZE_MAX_DAYS (30) in all: 400 on `to`, the limit in the translated message', async () => {
    const p = await pkg({ starttime: '2027-06-01', endtime: '2027-08-31' });
    const long = await freeze(p, '2027-06-01', '2027-07-01');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      fields: { to: 'memberPackages.freeze.errors.too_long' },
      translated_message: 'Bir paket toplamda en fazla 30 gün dondurulabilir.',
    });
    expect((await freeze(p, '2027-06-01', '2027-06-20')).statusCode).toBe(200);
    // 20 days used: 11 more is one too many, 10 fit.
    expect((await freeze(p, '2027-07-01', '2027-07-11')).statusCode).toBe(400);
    expect((await freeze(p, '2027-07-01', '2027-07-10')).statusCode).toBe(200);
    expect((await read(p)).endtime).toBe('2027-09-30');
    const ar = await t().request({
      method: 'POST',
      url: `/api/v1/members/${p.member_id}/packages/${p.id}/_freeze`,
      token,
      payload: { from: '2027-08-01', to: '2027-08-01' },
      headers: { 'accept-language': 'en' },
    });
    expect(ar.json()).toMatchObject({
      translated_message: 'A package can be frozen for at most 30 days in all.',
    });
  });

  it.each([
    [
      'starting before today',
      { from: day(-1), to: day(3) },
      { from: 'memberPackages.freeze.errors.in_past' },
    ],
    [
      'starting before the package',
      { from: '2027-09-30', to: '2027-10-03' },
      { from: 'memberPackages.freeze.errors.before_start' },
    ],
    [
      'starting after the package ends',
      { from: '2027-11-01', to: '2027-11-03' },
      { from: 'memberPackages.freeze.errors.after_end' },
    ],
    [
      'ending before it starts',
      { from: '2027-10-05', to: '2027-10-04' },
      { to: 'memberPackages.freeze.errors.to_before_from' },
    ],
    ['without dates', {}, { from: 'generic.fields.required', to: 'generic.fields.required' }],
  ])('refuses a freeze %s: 400 on the field', async (_name, body, fields) => {
    const p = await pkg({ starttime: '2027-10-01', endtime: '2027-10-31' });
    const res = await call('POST', `members/${p.member_id}/packages/${p.id}/_freeze`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields });
    expect(await read(p)).toMatchObject({ endtime: '2027-10-31', freezes: [] });
  });

  it('keeps its freezes inside the package on an edit: an end before a freeze ends or a start after one begins is a 400', async () => {
    const p = await pkg({ starttime: '2027-11-01', endtime: '2027-11-30' });
    expect((await freeze(p, '2027-11-20', '2027-11-29')).json<MemberPackageRecord>().endtime).toBe(
      '2027-12-10',
    );
    const edit = (dates: object) =>
      call('PUT', `members/${p.member_id}/packages/${p.id}`, {
        ...sampleBody('member_packages'),
        product_type: '',
        product_id: null,
        lesson_count: 10,
        used_lessons: 0,
        starttime: '2027-11-01',
        endtime: '2027-12-10',
        ...dates,
      });
    const early = await edit({ endtime: '2027-11-28' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      fields: { endtime: 'memberPackages.freeze.errors.end_inside_freeze' },
      translated_message: 'Paket, dondurmalarından birinin bitişinden önce bitemez.',
    });
    const langs = ['tr', 'en', 'ar'] as const;
    expect(langs.map((lang) => lookup(lang, 'memberPackages.freeze.errors.end_inside_freeze'))).toEqual([
      'Paket, dondurmalarından birinin bitişinden önce bitemez.',
      'The package cannot end before one of its freezes ends.',
      'لا يمكن أن تنتهي الباقة قبل نهاية أحد تجميداتها.',
    ]);
    const late = await edit({ starttime: '2027-11-21' });
    expect(late.json()).toMatchObject({
      fields: { starttime: 'memberPackages.freeze.errors.start_after_freeze' },
    });
    expect(await read(p)).toMatchObject({ starttime: '2027-11-01', endtime: '2027-12-10' });
    // The freeze's own days may bound the package.
    expect((await edit({ starttime: '2027-11-20', endtime: '2027-11-29' })).statusCode).toBe(200);
  });

  it('ends a running freeze early: it ends yesterday and the end moves back by the unused days', async () => {
    const p = await pkg();
    expect((await freeze(p, day(0), day(9))).json<MemberPackageRecord>().endtime).toBe(day(35));
    // The freeze began three days ago (written so: a new freeze may not start in the past).
    await t()
      .app.db.updateTable('package_freezes')
      .set({ start_day: day(-3) })
      .where('member_package_id', '=', p.id)
      .execute();
    const res = await unfreeze(p);
    expect(res.statusCode).toBe(200);
    const after = res.json<MemberPackageRecord>();
    // Today to day 9 were not used: 10 days back.
    expect(after.endtime).toBe(day(25));
    expect(after.freezes).toEqual([
      expect.objectContaining({ from: day(-3), to: day(-1), ended_early_on: day(0) }),
    ]);
    const none = await unfreeze(p);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ translated_message: 'Paketin bitirilecek bir dondurması yok.' });
  });

  it('ends a freeze that has not begun by removing it; a named one among several', async () => {
    const p = await pkg();
    await freeze(p, day(3), day(5));
    await freeze(p, day(10), day(11));
    expect((await read(p)).endtime).toBe(day(30));
    const second = (await read(p)).freezes![1]!;
    const res = await unfreeze(p, { freeze_id: second.id });
    expect(res.json<MemberPackageRecord>()).toMatchObject({
      endtime: day(28),
      freezes: [{ from: day(3), to: day(5) }],
    });
    // Without a name: the next one.
    expect((await unfreeze(p)).json<MemberPackageRecord>()).toMatchObject({ endtime: day(25), freezes: [] });
  });

  it('refuses a check-in inside a freeze (translated) and allows it once the freeze is ended', async () => {
    const p = await pkg();
    await freeze(p, day(0), day(2));
    const refused = await call('POST', `members/${p.member_id}/checkins`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'refused',
      translated_message: 'Paket bugün dondurulmuş.',
    });
    const named = await call('POST', `members/${p.member_id}/checkins`, { member_package_id: p.id });
    expect(named.statusCode).toBe(409);
    expect(named.json()).toMatchObject({ translated_message: 'Paket bugün dondurulmuş.' });
    expect((await read(p)).used_lessons).toBe(0);

    expect((await unfreeze(p)).statusCode).toBe(200);
    const allowed = await call('POST', `members/${p.member_id}/checkins`, {});
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json<CheckinRecord>().member_package_id).toBe(p.id);
    expect((await read(p)).used_lessons).toBe(1);
  });

  it('a check-in spends the member’s package that is not frozen today; a freeze from tomorrow changes nothing', async () => {
    const m = await member();
    const frozen = await pkg({ endtime: day(10) }, m);
    const other = await pkg({ endtime: day(40) }, m);
    await freeze(frozen, day(0), day(1));
    const res = await call('POST', `members/${m}/checkins`, {});
    expect(res.json<CheckinRecord>().member_package_id).toBe(other.id);

    const later = await pkg();
    await freeze(later, day(1), day(2));
    const today = await call('POST', `members/${later.member_id}/checkins`, {});
    expect(today.json<CheckinRecord>().member_package_id).toBe(later.id);
  });

  it('follows the members reach rule (404) and needs MEMBER_PACKAGE_UPDATE (403)', async () => {
    const perms = ['MEMBERS_SEARCH', 'MEMBERS_READ', 'MEMBER_PACKAGE_SEARCH', 'MEMBER_PACKAGE_UPDATE'];
    const coach = await createStaff(t().app.db, { permissions: perms });
    const as = await sessionToken(t().app.db, t().config.jwtSecret, coach.id);
    const own = await pkg({}, await member({ coach_id: coach.id }));
    const foreign = await pkg();
    const url = (p: MemberPackageRecord, op: string) => `members/${p.member_id}/packages/${p.id}/${op}`;
    const body = { from: day(1), to: day(2) };
    expect((await call('POST', url(foreign, '_freeze'), body, as)).statusCode).toBe(404);
    expect((await call('POST', url(foreign, '_unfreeze'), {}, as)).statusCode).toBe(404);
    expect((await read(foreign)).freezes).toEqual([]);
    expect((await call('POST', url(own, '_freeze'), body, as)).statusCode).toBe(200);
    expect((await call('POST', url(own, '_unfreeze'), {}, as)).statusCode).toBe(200);

    const reader = await createStaff(t().app.db, {
      permissions: ['MEMBERS_REACH_ALL', 'MEMBER_PACKAGE_SEARCH', 'MEMBER_PACKAGE_READ'],
    });
    const readerToken = await sessionToken(t().app.db, t().config.jwtSecret, reader.id);
    expect((await call('POST', url(own, '_freeze'), body, readerToken)).statusCode).toBe(403);
  });
});
