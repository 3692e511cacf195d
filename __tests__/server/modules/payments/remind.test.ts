// The payment reminder (a package's `_remind`) on each database: while the package has a balance it names
// what is due now — the parts due by today not paid, or the next part when none is due yet — the day the oldest
// unpaid part is due and what is left, in Turkish, the amounts as Turkish writes money; a package paid in full
// answers 409 `nothing_due`, translated, and nothing is sent.
import { lookup } from '../../../../i18n';
import { businessDay } from '../../../../src/shared/businessDay';
import type { NotificationRecord } from '../../../../src/shared/schemas/notifications';
import { describeEachDatabase } from '../../helpers/testApp';
import { world, type World } from './world';

const trDate = (day: string) => day.split('-').reverse().join('/');

describeEachDatabase('the payment reminder', (t) => {
  let w: World;
  let member = 0;
  beforeAll(async () => {
    w = await world(t());
    member = await w.member({ name: 'Hatice Kaya' });
  });

  const remind = (packageId: number) => w.call('POST', `members/${member}/packages/${packageId}/_remind`);
  const plan = async (packageId: number) =>
    (await w.call('GET', `members/${member}/packages/${packageId}/instalments`)).json<
      { no: number; due_date: string; amount: number; paid: number }[]
    >();

  it('names the balance due since the start of a package without a plan', async () => {
    const pkg = await w.pkg(member, 1249.99, { starttime: businessDay(-3) });
    await w.pay(member, pkg.id as number, { amount: 49.99, method: 'cash' });
    const res = await remind(pkg.id as number);
    expect(res.statusCode).toBe(201);
    const note = res.json<NotificationRecord>();
    expect(note).toMatchObject({ kind: 'payment_reminder', package_id: pkg.id, title: 'Ödeme hatırlatması' });
    expect(note.message).toBe(
      // A package that names no product is named by its period.
      `Sayın Hatice Kaya, ${trDate(pkg.starttime)} – ${trDate(pkg.endtime)} paketinizin ${trDate(businessDay(-3))} ` +
        'tarihinde ödenmesi gereken ₺1.200,00 ' +
        'tutarındaki ödemesi henüz yapılmamıştır. Paketinizin kalan borcu ₺1.200,00. Ödemenizi en kısa sürede ' +
        'yapmanızı rica ederiz.',
    );
  });

  it('adds up the overdue parts of a plan, dated by the oldest one', async () => {
    const pkg = await w.pkg(member, 900, {
      payment_type: 'cash_installments',
      instalments: 3,
      starttime: businessDay(-45),
      first_due_date: businessDay(-45),
    });
    await w.pay(member, pkg.id as number, { amount: 100, method: 'cash' });
    const parts = await plan(pkg.id as number);
    const due = parts.filter((p) => p.due_date <= businessDay());
    const amount = due.reduce((sum, p) => sum + p.amount - p.paid, 0);
    const message = (await remind(pkg.id as number)).json<NotificationRecord>().message;
    expect(due.length).toBeGreaterThanOrEqual(2);
    expect(message).toContain(`${trDate(parts[0]!.due_date)} tarihinde ödenmesi gereken`);
    expect(message).toContain(`₺${amount.toLocaleString('tr-TR', { minimumFractionDigits: 2 })} tutarındaki`);
    expect(message).toContain('kalan borcu ₺800,00');
  });

  it('names the next part and its day when nothing is due yet', async () => {
    const first = businessDay(10);
    const pkg = await w.pkg(member, 600.5, {
      payment_type: 'credit_card_installments',
      instalments: 2,
      starttime: businessDay(),
      first_due_date: first,
    });
    const message = (await remind(pkg.id as number)).json<NotificationRecord>().message;
    expect(message).toBe(
      `Sayın Hatice Kaya, ${trDate(pkg.starttime)} – ${trDate(pkg.endtime)} paketinizin ₺300,25 tutarındaki ` +
        `ödemesinin son günü ${trDate(first)}. ` +
        'Paketinizin kalan borcu ₺600,50. Ödemenizi zamanında yapmanızı rica ederiz.',
    );
  });

  it('refuses a package paid in full: 409 nothing_due, translated, nothing sent', async () => {
    const pkg = await w.pkg(member, 75);
    await w.pay(member, pkg.id as number, { amount: 75, method: 'credit_card' });
    const count = async () =>
      (await w.call('GET', `members/${member}/notifications`)).json<NotificationRecord[]>().length;
    const before = await count();
    const res = await remind(pkg.id as number);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'conflict',
      fields: { balance: 'memberPackages.errors.nothing_due' },
    });
    for (const lang of ['tr', 'en', 'ar'] as const)
      expect(lookup(lang, 'memberPackages.errors.nothing_due')).toEqual(expect.any(String));
    expect(await count()).toBe(before);
  });
});
