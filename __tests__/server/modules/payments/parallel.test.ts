// Payments at once on each database: the balance check, the receipt number and the insert are one
// transaction — twenty desks paying 100 on a balance of 1,000 get exactly ten receipts and ten 409s, and fifty
// payments over two packages of one branch take numbers without gaps or repeats; a refused payment takes none.
import type { LightMyRequestResponse } from 'fastify';
import type { MemberPackageRecord } from '../../../../src/shared/schemas/memberPackages';
import { describeEachDatabase } from '../../helpers/testApp';
import { gapless, sequenceOf, world, type PaymentRecord, type World } from './world';

const statuses = (answers: LightMyRequestResponse[]) =>
  answers.reduce<Record<number, number>>(
    (n, a) => ({ ...n, [a.statusCode]: (n[a.statusCode] ?? 0) + 1 }),
    {},
  );

describeEachDatabase('parallel payments', (t) => {
  let w: World;
  beforeAll(async () => {
    w = await world(t());
  });

  it('20 parallel payments of 100 on a balance of 1,000: ten taken, ten 409, balance 0, ten numbers in a row', async () => {
    const member = await w.member();
    const pkg = await w.pkg(member, 1000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        w.pay(member, pkg.id as number, { amount: 100, method: i % 2 ? 'cash' : 'credit_card' }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 10, 409: 10 });
    expect(
      answers
        .filter((a) => a.statusCode === 409)
        .every((a) => a.json<{ error: string }>().error === 'overpayment'),
    ).toBe(true);
    const receipts = answers
      .filter((a) => a.statusCode === 201)
      .map((a) => a.json<PaymentRecord>().receipt_no);
    expect(new Set(receipts).size).toBe(10);
    expect(gapless(receipts.map(sequenceOf))).toBe(true);
    expect(
      (await w.call('GET', `members/${member}/packages/${pkg.id}`)).json<MemberPackageRecord>(),
    ).toMatchObject({
      paid: 1000,
      balance: 0,
    });
    // The package keeps what its payments add up to, increment after increment.
    expect(await w.kept(pkg.id as number)).toEqual({ kept: 100_000, payments: 100_000 });
    // The next payment anywhere in the branch takes the number after them.
    const other = await w.pkg(member, 50);
    const next = (
      await w.pay(member, other.id as number, { amount: 50, method: 'cash' })
    ).json<PaymentRecord>();
    expect(sequenceOf(next.receipt_no)).toBe(Math.max(...receipts.map(sequenceOf)) + 1);
  });

  it('50 parallel payments over two packages of one branch: numbers without gaps or repeats', async () => {
    const one = await w.member();
    const two = await w.member();
    const first = await w.pkg(one, 2500);
    const second = await w.pkg(two, 1000);
    // 25 × 100 fit the first package; 25 × 100 on the second leave 15 refused there.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2
          ? w.pay(one, first.id as number, { amount: 100, method: 'cash' })
          : w.pay(two, second.id as number, { amount: 100, method: 'cash' }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 35, 409: 15 });
    const { rows } = {
      rows: (await w.call('GET', `payments?branch_id=${w.branchId}&count=1000`)).json<PaymentRecord[]>(),
    };
    const numbers = rows.map((r) => r.receipt_no);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Every number the branch took this year, from the first: the earlier test's and these.
    const sequences = numbers.map(sequenceOf);
    expect(gapless(sequences)).toBe(true);
    expect(Math.min(...sequences)).toBe(1);
    const counter = await t()
      .app.db.selectFrom('receipt_counters')
      .select('last')
      .where('branch_key', '=', w.branchId)
      .executeTakeFirstOrThrow();
    expect(Number(counter.last)).toBe(Math.max(...sequences));
  });
});
