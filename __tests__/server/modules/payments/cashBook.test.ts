// The cash book on each database: GET payments newest first with x-total-count, filtered by business
// days, method, who took them, branch and member, each row naming its member, package, receipt and taker; its
// _summary adds up exactly the rows the same filters list (voided ones apart); a coach without MEMBERS_REACH_ALL
// sees only the payments of members assigned to them.
import { businessDay, businessDayStart } from '../../../../src/shared/businessDay';
import type { PaymentSummary } from '../../../../src/shared/schemas/payments';
import { createBranch } from '../../helpers/fixtures';
import { describeEachDatabase } from '../../helpers/testApp';
import { world, type PaymentRecord, type World } from './world';

const kurus = (lira: number) => Math.round(lira * 100);

describeEachDatabase('the cash book', (t) => {
  let w: World;
  let desk: { id: number; token: string };
  let coach: { id: number; token: string };
  let otherBranch = 0;
  const members: Record<string, number> = {};
  const taken: PaymentRecord[] = [];

  beforeAll(async () => {
    w = await world(t());
    otherBranch = await createBranch(t().app.db, `Karşıyaka ${Date.now()}`);
    desk = await w.staff(['PAYMENTS_SEARCH', 'PAYMENTS_READ', 'PAYMENTS_CREATE', 'MEMBERS_REACH_ALL']);
    coach = await w.staff(['PAYMENTS_SEARCH', 'PAYMENTS_READ', 'MEMBERS_SEARCH', 'MEMBERS_READ']);
    members.coached = await w.member({ coach_id: coach.id });
    members.there = await w.member({ branches_id: otherBranch });
    members.none = await w.member({ branches_id: null });
    const plan: [string, number, string, number, string | undefined][] = [
      // member, amount, method, days ago, taken by (the admin when undefined)
      ['coached', 120.5, 'cash', 0, undefined],
      ['coached', 80, 'credit_card', 1, 'desk'],
      ['there', 300, 'money_transfer', 0, 'desk'],
      ['there', 45.25, 'cash', 5, undefined],
      ['none', 99.99, 'barter', 2, 'desk'],
      ['none', 10, 'cash', 0, undefined],
    ];
    const packages = new Map<string, number>();
    for (const name of Object.keys(members))
      packages.set(name, (await w.pkg(members[name]!, 5000)).id as number);
    for (const [name, amount, method, ago, by] of plan) {
      const res = await w.pay(
        members[name]!,
        packages.get(name)!,
        { amount, method, paid_at: ago === 0 ? undefined : businessDay(-ago) },
        by === 'desk' ? desk.token : w.token,
      );
      expect(res.statusCode).toBe(201);
      taken.push(res.json<PaymentRecord>());
    }
    // One voided: listed, but not in the totals.
    const voided = taken[3]!;
    const res = await w.call(
      'POST',
      `members/${voided.member_id}/packages/${voided.member_package_id}/payments/${voided.id}/_void`,
      { reason: 'Çift giriş' },
    );
    expect(res.statusCode).toBe(200);
  });

  const book = async (query = '', token = w.token) => {
    const res = await w.call('GET', `payments?count=1000${query ? `&${query}` : ''}`, undefined, token);
    expect(res.statusCode).toBe(200);
    return { rows: res.json<PaymentRecord[]>(), total: Number(res.headers['x-total-count']) };
  };
  const summary = async (query = '', token = w.token) => {
    const res = await w.call('GET', `payments/_summary${query ? `?${query}` : ''}`, undefined, token);
    expect(res.statusCode).toBe(200);
    return res.json<PaymentSummary>();
  };
  /** What the summary must say of these cash book rows. */
  const expected = (rows: PaymentRecord[]): PaymentSummary => {
    const live = rows.filter((r) => !r.voided_at);
    const sum = (list: PaymentRecord[]) => list.reduce((s, r) => s + kurus(r.amount), 0) / 100;
    const users = [...new Set(live.map((r) => r.received_by))];
    return {
      total: sum(live),
      by_method: {
        cash: sum(live.filter((r) => r.method === 'cash')),
        credit_card: sum(live.filter((r) => r.method === 'credit_card')),
        money_transfer: sum(live.filter((r) => r.method === 'money_transfer')),
        barter: sum(live.filter((r) => r.method === 'barter')),
      },
      by_user: users
        .map((user) => {
          const own = live.filter((r) => r.received_by === user);
          return { user, name: own[0]!.received_by_name!, total: sum(own), count: own.length };
        })
        .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'tr')),
      voided: {
        count: rows.length - live.length,
        total: sum(rows.filter((r) => r.voided_at)),
      },
    };
  };

  it('lists every payment newest first, with its member, package, receipt and who took it', async () => {
    const { rows, total } = await book();
    expect(total).toBe(taken.length);
    expect(rows.map((r) => r.paid_at)).toEqual([...rows.map((r) => r.paid_at!)].sort().reverse());
    expect(rows.map((r) => r.id).sort()).toEqual(taken.map((r) => r.id).sort());
    for (const row of rows) {
      expect(row.member_name).toMatch(/^Ayşe Demir/);
      expect(typeof row.package_name).toBe('string');
      expect(row.receipt_no).toMatch(/^\d{4}-\d+-\d{6}$/);
      expect(row.received_by_name).toEqual(
        row.received_by === 1 ? 'Admin User' : expect.stringMatching(/^Staff/),
      );
    }
    // A member without a branch pays at branch code 0.
    expect(rows.filter((r) => r.member_id === members.none).map((r) => r.receipt_no.split('-')[1])).toEqual([
      '0',
      '0',
    ]);
    expect((await w.call('GET', `payments/${taken[2]!.id}`)).json()).toEqual(
      rows.find((r) => r.id === taken[2]!.id),
    );
  });

  it('filters by business days, method, who took it, branch and member', async () => {
    const today = businessDay();
    const ids = async (query: string) => (await book(query)).rows.map((r) => r.id).sort();
    const of = (pick: (p: PaymentRecord, i: number) => boolean) =>
      taken
        .filter(pick)
        .map((r) => r.id)
        .sort();
    expect(await ids(`from=${today}`)).toEqual(of((p) => p.paid_at! >= businessDayStart(today)));
    expect(await ids(`from=${businessDay(-2)}&to=${businessDay(-1)}`)).toEqual(
      of((_, i) => i === 1 || i === 4),
    );
    expect(await ids(`to=${businessDay(-3)}`)).toEqual(of((_, i) => i === 3));
    expect(await ids('method=cash')).toEqual(of((p) => p.method === 'cash'));
    expect(await ids(`received_by=${desk.id}`)).toEqual(of((p) => p.received_by === desk.id));
    expect(await ids(`branch_id=${otherBranch}`)).toEqual(of((p) => p.member_id === members.there));
    expect(await ids(`member_id=${members.coached}&method=credit_card`)).toEqual(of((_, i) => i === 1));
    expect((await book(`member_id=${members.none}`)).total).toBe(2);
    for (const bad of ['from=dün', 'to=2026-02-30', 'method=visa']) {
      const res = await w.call('GET', `payments?${bad}`);
      expect([bad, res.statusCode]).toEqual([bad, bad.startsWith('method') ? 200 : 400]);
    }
  });

  it('counts a payment at midnight in Istanbul on that day, not the day before (UTC)', async () => {
    const day = businessDay(-10);
    const member = await w.member();
    const pkg = await w.pkg(member, 100);
    const at = businessDayStart(day);
    const paid = (
      await w.pay(member, pkg.id as number, { amount: 1, method: 'cash', paid_at: at })
    ).json<PaymentRecord>();
    expect(paid.paid_at).toBe(at);
    const onDay = await book(`from=${day}&to=${day}&member_id=${member}`);
    expect(onDay.rows.map((r) => r.id)).toEqual([paid.id]);
    const before = await book(`to=${businessDay(-11)}&member_id=${member}`);
    expect(before.total).toBe(0);
  });

  it('adds up exactly the rows its filters list: totals per method and per person, voided apart', async () => {
    for (const query of [
      '',
      `from=${businessDay()}`,
      'method=cash',
      `received_by=${desk.id}`,
      `branch_id=${w.branchId}`,
      `member_id=${members.there}`,
      `member_package_id=${taken[0]!.member_package_id}`,
      `from=${businessDay(-30)}&to=${businessDay(-1)}`,
    ]) {
      const { rows } = await book(query);
      expect([query, await summary(query)]).toEqual([query, expected(rows)]);
    }
    const all = await summary();
    expect(all.voided).toEqual({ count: 1, total: 45.25 });
    expect(all.by_method.cash).toBe(120.5 + 10 + 1);
    // Nothing matches: zeros, no people.
    expect(await summary('from=2001-01-01&to=2001-01-02')).toEqual({
      total: 0,
      by_method: { cash: 0, credit_card: 0, money_transfer: 0, barter: 0 },
      by_user: [],
      voided: { count: 0, total: 0 },
    });
    const bad = await w.call('GET', 'payments/_summary?from=yesterday');
    expect([bad.statusCode, bad.json<{ fields: object }>().fields]).toEqual([
      400,
      { from: 'generic.fields.invalid' },
    ]);
  });

  it("shows a coach only their members' payments; another member's are a 404", async () => {
    const { rows, total } = await book('', coach.token);
    expect(total).toBe(2);
    expect(rows.every((r) => r.member_id === members.coached)).toBe(true);
    expect(await summary('', coach.token)).toEqual(expected(rows));
    const foreign = taken.find((p) => p.member_id === members.there)!;
    expect((await w.call('GET', `payments/${foreign.id}`, undefined, coach.token)).statusCode).toBe(404);
    expect(
      (
        await w.call(
          'GET',
          `members/${foreign.member_id}/packages/${foreign.member_package_id}/payments`,
          undefined,
          coach.token,
        )
      ).statusCode,
    ).toBe(404);
    const own = taken.find((p) => p.member_id === members.coached)!;
    expect((await w.call('GET', `payments/${own.id}`, undefined, coach.token)).statusCode).toBe(200);
    // Without the family's keys: 403.
    const nobody = await w.staff(['MEMBERS_REACH_ALL']);
    expect((await w.call('GET', 'payments', undefined, nobody.token)).statusCode).toBe(403);
    expect((await w.call('GET', 'payments/_summary', undefined, nobody.token)).statusCode).toBe(403);
  });
});
