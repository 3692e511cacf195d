// A payment's receipt through its routes on each database: GET payments/{id}/_receipt answers the PDF in
// the caller's language — the gym and branch, the number, the member, the amount in figures and "Yalnız … Türk
// lirası" — a voided one stamped with its reason, 404 for a payment of a member the caller does not reach, 403
// without PAYMENTS_READ; POST payments/{id}/_send queues it to the member's mail through the outbox (201), 400 for
// a member without an address, rate limited.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decryptBody, outboxKey } from '../../../../src/server/db/repositories/outbox';
import { describeEachDatabase } from '../../helpers/testApp';
import { tempDir } from '../../helpers/tempDir';
import { world, type PaymentRecord, type World } from './world';

/**
 * The text of a PDF as pdftotext reads it, laid out (or in drawing order with `-raw`: the rotated void stamp), each
 * run of spaces one space (wrapped lines joined).
 */
function pdfText(pdf: Buffer, ...args: string[]): string {
  const dir = tempDir('receipt-route-');
  try {
    writeFileSync(path.join(dir, 'a.pdf'), pdf);
    return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', ...args, path.join(dir, 'a.pdf'), '-'], {
      encoding: 'utf8',
    })
      .replace(/[\u202a-\u202e]/g, '')
      .replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describeEachDatabase('the receipt routes', (t) => {
  let w: World;
  let payment: PaymentRecord;
  let member = 0;

  beforeAll(async () => {
    w = await world(t());
    member = await w.member({ name: 'Ayşe Yıldırım', email: 'ayse.receipt@example.com' });
    const pkg = await w.pkg(member, 4800);
    const res = await w.pay(member, pkg.id as number, { amount: 1249.99, method: 'money_transfer' });
    expect(res.statusCode).toBe(201);
    payment = res.json<PaymentRecord>();
  });

  const receipt = (id: number, headers: Record<string, string> = {}, token = w.token) =>
    t().request({ method: 'GET', url: `/api/v1/payments/${id}/_receipt`, token, headers });

  it('answers the PDF in the caller’s language: gym, branch, number, member, amount in figures and words', async () => {
    const res = await receipt(payment.id, { 'accept-language': 'tr-TR,tr;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="makbuz-${payment.receipt_no}.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    const branch = await t()
      .app.db.selectFrom('branches')
      .select('name')
      .where('id', '=', w.branchId)
      .executeTakeFirstOrThrow();
    for (const expected of [
      t().app.appConfig.gymName,
      branch.name,
      'Tahsilat makbuzu',
      payment.receipt_no,
      'Ayşe Yıldırım',
      '₺1.249,99',
      'Yalnız bin iki yüz kırk dokuz Türk lirası doksan dokuz kuruş',
      'Havale / EFT',
      'Admin User',
    ])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    expect(text).not.toContain('İPTAL');

    const english = pdfText((await receipt(payment.id, { 'accept-language': 'en-GB,en;q=0.8' })).rawPayload);
    expect(english).toContain('Payment receipt');
    expect(english).toContain('₺1,249.99');
    expect(english).toContain('Bank transfer');
  });

  it('stamps a voided receipt with its reason, the number kept', async () => {
    const pkg = await w.pkg(member, 300);
    const taken = (
      await w.pay(member, pkg.id as number, { amount: 300, method: 'cash' })
    ).json<PaymentRecord>();
    const voided = await w.call('POST', `members/${member}/packages/${pkg.id}/payments/${taken.id}/_void`, {
      reason: 'Çift giriş',
    });
    expect(voided.statusCode).toBe(200);
    const text = pdfText((await receipt(taken.id)).rawPayload, '-raw');
    expect(text).toContain(taken.receipt_no);
    expect(text).toContain('İPTAL');
    expect(text).toContain('Çift giriş');
    expect(text).toContain('Yalnız üç yüz Türk lirası');
  });

  it('answers 404 for a payment of a member the caller does not reach, 403 without PAYMENTS_READ', async () => {
    const coach = await w.staff(['PAYMENTS_SEARCH', 'PAYMENTS_READ']);
    const coached = await w.member({ coach_id: coach.id });
    const own = await w.pkg(coached, 100);
    const mine = (
      await w.pay(coached, own.id as number, { amount: 100, method: 'cash' })
    ).json<PaymentRecord>();
    expect((await receipt(mine.id, {}, coach.token)).statusCode).toBe(200);
    expect((await receipt(payment.id, {}, coach.token)).statusCode).toBe(404);
    expect(
      (
        await t().request({
          method: 'POST',
          url: `/api/v1/payments/${payment.id}/_send`,
          token: coach.token,
        })
      ).statusCode,
    ).toBe(404);
    expect((await receipt(999_999)).statusCode).toBe(404);
    const searcher = await w.staff(['PAYMENTS_SEARCH', 'MEMBERS_REACH_ALL']);
    expect((await receipt(payment.id, {}, searcher.token)).statusCode).toBe(403);
  });

  it('_send queues the receipt to the member’s mail (201), 400 without an address, rate limited', async () => {
    const res = await w.call('POST', `payments/${payment.id}/_send`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: payment.id,
      receipt_no: payment.receipt_no,
      recipient: 'ayse.receipt@example.com',
      outbox_id: expect.any(Number),
      queued_only: true,
    });
    const db = t().app.db;
    const row = await db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', res.json<{ outbox_id: number }>().outbox_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      recipient: 'ayse.receipt@example.com',
      subject: `Tahsilat makbuzunuz: ${payment.receipt_no}`,
    });
    const body = decryptBody(row.body, outboxKey(t().config.jwtSecret))!;
    expect(body).toContain('Sayın Ayşe Yıldırım');
    expect(body).toContain('₺1.249,99');
    const files = await db
      .selectFrom('outbox_attachments')
      .selectAll()
      .where('outbox_id', '=', row.id)
      .execute();
    expect(files.map((f) => [f.file_name, f.content_type])).toEqual([
      [`makbuz-${payment.receipt_no}.pdf`, 'application/pdf'],
    ]);
    const pdf = Buffer.from(decryptBody(files[0]!.content, outboxKey(t().config.jwtSecret))!, 'base64');
    expect(pdfText(pdf)).toContain('Yalnız bin iki yüz kırk dokuz Türk lirası');

    // A member whose address was never kept (older records): nothing to send to.
    const silent = await w.member();
    await t().app.db.updateTable('members').set({ email: '' }).where('id', '=', silent).execute();
    const pkg = await w.pkg(silent, 10);
    const theirs = (
      await w.pay(silent, pkg.id as number, { amount: 10, method: 'cash' })
    ).json<PaymentRecord>();
    const refused = await w.call('POST', `payments/${theirs.id}/_send`);
    expect([refused.statusCode, refused.json<{ fields: object }>().fields]).toEqual([
      400,
      { email: 'generic.fields.required' },
    ]);

    for (let i = 1; i < 5; i += 1)
      expect((await w.call('POST', `payments/${payment.id}/_send`)).statusCode).toBe(201);
    expect((await w.call('POST', `payments/${payment.id}/_send`)).statusCode).toBe(429);
  });
});
