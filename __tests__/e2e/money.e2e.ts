// Money end to end (issue 41): in a member's packages tab the desk sells a package in three cash instalments at
// a price with kuruş, sees the plan before saving and takes the first part with the sale; the list shows the
// balance and the next due day; the package's payments drawer lists the payment with its receipt number, whose
// PDF opens (its text: the number, the member, the amount in words); 'Tahsilat al' takes the next part, prefilled;
// the cash book lists both payments under the admin's name with the totals per method, and the day's close counts
// them per person and per method. The same in Arabic (the admin's profile language), right to left, the lira
// sign after the number. MONEY_SHOTS=<folder> also saves screenshots of each screen (and of /revenue and /dues).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { addMonths } from '../../src/shared/money/instalments';
import { businessDay } from '../../src/shared/businessDay';
import { adminToken, api, openInApp, signInAt } from './helpers/browser';
import { choose, save } from './helpers/form';
import { setProfile } from './helpers/layout';
import { pagePerTest } from './helpers/page';
import { settle, watchTraffic } from './helpers/settle';

const currentPage = pagePerTest();
let page: Page;
beforeEach(async () => {
  page = currentPage();
  await page.setViewportSize({ width: 1440, height: 900 });
});
// The Arabic test writes the admin's language: the files after this one find the admin in Turkish.
afterAll(() => setProfile({ language: 'tr' }));

const SHOTS = process.env.MONEY_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
/** The screen as it stands, without the toasts over it or the pointer's hover (MONEY_SHOTS only). */
const shot = async (target: Page, name: string) => {
  if (!SHOTS) return;
  await target.mouse.move(0, 0);
  await target.screenshot({
    path: path.join(SHOTS, `${name}.png`),
    style: '.ant-notification { display: none !important; }',
  });
};

type Language = 'tr' | 'ar';

/** `kurus` as the language writes money: tr '₺1.249,99', ar '1,249.99 ₺' (after a right-to-left mark). */
function lira(lang: Language, kurus: number): string {
  const whole = String(Math.floor(kurus / 100));
  const cents = String(kurus % 100).padStart(2, '0');
  const grouped = (separator: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return lang === 'tr' ? `₺${grouped('.')},${cents}` : `\u200f${grouped(',')}.${cents}\u00a0₺`;
}

/** yyyy-MM-dd as every language shows a day: dd/MM/yyyy. */
const shown = (day: string) => day.split('-').reverse().join('/');

/** What the desk reads and clicks, in each language (i18n/<lang>/…). */
const WORDS = {
  tr: {
    add: 'Yeni ekle',
    personalTraining: 'Kişisel antrenman türü',
    instalmentType: 'Nakit taksitli',
    plan: 'Ödeme planı',
    takeFirst: 'İlk ödemeyi şimdi al',
    cash: 'Nakit',
    card: 'Kredi kartı',
    firstTaken: /^İlk ödeme alındı\. Makbuz no: \u2066([^\u2069\s]+)\u2069\.$/,
    balance: 'Kalan borç',
    paid: 'Ödenen',
    nextDue: 'Sonraki vade',
    payments: 'Ödemeler',
    receipt: 'Tahsilat makbuzu',
    take: 'Tahsilat al',
    takeSave: 'Tahsilatı kaydet',
    taken: /^Tahsilat alındı\. Makbuz no: \u2066([^\u2069\s]+)\u2069\.$/,
    dueNow: (due: string, balance: string) => `Şimdi ödenmesi gereken: ${due} (kalan borç ${balance}).`,
    from: 'Başlangıç',
    receivedBy: 'Tahsil eden',
    search: 'Ara',
    byMethod: 'Ödeme şekline göre',
    byUser: 'Tahsil edene göre',
    dayClose: 'Gün sonu',
    finance: 'Muhasebe',
    cashBook: 'Kasa defteri',
  },
  ar: {
    add: 'إضافة جديد',
    personalTraining: 'نوع التدريب الشخصي',
    instalmentType: 'نقدًا بالتقسيط',
    plan: 'خطة الدفع',
    takeFirst: 'تحصيل الدفعة الأولى الآن',
    cash: 'نقدًا',
    card: 'بطاقة ائتمان',
    firstTaken: /^تم تحصيل الدفعة الأولى\. رقم الإيصال: \u2066([^\u2069\s]+)\u2069\.$/,
    balance: 'الرصيد المتبقي',
    paid: 'المدفوع',
    nextDue: 'الاستحقاق التالي',
    payments: 'المدفوعات',
    receipt: 'إيصال استلام',
    take: 'تحصيل دفعة',
    takeSave: 'حفظ الدفعة',
    taken: /^تم تحصيل الدفعة\. رقم الإيصال: \u2066([^\u2069\s]+)\u2069\.$/,
    dueNow: (due: string, balance: string) => `المستحق الآن: ${due} (الرصيد المتبقي ${balance}).`,
    from: 'من',
    receivedBy: 'استلمه',
    search: 'بحث',
    byMethod: 'حسب طريقة الدفع',
    byUser: 'حسب المحصِّل',
    dayClose: 'إقفال اليوم',
    finance: 'المالية',
    cashBook: 'دفتر الصندوق',
  },
} as const;

interface Summary {
  total: number;
  by_method: Record<string, number>;
  by_user: { user: number | null; name: string; total: number; count: number }[];
}

/** What the API says was taken on `day` (optionally by one user), in kuruş to add up exactly. */
async function summary(token: string, day: string, receivedBy?: number) {
  const query = new URLSearchParams({ from: day, to: day });
  if (receivedBy !== undefined) query.set('received_by', String(receivedBy));
  const res = await api<Summary>('GET', `payments/_summary?${query.toString()}`, undefined, token);
  expect(res.status).toBe(200);
  const kurus = (value: number | undefined) => Math.round((value ?? 0) * 100);
  const admin = res.body.by_user.find((row) => row.user === 1);
  return {
    total: kurus(res.body.total),
    cash: kurus(res.body.by_method.cash),
    card: kurus(res.body.by_method.credit_card),
    admin: { count: admin?.count ?? 0, total: kurus(admin?.total) },
  };
}

/** A section's table row holding `label` (the summary tables: a method, a person). */
const summaryRow = (scope: Page, section: string, label: string) =>
  scope.getByRole('region', { name: section }).getByRole('row').filter({ hasText: label });

/**
 * Sells a personal training of 12 lessons in 3 cash instalments at `priceTyped` (as the language types it, worth
 * `price` kuruş) to a new member, takes the first part by card with the sale and the second in cash from the
 * payments drawer, then finds both in the cash book and the day's close.
 */
async function sellAndCollect(
  lang: Language,
  {
    member,
    product,
    priceTyped,
    price,
  }: { member: string; product: string; priceTyped: string; price: number },
) {
  const w = WORDS[lang];
  const money = (kurus: number) => lira(lang, kurus);
  const token = await adminToken();
  const today = businessDay();
  const stamp = Date.now();
  const created = await api<{ id: number }>(
    'POST',
    'members',
    {
      name: member,
      birthdate: '1991-04-05',
      email: `kasa.${lang}.${stamp}@example.com`,
      status: 'active',
      customer_type: 1,
      branches_id: 1,
    },
    token,
  );
  expect(created.status).toBe(201);
  const type = await api(
    'POST',
    'personalTrainingsTypes',
    {
      personal_training_type_name: product,
      short_description: 'E2E',
      number_of_lessons: 12,
      display_price: '1000',
      validity_days: 90,
      description: '<p>E2E</p>',
    },
    token,
  );
  expect(type.status).toBe(201);
  const before = { day: await summary(token, today), admin: await summary(token, today, 1) };
  // The plan: equal monthly parts from today, the kuruş left over on the last.
  const part = Math.floor(price / 3);
  const parts = [part, part, price - 2 * part];
  const dues = [0, 1, 2].map((n) => addMonths(today, n));

  await setProfile({ language: lang });
  await signInAt(page, `/member-edit/${created.body.id}/package-informations`);
  watchTraffic(page);
  await page.waitForFunction((dir) => document.documentElement.dir === dir, lang === 'ar' ? 'rtl' : 'ltr');

  // 1. The sale: the product fills its lessons, price, start (today) and end; the price is typed over.
  await page.getByRole('button', { name: w.add }).first().click();
  await choose(page, 'product_type', w.personalTraining);
  await choose(page, 'product_id', product, product);
  await page.waitForFunction(
    () =>
      (document.querySelector<HTMLInputElement>('#field-price')?.value ?? '') !== '' &&
      (document.querySelector<HTMLInputElement>('#field-endtime')?.value ?? '') !== '',
  );
  expect(await page.locator('#field-starttime').inputValue()).toBe(shown(today));
  expect(await page.locator('#field-lesson_count').inputValue()).toBe('12');
  await choose(page, 'payment_type', w.instalmentType);
  await page.locator('#field-price').fill(priceTyped);
  await page.locator('#field-instalments').fill('3');
  const plan = page.getByRole('region', { name: w.plan });
  const planRows = plan.locator('.ant-table-tbody > tr.ant-table-row');
  await planRows.nth(2).waitFor();
  expect(await planRows.allInnerTexts()).toEqual(
    [0, 1, 2].map((n) => `${n + 1}\t${shown(dues[n]!)}\t${money(parts[n]!)}`),
  );
  expect(await plan.getByTestId('plan-total').textContent()).toBe(money(price));
  await page.getByRole('checkbox', { name: `${w.takeFirst}: ${money(parts[0]!)}` }).check();
  await choose(page, 'payment_method', w.card);
  await plan.scrollIntoViewIfNeeded();
  await shot(page, `packages-sale-plan-${lang}`);
  await save(page);
  const firstToast = page.getByText(w.firstTaken).first();
  // The number is isolated left to right in the sentence (else Arabic reads it backwards).
  const first = w.firstTaken.exec((await firstToast.textContent())!)![1]!;
  // <year>-<branch>-<6 digits>: the member's branch is 1.
  expect(first).toMatch(new RegExp(`^${today.slice(0, 4)}-1-\\d{6}$`));

  // 2. The list: the balance is the price less the first part, the next part due in a month.
  const row = page.getByRole('row').filter({ hasText: product });
  await row.getByText(`${w.balance}: ${money(price - parts[0]!)}`).waitFor();
  await row.getByText(`${w.paid}: ${money(parts[0]!)}`).waitFor();
  await row.getByText(`${w.nextDue}: ${shown(dues[1]!)}`).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, `packages-balance-${lang}`);

  // 3. The drawer: the payment with its receipt number; its PDF opens in a new tab.
  await row.getByRole('button', { name: new RegExp(`^${w.payments}: `) }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`^${w.payments}: ${product}`) });
  const firstRow = drawer.getByRole('row').filter({ hasText: first });
  await firstRow.getByText(w.card).waitFor();
  await firstRow.getByText(money(parts[0]!)).waitFor();
  const [tab, receipt] = await Promise.all([
    page.context().waitForEvent('page'),
    page.waitForResponse((res) => /\/api\/v1\/payments\/\d+\/_receipt$/.test(res.url())),
    firstRow.getByRole('button', { name: `${w.receipt}: ${first}` }).click(),
  ]);
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  const pdf = await receipt.body();
  if (SHOTS) writeFileSync(path.join(SHOTS, `receipt-${lang}.pdf`), pdf);
  const text = pdfText(pdf);
  expect(text).toContain(first);
  expect(text).toContain(member);

  // 4. 'Tahsilat al': the amount starts as the part due now; the balance drops by it.
  await drawer.getByRole('button', { name: new RegExp(`${w.take}$`) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${w.take}: ${product}`) });
  await dialog.getByText(w.dueNow(money(parts[1]!), money(price - parts[0]!))).waitFor();
  const prefilled = (parts[1]! / 100).toFixed(2);
  expect(await dialog.locator('#field-amount').inputValue()).toBe(
    lang === 'tr' ? prefilled.replace('.', ',') : prefilled,
  );
  // The method the payment type names.
  expect((await dialog.locator('.ant-select').innerText()).trim()).toBe(w.cash);
  await dialog.getByRole('button', { name: w.takeSave }).click();
  const second = w.taken.exec((await page.getByText(w.taken).first().textContent())!)![1]!;
  expect(second).toMatch(new RegExp(`^${today.slice(0, 4)}-1-\\d{6}$`));
  const figures = drawer.locator('.ant-descriptions');
  await figures.getByRole('cell', { name: money(parts[2]!), exact: true }).waitFor();
  await figures.getByRole('cell', { name: shown(dues[2]!), exact: true }).waitFor();
  const secondRow = drawer.getByRole('row').filter({ hasText: second });
  await secondRow.getByText(w.cash, { exact: true }).waitFor();
  await secondRow.getByText(money(parts[1]!)).waitFor();
  await shot(page, `payments-drawer-${lang}`);
  await page.keyboard.press('Escape');
  await row.getByText(`${w.balance}: ${money(parts[2]!)}`).waitFor();

  // 5. The cash book, opened from the menu and filtered to today's payments taken by the admin: both payments,
  // and the totals per method.
  await page.getByRole('menuitem', { name: w.finance }).click();
  await page.getByRole('link', { name: w.cashBook }).click();
  const filters = page.getByRole('search');
  const from = filters.getByLabel(w.from, { exact: true });
  await from.fill(shown(today));
  await from.press('Enter');
  await filters.getByLabel(w.receivedBy, { exact: true }).click();
  await page.keyboard.type('Admin');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'Admin User' })
    .click();
  await filters.getByRole('button', { name: w.search }).click();
  for (const [receiptNo, amount, method] of [
    [first, parts[0]!, w.card],
    [second, parts[1]!, w.cash],
  ] as const) {
    const line = page.getByRole('row').filter({ hasText: receiptNo });
    await line.getByRole('link', { name: member }).waitFor();
    await line.getByText(money(amount), { exact: true }).waitFor();
    await line.getByText(method, { exact: true }).waitFor();
    await line.getByText(product).waitFor();
  }
  const admin = { cash: before.admin.cash + parts[1]!, card: before.admin.card + parts[0]! };
  await summaryRow(page, w.byMethod, w.card).getByText(money(admin.card)).waitFor();
  await summaryRow(page, w.byMethod, w.cash).getByText(money(admin.cash)).waitFor();
  await page
    .getByTestId('summary-total')
    .getByText(money(admin.cash + admin.card))
    .waitFor();
  await settle(page);
  await shot(page, `cash-book-${lang}`);

  // 6. The day's close (a tab of its own): today's totals include both, per person and per method.
  const [close] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: w.dayClose }).click(),
  ]);
  await close.setViewportSize({ width: 1440, height: 900 });
  expect(new URL(close.url()).search).toBe(`?day=${today}`);
  const person = summaryRow(close, w.byUser, 'Admin User');
  await person.getByText(money(before.day.admin.total + parts[0]! + parts[1]!)).waitFor();
  expect(await person.getByRole('cell').nth(1).textContent()).toBe(String(before.day.admin.count + 2));
  await summaryRow(close, w.byMethod, w.card)
    .getByText(money(before.day.card + parts[0]!))
    .waitFor();
  await summaryRow(close, w.byMethod, w.cash)
    .getByText(money(before.day.cash + parts[1]!))
    .waitFor();
  await close
    .getByTestId('summary-total')
    .getByText(money(before.day.total + parts[0]! + parts[1]!))
    .waitFor();
  await shot(close, `day-close-${lang}`);
  await close.close();

  if (SHOTS) {
    for (const screen of ['/revenue', '/dues']) {
      await openInApp(page, screen);
      await settle(page);
      await shot(page, `${screen.slice(1)}-${lang}`);
    }
  }
  return text;
}

/** The text of a PDF (pdftotext), its runs of white space as one space and no direction marks. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'receipt-'));
  try {
    const file = path.join(dir, 'receipt.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      .replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a package sold in 3 instalments: the first part with the sale, the receipt, the next part, the cash book and the day close', async () => {
  const receipt = await sellAndCollect('tr', {
    member: 'Derya Kasaoğlu',
    product: 'Birebir 12 ders',
    priceTyped: '1.249,99',
    price: 124_999,
  });
  // The receipt's amount in words: 416,66 lira.
  expect(receipt).toContain('Yalnız dört yüz on altı Türk lirası altmış altı kuruş');
});

test('in Arabic the same sale and payments read right to left, the lira sign after the number', async () => {
  const receipt = await sellAndCollect('ar', {
    member: 'سارة الصندوق',
    product: 'تدريب شخصي 12 درسًا',
    priceTyped: '1,000.01',
    price: 100_001,
  });
  // The receipt in the caller's language: the amount in Arabic words.
  expect(receipt).toContain('ليرة تركية');
  expect(await page.locator('html').getAttribute('lang')).toBe('ar');
});
