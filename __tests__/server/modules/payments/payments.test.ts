// A package's payments on each database: a payment taken and answered with its receipt, the package's
// paid and balance following it; amounts in lira with at most two decimals (anything else a 400, nothing
// written); more than the balance a 409 naming it; a void gives the balance back, keeps the number (never reused)
// and is in the history, once (a second void is a 409); who may do what.
import { lookup } from '../../../../i18n';
import { businessDay, businessDayStart } from '../../../../src/shared/businessDay';
import type { MemberPackageRecord } from '../../../../src/shared/schemas/memberPackages';
import { describeEachDatabase } from '../../helpers/testApp';
import { sequenceOf, world, type PaymentRecord, type World } from './world';

describeEachDatabase('package payments', (t) => {
  let w: World;
  beforeAll(async () => {
    w = await world(t());
  });

  const counts = async () => {
    const db = t().app.db;
    const n = async (table: 'payments' | 'receipt_counters' | 'history') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const last = await db.selectFrom('receipt_counters').select('last').execute();
    return {
      payments: await n('payments'),
      history: await n('history'),
      counters: last.map((r) => Number(r.last)).join(','),
    };
  };

  it('takes a payment: its receipt number, who took it, the package paid and balance following it', async () => {
    const member = await w.member();
    const pkg = await w.pkg(member, 1249.99);
    expect(pkg).toMatchObject({ paid: 0, balance: 1249.99, next_due_date: pkg.starttime, overdue_amount: 0 });

    const res = await w.pay(member, pkg.id as number, {
      amount: 249.99,
      method: 'credit_card',
      note: 'İlk taksit',
    });
    expect(res.statusCode).toBe(201);
    const paid = res.json<PaymentRecord>();
    const year = businessDay().slice(0, 4);
    expect(paid).toMatchObject({
      member_id: member,
      member_package_id: pkg.id,
      branch_id: w.branchId,
      amount: 249.99,
      method: 'credit_card',
      note: 'İlk taksit',
      received_by: 1,
      received_by_name: 'Admin User',
      voided_at: null,
      void_reason: null,
    });
    expect(paid.receipt_no).toMatch(new RegExp(`^${year}-${w.branchId}-\\d{6}$`));
    // Now, when not said.
    expect(Math.abs(Date.parse(String(paid.paid_at)) - Date.now())).toBeLessThan(60_000);
    const stored = await t()
      .app.db.selectFrom('payments')
      .select('amount')
      .where('id', '=', paid.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.amount)).toBe(24999);

    const after = (await w.call('GET', `members/${member}/packages/${pkg.id}`)).json<MemberPackageRecord>();
    expect(after).toMatchObject({ paid: 249.99, balance: 1000 });
    const listed = await w.call('GET', `members/${member}/packages/${pkg.id}/payments`);
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.json<PaymentRecord[]>()[0]).toEqual(
      (await w.call('GET', `members/${member}/packages/${pkg.id}/payments/${paid.id}`)).json(),
    );
  });

  it('dates a payment on a past day at that business day, and refuses one after today', async () => {
    const member = await w.member();
    const pkg = await w.pkg(member, 500);
    const day = businessDay(-3);
    const back = await w.pay(member, pkg.id as number, { amount: 100, method: 'cash', paid_at: day });
    expect(back.json()).toMatchObject({ paid_at: businessDayStart(day) });
    const at = new Date(Date.now() - 3_600_000).toISOString();
    expect(
      (await w.pay(member, pkg.id as number, { amount: 100, method: 'cash', paid_at: at })).json(),
    ).toMatchObject({
      paid_at: at,
    });
    const future = await w.pay(member, pkg.id as number, {
      amount: 100,
      method: 'cash',
      paid_at: businessDay(2),
    });
    expect([future.statusCode, future.json<{ fields: object }>().fields]).toEqual([
      400,
      { paid_at: 'payments.errors.paid_at_future' },
    ]);
  });

  it('refuses amounts with three decimals, negative, zero or not numbers, and bad methods: 400, nothing written', async () => {
    const member = await w.member();
    const pkg = await w.pkg(member, 1000);
    const before = await counts();
    for (const amount of [100.001, -5, 0, 'yüz', '', null, [100], true]) {
      const res = await w.pay(member, pkg.id as number, { amount, method: 'cash' });
      const body = res.json<{ fields: Record<string, string>; translated_message: string }>();
      expect([amount, res.statusCode, body.fields.amount]).toEqual([
        amount,
        400,
        amount === '' || amount === null ? 'generic.fields.required' : 'generic.fields.invalid',
      ]);
      // The field's message is translated in every language.
      for (const lang of ['tr', 'en', 'ar'] as const) expect(lookup(lang, body.fields.amount!)).toBeTruthy();
    }
    for (const method of ['visa', '', 'CASH']) {
      const res = await w.pay(member, pkg.id as number, { amount: 10, method });
      expect([method, res.statusCode, Object.keys(res.json<{ fields: object }>().fields)]).toEqual([
        method,
        400,
        ['method'],
      ]);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a payment over the balance: 409 overpayment naming the balance in each language; nothing written', async () => {
    const member = await w.member();
    const pkg = await w.pkg(member, 4800);
    expect((await w.pay(member, pkg.id as number, { amount: 3900, method: 'cash' })).statusCode).toBe(201);
    const before = await counts();
    const res = await w.pay(member, pkg.id as number, { amount: 900.01, method: 'cash' }, w.token);
    expect(res.statusCode).toBe(409);
    const body = res.json<{
      error: string;
      fields: object;
      translations: Record<string, string>;
      translated_message: string;
    }>();
    expect(body).toMatchObject({ error: 'overpayment', fields: { amount: 'payments.errors.overpayment' } });
    expect(body.translations.tr).toContain('₺900,00');
    expect(body.translations.en).toContain('₺900.00');
    expect(body.translations.ar).toMatch(/900\.00/);
    expect(await counts()).toEqual(before);
    // Exactly the balance is taken; then nothing more, even a kuruş.
    expect((await w.pay(member, pkg.id as number, { amount: 900, method: 'cash' })).statusCode).toBe(201);
    const none = await w.pay(member, pkg.id as number, { amount: 0.01, method: 'cash' });
    expect([none.statusCode, none.json<{ translations: { tr: string } }>().translations.tr]).toEqual([
      409,
      expect.stringContaining('₺0,00'),
    ]);
  });

  it('voids a payment: the balance comes back, the number stays and is never reused; history; a second void is a 409', async () => {
    const member = await w.member();
    const pkg = await w.pkg(member, 1000);
    const base = `members/${member}/packages/${pkg.id}`;
    const first = (
      await w.pay(member, pkg.id as number, { amount: 400, method: 'cash' })
    ).json<PaymentRecord>();
    const voided = await w.call('POST', `${base}/payments/${first.id}/_void`, {
      reason: 'Yanlış tutar girildi',
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({
      id: first.id,
      receipt_no: first.receipt_no,
      amount: 400,
      voided_by: 1,
      void_reason: 'Yanlış tutar girildi',
    });
    expect(voided.json<PaymentRecord>().voided_at).toBeTruthy();
    expect((await w.call('GET', base)).json()).toMatchObject({ paid: 0, balance: 1000 });
    expect(await w.kept(pkg.id as number)).toEqual({ kept: 0, payments: 0 });

    // The whole price can be paid again; the next payment takes the next number.
    const next = (
      await w.pay(member, pkg.id as number, { amount: 1000, method: 'cash' })
    ).json<PaymentRecord>();
    expect(next.receipt_no).not.toBe(first.receipt_no);
    expect(sequenceOf(next.receipt_no)).toBe(sequenceOf(first.receipt_no) + 1);
    expect(await w.kept(pkg.id as number)).toEqual({ kept: 100_000, payments: 100_000 });

    const again = await w.call('POST', `${base}/payments/${first.id}/_void`, { reason: 'Tekrar' });
    expect(again.statusCode).toBe(409);
    // A refused void takes nothing off.
    expect(await w.kept(pkg.id as number)).toEqual({ kept: 100_000, payments: 100_000 });
    expect(again.json()).toMatchObject({ error: 'refused' });
    expect(again.json<{ translations: { tr: string } }>().translations.tr).toBe(
      lookup('tr', 'payments.errors.already_voided'),
    );
    const noReason = await w.call('POST', `${base}/payments/${next.id}/_void`, { reason: ' ' });
    expect([noReason.statusCode, noReason.json<{ fields: object }>().fields]).toEqual([
      400,
      { reason: 'generic.fields.required' },
    ]);

    const entries = await t()
      .app.db.selectFrom('history')
      .select(['action', 'user_id', 'member_id', 'changes'])
      .where('entity', '=', 'packagePayments')
      .where('entity_id', '=', String(first.id))
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.action, e.user_id, e.member_id])).toEqual([
      ['create', 1, member],
      ['void', 1, member],
    ]);
    const changes = (i: number) => JSON.parse(entries[i]!.changes) as { field: string; after?: unknown }[];
    expect(changes(0)).toEqual(
      expect.arrayContaining([
        { field: 'amount', after: 400 },
        { field: 'receipt_no', after: first.receipt_no },
      ]),
    );
    expect(changes(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'void_reason', after: 'Yanlış tutar girildi' }),
      ]),
    );
  });

  it('keeps what was paid out of the package form: an edit sending paid changes nothing of it', async () => {
    const member = await w.member();
    const pkg = await w.pkg(member, 500);
    await w.pay(member, pkg.id as number, { amount: 120.5, method: 'cash' });
    const url = `members/${member}/packages/${pkg.id}`;
    const current = (await w.call('GET', url)).json<MemberPackageRecord>();
    const edited = await w.call('PUT', url, { ...current, paid: 500, invoice_number: 'FT-9' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ paid: 120.5, balance: 379.5, invoice_number: 'FT-9' });
    expect(await w.kept(pkg.id as number)).toEqual({ kept: 12_050, payments: 12_050 });
    const created = await w.call('POST', `members/${member}/packages`, {
      ...current,
      id: undefined,
      paid: 500,
    });
    expect(created.json()).toMatchObject({ paid: 0, balance: 500 });
  });

  it('needs PAYMENTS_VOID to void, PAYMENTS_CREATE to pay; no update, no delete', async () => {
    const member = await w.member();
    const pkg = await w.pkg(member, 300);
    const base = `members/${member}/packages/${pkg.id}/payments`;
    const desk = await w.staff(['PAYMENTS_SEARCH', 'PAYMENTS_READ', 'PAYMENTS_CREATE', 'MEMBERS_REACH_ALL']);
    const own = await w.pay(member, pkg.id as number, { amount: 100, method: 'cash' }, desk.token);
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({
      received_by: desk.id,
      received_by_name: expect.stringMatching(/^Staff/),
    });
    const id = own.json<PaymentRecord>().id;
    // Not even one's own payment without the key.
    expect(
      (await w.call('POST', `${base}/${id}/_void`, { reason: 'Kendi hatam' }, desk.token)).statusCode,
    ).toBe(403);
    const reader = await w.staff(['PAYMENTS_SEARCH', 'PAYMENTS_READ', 'MEMBERS_REACH_ALL']);
    expect(
      (await w.pay(member, pkg.id as number, { amount: 1, method: 'cash' }, reader.token)).statusCode,
    ).toBe(403);
    expect((await w.call('GET', base, undefined, reader.token)).statusCode).toBe(200);
    expect((await w.call('PUT', `${base}/${id}`, { amount: 1 })).statusCode).toBe(404);
    expect((await w.call('DELETE', `${base}/${id}`)).statusCode).toBe(404);
    // A member who paid is not deleted with their money.
    const gone = await w.call('DELETE', `members/${member}`);
    expect([gone.statusCode, gone.json<{ error: string }>().error]).toEqual([409, 'in_use']);
    expect(gone.json<{ translations: { tr: string; en: string } }>().translations).toMatchObject({
      tr: expect.stringContaining('1 tahsilat'),
      en: expect.stringContaining('1 payment(s)'),
    });
  });

  it('answers 404 for a payment or package of another member, and for a package of another member in the path', async () => {
    const one = await w.member();
    const other = await w.member();
    const pkg = await w.pkg(one, 200);
    const paid = (await w.pay(one, pkg.id as number, { amount: 50, method: 'cash' })).json<PaymentRecord>();
    expect((await w.call('GET', `members/${other}/packages/${pkg.id}/payments`)).statusCode).toBe(404);
    expect((await w.pay(other, pkg.id as number, { amount: 10, method: 'cash' })).statusCode).toBe(404);
    const otherPkg = await w.pkg(other, 200);
    expect(
      (await w.call('GET', `members/${other}/packages/${otherPkg.id}/payments/${paid.id}`)).statusCode,
    ).toBe(404);
  });
});
