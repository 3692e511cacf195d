// GET dashboard: the figures on known rows for an admin (everything) and for a coach without
// MEMBERS_REACH_ALL (only the members assigned to them), and a card left out without its permission.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/db/schema';
import { addDays, lastMonths, mondayOf, type DashboardAnswer } from '../../../../src/shared/dashboard';
import { createBranch, createStaff, sessionToken } from '../../helpers/fixtures';
import { sampleBody } from '../../helpers/samples';
import { describeEachDatabase } from '../../helpers/testApp';
import { businessDay } from '../../../../src/shared/businessDay';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Kysely<Database>) => db as unknown as Kysely<any>;
const today = businessDay();
const [lastMonth, thisMonth] = lastMonths(today, 2) as [string, string];
const stamp = (date: string) => `${date}T10:00:00.000Z`;

describeEachDatabase('dashboard', (t) => {
  let admin = '';
  let coachToken = '';
  beforeAll(async () => {
    admin = (await t().login()).access_token;
    const db = loose(t().app.db);
    const coach = await createStaff(t().app.db, {
      permissions: [
        'USERS_SEARCH',
        'MEMBERS_SEARCH',
        'MEMBER_PACKAGE_SEARCH',
        'REPORTS_SEARCH',
        'PERSONAL_TRAININGS_SEARCH',
        'MEASUREMENTS_SEARCH',
      ],
    });
    coachToken = await sessionToken(t().app.db, t().config.jwtSecret, coach.id);
    const branchId = await createBranch(db, 'Moda', stamp(today));
    let n = 0;
    const member = async (joined: string, extra: object) => {
      n += 1;
      const row = await db
        .insertInto('members')
        .values({
          name: `Üye ${n}`,
          email: `m${n}@example.com`,
          status: 'active',
          customer_type: 1,
          reference: 0,
          height: 0,
          target_daily_calorie: 0,
          use_device_health: 0,
          created_at: stamp(joined),
          updated_at: stamp(joined),
          ...extra,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    };
    // The coach's members: one joined this month, one last month (passive); the others belong to nobody.
    const mine = await member(today, { coach_id: coach.id, branches_id: branchId });
    const mineToo = await member(`${lastMonth}-15`, { nutritionist_id: coach.id, status: 'passive' });
    const other = await member(today, { branches_id: branchId });
    await member(`${lastMonth}-02`, {});
    await member('2020-01-01', {});

    const pkg = (
      member_id: number,
      payment_type: string,
      starttime: string,
      endtime: string,
      price: number,
    ) =>
      db
        .insertInto('member_packages')
        .values({
          member_id,
          payment_type,
          invoice_number: '',
          lesson_count: 10,
          used_lessons: 0,
          starttime,
          endtime,
          // Stored in whole kuruş; the figures answer lira.
          price: price * 100,
          product_type: 'personal_training',
          product_id: 1,
          created_at: stamp(today),
          updated_at: stamp(today),
        })
        .execute();
    await pkg(mine, 'unpaid', `${thisMonth}-01`, addDays(today, 3), 1000);
    await pkg(mine, 'cash', `${thisMonth}-01`, addDays(today, 14), 500);
    await pkg(other, 'cash', `${thisMonth}-01`, addDays(today, 15), 700);
    await pkg(other, 'unpaid', `${lastMonth}-01`, addDays(today, -1), 900);
    await pkg(other, 'credit_card_single', `${lastMonth}-10`, addDays(today, 10), 300);

    const report = (member_id: number, status: string) =>
      db
        .insertInto('reports')
        .values({
          member_id,
          type: 'progress',
          title: 'R',
          period_start: today,
          period_end: today,
          content: '',
          status,
          author_id: 1,
          approved_by: null,
          approved_at: null,
          created_at: stamp(today),
          updated_at: stamp(today),
        })
        .execute();
    await report(mine, 'pending');
    await report(other, 'pending');
    await report(other, 'approved');

    const training = (member_id: number, coach_id: number, sports: number, diet: number) =>
      db
        .insertInto('personal_trainings')
        .values({
          member_id,
          pt_type_id: 1,
          coach_id,
          description: '',
          start_date: null,
          end_date: null,
          diet_description: '',
          diet_status: diet,
          sports_program_status: sports,
          created_at: stamp(today),
          updated_at: stamp(today),
        })
        .execute();
    await training(mine, 1, 0, 1);
    // Coached by the coach but of a member out of reach: a training follows its member, so it is not counted.
    await training(other, coach.id, 0, 0);
    await training(other, 1, 1, 0);

    const measure = (member_id: number, date: string) =>
      db
        .insertInto('measurements')
        .values({
          member_id,
          date,
          weight: 70,
          notes: '',
          created_at: stamp(date),
          updated_at: stamp(date),
        })
        .execute();
    await measure(mine, today);
    await measure(mineToo, addDays(today, -7));
    await measure(other, today);
    await measure(other, addDays(today, -200));
  });

  const get = async (token: string) => {
    const res = await t().request({ method: 'GET', url: '/api/v1/dashboard', token });
    expect(res.statusCode).toBe(200);
    return res.json<DashboardAnswer>();
  };

  it('counts every member, package, report, training and measurement for an admin', async () => {
    const answer = await get(admin);
    expect(answer.today).toBe(today);
    expect(answer.cards).toEqual({
      activeMembers: 4,
      newMembers: { thisMonth: 2, lastMonth: 2, since: `${thisMonth}-01` },
      packagesEnding: { count: 3, from: today, until: addDays(today, 14) },
      unpaidPackages: 2,
      pendingReports: 2,
      trainingsAwaiting: { sports: 2, diet: 2 },
      // Nothing paid: each package's price was due at its start — last month's two, this month's from the 1st.
      collected_this_month: 0,
      overdue: today > `${thisMonth}-01` ? { count: 5, amount: 3400 } : { count: 2, amount: 1200 },
    });
    expect(answer.charts.membersJoined).toHaveLength(12);
    expect(answer.charts.membersJoined!.slice(-2)).toEqual([
      { month: lastMonth, count: 2 },
      { month: thisMonth, count: 2 },
    ]);
    expect(answer.charts.revenue).toEqual([
      { month: lastMonth, payment_type: 'credit_card_single', total: 300 },
      { month: thisMonth, payment_type: 'cash', total: 1200 },
    ]);
    expect(answer.charts.membersPerBranch).toEqual([
      { branches_id: null, name: '', count: 3 },
      { branches_id: expect.any(Number), name: 'Moda', count: 2 },
    ]);
    const weeks = answer.charts.measurementsPerWeek!;
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week: mondayOf(today), count: 2 });
    expect(weeks.at(-2)).toEqual({ week: addDays(mondayOf(today), -7), count: 1 });
    expect(weeks.reduce((sum, w) => sum + w.count, 0)).toBe(3);
  });

  it("counts only a coach's own members (coach or nutritionist) without MEMBERS_REACH_ALL", async () => {
    const answer = await get(coachToken);
    expect(answer.cards).toEqual({
      activeMembers: 1,
      newMembers: { thisMonth: 1, lastMonth: 1, since: `${thisMonth}-01` },
      packagesEnding: { count: 2, from: today, until: addDays(today, 14) },
      unpaidPackages: 1,
      pendingReports: 1,
      trainingsAwaiting: { sports: 1, diet: 0 },
    });
    expect(answer.charts.revenue).toEqual([{ month: thisMonth, payment_type: 'cash', total: 500 }]);
    expect(answer.charts.membersPerBranch).toEqual([
      { branches_id: expect.any(Number), name: 'Moda', count: 1 },
      { branches_id: null, name: '', count: 1 },
    ]);
    expect(answer.charts.measurementsPerWeek!.reduce((sum, w) => sum + w.count, 0)).toBe(2);
  });

  it('leaves out the cards and charts whose permission the caller lacks', async () => {
    const user = await createStaff(t().app.db, { permissions: ['USERS_SEARCH', 'REPORTS_SEARCH'] });
    const answer = await get(await sessionToken(t().app.db, t().config.jwtSecret, user.id));
    expect(answer.cards).toEqual({ pendingReports: 0 });
    expect(answer.charts).toEqual({});
  });

  it('follows a write at once (the cached answer is dropped when a table it reads changes)', async () => {
    const before = (await get(admin)).cards.pendingReports!;
    const member = await t().request({
      method: 'POST',
      url: '/api/v1/members',
      token: admin,
      payload: { ...sampleBody('members') },
    });
    const res = await t().request({
      method: 'POST',
      url: '/api/v1/reports',
      token: admin,
      payload: { ...sampleBody('reports'), member_id: member.json<{ id: number }>().id },
    });
    expect(res.statusCode).toBe(201);
    const after = await get(admin);
    expect(after.cards.pendingReports).toBe(before + 1);
    expect(after.cards.newMembers!.thisMonth).toBe(3);
    // Put back as it was for the other tests.
    await t().request({
      method: 'DELETE',
      url: `/api/v1/reports/${res.json<{ id: number }>().id}`,
      token: admin,
    });
    await t().request({
      method: 'DELETE',
      url: `/api/v1/members/${member.json<{ id: number }>().id}`,
      token: admin,
    });
  });

  it('needs USERS_SEARCH', async () => {
    const user = await createStaff(t().app.db, { permissions: ['MEMBERS_SEARCH'] });
    const token = await sessionToken(t().app.db, t().config.jwtSecret, user.id);
    const res = await t().request({ method: 'GET', url: '/api/v1/dashboard', token });
    expect(res.statusCode).toBe(403);
  });

  it('the packages list opens filtered as the cards link it', async () => {
    const until = addDays(today, 14);
    const ending = await t().request({
      method: 'GET',
      url: `/api/v1/packages?ends_from=${today}&ends_until=${until}`,
      token: coachToken,
    });
    expect(ending.statusCode).toBe(200);
    expect(ending.headers['x-total-count']).toBe('2');
    expect(ending.json<{ member_name: string }[]>().map((p) => p.member_name)).toEqual(['Üye 1', 'Üye 1']);
    const unpaid = await t().request({
      method: 'GET',
      url: '/api/v1/packages?payment_type=unpaid',
      token: admin,
    });
    expect(unpaid.headers['x-total-count']).toBe('2');
    const joined = await t().request({
      method: 'GET',
      url: `/api/v1/members?joined_from=${thisMonth}-01`,
      token: admin,
    });
    expect(joined.headers['x-total-count']).toBe('2');
  });
  // Last: it adds members and packages the figures above do not count.
  it('adds up this month’s payments less voids and the overdue parts, within the caller’s reach', async () => {
    const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
      t().request({ method, url: `/api/v1/${url}`, token, ...(payload ? { payload } : {}) });
    const desk = await createStaff(t().app.db, { permissions: ['USERS_SEARCH', 'PAYMENTS_SEARCH'] });
    const deskToken = await sessionToken(t().app.db, t().config.jwtSecret, desk.id);
    const before = (await get(admin)).cards;
    expect(await get(deskToken)).toMatchObject({
      cards: { collected_this_month: 0, overdue: { count: 0, amount: 0 } },
    });
    const sell = async (coach: number | null, price: number, extra: object) => {
      const m = (await call('POST', 'members', { ...sampleBody('members'), coach_id: coach })).json<{
        id: number;
      }>().id;
      const pkg = (
        await call('POST', `members/${m}/packages`, {
          ...sampleBody('member_packages'),
          product_type: '',
          product_id: null,
          price,
          ...extra,
        })
      ).json<{ id: number }>();
      const pay = (amount: number, paid_at?: string) =>
        call('POST', `members/${m}/packages/${pkg.id}/payments`, { amount, method: 'cash', paid_at });
      return { m, pkg, pay };
    };
    // The desk's member: sold five days ago for 1,000; 300 today, 200 on a day of last month, 50 voided.
    const own = await sell(desk.id, 1000, { starttime: addDays(today, -5) });
    expect((await own.pay(300)).statusCode).toBe(201);
    expect((await own.pay(200, `${lastMonth}-15`)).statusCode).toBe(201);
    const voided = (await own.pay(50)).json<{ id: number }>();
    await call('POST', `members/${own.m}/packages/${own.pkg.id}/payments/${voided.id}/_void`, {
      reason: 'Hata',
    });
    // Someone else's: a plan of two parts, the first due a month ago and 100 of it paid, the second about today.
    const other = await sell(null, 600, {
      payment_type: 'cash_installments',
      instalments: 2,
      first_due_date: addDays(today, -31),
      starttime: addDays(today, -31),
    });
    expect((await other.pay(100)).statusCode).toBe(201);
    const plan = (await call('GET', `members/${other.m}/packages/${other.pkg.id}/instalments`)).json<
      { due_date: string; amount: number; paid: number }[]
    >();
    const late = plan.filter((p) => p.due_date < today);
    const lateAmount = late.reduce((sum, p) => sum + p.amount - p.paid, 0);

    expect((await get(deskToken)).cards).toMatchObject({
      collected_this_month: 300,
      overdue: { count: 1, amount: 500 },
    });
    const after = (await get(admin)).cards;
    expect(after.collected_this_month).toBe(before.collected_this_month! + 400);
    expect(after.overdue).toEqual({
      count: before.overdue!.count + 1 + late.length,
      amount: before.overdue!.amount + 500 + lateAmount,
    });
    expect(lateAmount).toBeGreaterThanOrEqual(200);
  });
});
