// GET attention: a package ending within ENDING_SOON_DAYS (the dashboard card's window too), one with lessons almost spent, an unpaid one,
// a member with a running package and no visit for 14 days, a report waiting for the caller's approval — each
// with its member, figures and link; a coach sees only the members they reach; a kind needs its permission.
import type { AttentionAnswer, AttentionItem } from '../../../../src/shared/attention';
import type { DashboardAnswer } from '../../../../src/shared/dashboard';
import { ENDING_SOON_DAYS } from '../../../../src/shared/schemas/memberPackages';
import { createStaff, sessionToken } from '../../helpers/fixtures';
import { runningPackage, sampleBody } from '../../helpers/samples';
import { describeEachDatabase } from '../../helpers/testApp';
import { businessDay } from '../../../../src/shared/businessDay';

type Method = 'GET' | 'POST';
const day = (offset: number) => businessDay(offset);

describeEachDatabase('attention', (t) => {
  let token = '';
  const call = (method: Method, url: string, payload?: object, as = token) =>
    t().request({ method, url: `/api/v1/${url}`, token: as, ...(payload ? { payload } : {}) });
  const member = async (extra: object = {}) =>
    (await call('POST', 'members', { ...sampleBody('members'), ...extra })).json<{ id: number }>().id;
  const attention = async (as = token) => {
    const res = await call('GET', 'attention', undefined, as);
    expect(res.statusCode).toBe(200);
    return res.json<AttentionAnswer>();
  };
  const of = (answer: AttentionAnswer, memberId: number) =>
    answer.items
      .filter((i: AttentionItem) => i.member?.id === memberId)
      .map((i) => i.kind)
      .sort();

  beforeAll(async () => {
    token = (await t().login()).access_token;
  });

  /** A running package sold to `memberId` and paid in full (a sale records no payment by itself). */
  const sellPaid = async (memberId: number, extra: object) => {
    const sold = await call('POST', `members/${memberId}/packages`, runningPackage(extra));
    const pkg = sold.json<{ id: number; price: number }>();
    const paid = await call('POST', `members/${memberId}/packages/${pkg.id}/payments`, {
      amount: pkg.price,
      method: 'cash',
    });
    expect(paid.statusCode).toBe(201);
  };

  it('names what needs attention, with figures and the screen that resolves it', async () => {
    const ending = await member({ name: 'Biten Paket' });
    await sellPaid(ending, { payment_type: 'cash', endtime: day(3) });
    await call('POST', `members/${ending}/checkins`, {});
    const low = await member({ name: 'Az Ders' });
    await sellPaid(low, { payment_type: 'cash', lesson_count: 10, used_lessons: 8 });
    await call('POST', `members/${low}/checkins`, {});
    // Sold yesterday, nothing paid: its whole price was due at its start.
    const unpaid = await member({ name: 'Ödemedi' });
    await call('POST', `members/${unpaid}/packages`, runningPackage({ payment_type: 'unpaid', price: 4500 }));
    await call('POST', `members/${unpaid}/checkins`, {});
    const away = await member({ name: 'Gelmeyen' });
    await sellPaid(away, { payment_type: 'cash' });

    const answer = await attention();
    expect(of(answer, ending)).toEqual(['package_ending']);
    expect(of(answer, low)).toEqual(['lessons_low']);
    expect(of(answer, unpaid)).toEqual(['unpaid']);
    expect(of(answer, away)).toEqual(['no_visit']);
    const item = answer.items.find((i) => i.member?.id === ending)!;
    expect(item).toEqual({
      kind: 'package_ending',
      member: { id: ending, name: 'Biten Paket' },
      figures: { endtime: day(3), days: 3 },
      link: `/member-edit/${ending}/package-informations`,
    });
    expect(answer.items.find((i) => i.member?.id === low)!.figures).toEqual({ left: 1, lessons: 10 });
    expect(answer.items.find((i) => i.member?.id === unpaid)!).toEqual({
      kind: 'unpaid',
      member: { id: unpaid, name: 'Ödemedi' },
      figures: { amount: 4500, due_date: day(-1), days: 1, price: 4500, endtime: day(30) },
      link: `/member-edit/${unpaid}/package-informations`,
    });
    expect(answer.items.find((i) => i.member?.id === away)!).toMatchObject({
      figures: { last_visit: null, days: null },
      link: `/member-edit/${away}/checkins`,
    });
    expect(answer.counts.package_ending).toBeGreaterThanOrEqual(1);
  });

  it('counts a package ending in 10 days in the attention tab and the dashboard card alike (one window)', async () => {
    expect(ENDING_SOON_DAYS).toBe(14);
    const figures = async () => {
      const dashboard = await call('GET', 'dashboard');
      expect(dashboard.statusCode).toBe(200);
      const answer = await attention();
      return {
        tab: answer.counts.package_ending,
        card: dashboard.json<DashboardAnswer>().cards.packagesEnding!.count,
        answer,
      };
    };
    const before = await figures();
    expect(before.tab).toBe(before.card);
    const m = await member({ name: 'On Gün' });
    await call('POST', `members/${m}/packages`, runningPackage({ payment_type: 'cash', endtime: day(10) }));
    // One beyond the window: counted by neither.
    const later = await member({ name: 'On Beş Gün' });
    await call(
      'POST',
      `members/${later}/packages`,
      runningPackage({ payment_type: 'cash', endtime: day(ENDING_SOON_DAYS + 1) }),
    );
    const after = await figures();
    expect(after.tab).toBe(before.tab! + 1);
    expect(after.card).toBe(before.card + 1);
    expect(after.answer.items.find((i) => i.member?.id === m)).toMatchObject({
      kind: 'package_ending',
      figures: { endtime: day(10), days: 10 },
    });
    expect(of(after.answer, later)).not.toContain('package_ending');
  });

  it('lists a report waiting for approval to an approver who did not write it, not to its author', async () => {
    const m = await member();
    const report = await call('POST', 'reports', { ...sampleBody('reports'), member_id: m });
    expect(report.statusCode).toBe(201);
    const id = report.json<{ id: number }>().id;
    const mine = await attention();
    expect(mine.items.some((i) => i.kind === 'report_pending' && i.link === `/report-edit/${id}`)).toBe(
      false,
    );
    const approver = await createStaff(t().app.db, { permissions: ['REPORTS_APPROVE', 'MEMBERS_REACH_ALL'] });
    const as = await sessionToken(t().app.db, t().config.jwtSecret, approver.id);
    const theirs = await attention(as);
    expect(theirs.items.find((i) => i.link === `/report-edit/${id}`)).toMatchObject({
      kind: 'report_pending',
    });
    // Only the kinds their permissions open.
    expect(Object.keys(theirs.counts)).toEqual(['report_pending']);
  });

  it('lists a package by what is overdue on its plan, the oldest unpaid part’s day; paid up, it leaves', async () => {
    const m = await member({ name: 'Taksitli' });
    const sold = await call(
      'POST',
      `members/${m}/packages`,
      runningPackage({
        payment_type: 'credit_card_installments',
        price: 900,
        starttime: day(-70),
        instalments: 3,
        first_due_date: day(-70),
      }),
    );
    expect(sold.statusCode).toBe(201);
    const pkg = sold.json<{ id: number }>();
    const plan = (await call('GET', `members/${m}/packages/${pkg.id}/instalments`)).json<
      { due_date: string }[]
    >();
    // The first part paid, 100 of the second: 200 of it and the third (if due) are overdue.
    await call('POST', `members/${m}/packages/${pkg.id}/payments`, { amount: 400, method: 'cash' });
    const overdue = plan.filter((p) => p.due_date < day(0));
    const item = () =>
      attention().then((a) => a.items.find((i) => i.member?.id === m && i.kind === 'unpaid'));
    expect((await item())!.figures).toMatchObject({
      amount: overdue.length === 3 ? 500 : 200,
      due_date: plan[1]!.due_date,
      price: 900,
    });
    await call('POST', `members/${m}/packages/${pkg.id}/payments`, { amount: 500, method: 'cash' });
    expect(await item()).toBeUndefined();
  });

  it('keeps a coach to the members they reach', async () => {
    const coach = await createStaff(t().app.db, {
      permissions: ['MEMBER_PACKAGE_SEARCH', 'CHECKINS_SEARCH'],
    });
    const as = await sessionToken(t().app.db, t().config.jwtSecret, coach.id);
    const own = await member({ coach_id: coach.id });
    const foreign = await member();
    for (const m of [own, foreign])
      await call('POST', `members/${m}/packages`, runningPackage({ payment_type: 'unpaid' }));
    const answer = await attention(as);
    expect(of(answer, own)).toEqual(['no_visit', 'unpaid']);
    expect(of(answer, foreign)).toEqual([]);
    expect(answer.items.every((i) => i.member?.id === own)).toBe(true);
  });
});
