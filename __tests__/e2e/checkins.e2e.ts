// Check-ins end to end: at the front desk a scanned member number checks the member in at once
// (the toast names the member) and the package's lessons left drop by one; the member file's visits tab lists
// the visit, and undoing it gives the lesson back. One visit a day: a double click and a card read twice send one
// check-in and spend one lesson; "İkinci giriş" spends a second. A member without a usable package cannot be
// checked in, and "Paket sat" sells one and comes back to the desk.
import type { Page } from 'playwright-core';
import { adminToken, api, baseUrl, signInAt } from './helpers/browser';
import { save } from './helpers/form';
import { pagePerTest } from './helpers/page';
import { settle, watchTraffic } from './helpers/settle';
import { businessDay } from '../../src/shared/businessDay';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

const day = (offset: number) => businessDay(offset);
/** yyyy-MM-dd as typed into a date field (ddMMyyyy). */
const typed = (iso: string) => iso.split('-').reverse().join('');
/** "Bugün 09:21'de giriş yaptı." for any time. */
const NOTICE = /^Bugün \d\d:\d\d'[dt][ae] giriş yaptı\.$/;

let token = '';
beforeAll(async () => {
  token = await adminToken();
});

let members = 0;
async function member(name: string): Promise<number> {
  members += 1;
  const email = `kart.e2e.${members}@example.com`;
  const res = await api<{ id: number }>(
    'POST',
    'members',
    { name, birthdate: '1991-02-03', email, status: 'active', customer_type: 1 },
    token,
  );
  expect(res.status).toBe(201);
  return res.body.id;
}

async function runningPackage(memberId: number, used = 0): Promise<number> {
  const res = await api<{ id: number }>(
    'POST',
    `members/${memberId}/packages`,
    {
      payment_type: 'cash',
      invoice_number: 'FT-E2E-1',
      lesson_count: 10,
      used_lessons: used,
      starttime: day(-3),
      endtime: day(27),
      price: 3000,
    },
    token,
  );
  expect(res.status).toBe(201);
  return res.body.id;
}

/** The member's lessons used and visits, as the server has them. */
async function spent(memberId: number, packageId: number) {
  const pkg = await api<{ used_lessons: number }>(
    'GET',
    `members/${memberId}/packages/${packageId}`,
    undefined,
    token,
  );
  const visits = await api<unknown[]>('GET', `members/${memberId}/checkins`, undefined, token);
  return { lessons: pkg.body.used_lessons, visits: visits.body.length };
}

/** Counts the check-in requests the page sends from now on. */
function countCheckins(): () => number {
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/v1\/members\/\d+\/checkins$/.test(r.url())) sent += 1;
  });
  return () => sent;
}

test('the front desk checks a scanned member in; the visits tab lists it and undoes it', async () => {
  const id = await member('Kart Okutan E2E');
  await runningPackage(id, 2);

  await signInAt(page, '/checkins');
  const number = page.getByLabel('Üye numarası / kart');
  await number.fill(String(id));
  await number.press('Enter');
  await page.getByText('Kart Okutan E2E: giriş kaydedildi.').waitFor();
  await page.getByText('7 / 10').waitFor();

  await page.goto(`${baseUrl()}/member-edit/${id}/checkins`);
  const tab = page.getByRole('region', { name: 'Girişler' });
  await tab.getByRole('cell', { name: 'Admin', exact: false }).first().waitFor();
  await tab.getByRole('button', { name: 'Sil' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Sil', exact: true }).click();
  await page.getByText('8 / 10').waitFor();
  const visits = await api<unknown[]>('GET', `members/${id}/checkins`, undefined, token);
  expect(visits.body).toHaveLength(0);
});

test('a double click and a card read twice each send one check-in and spend one lesson', async () => {
  const clicked = await member('Çift Tık E2E');
  const clickedPkg = await runningPackage(clicked);
  const scanned = await member('Çift Okutma E2E');
  const scannedPkg = await runningPackage(scanned);
  watchTraffic(page);
  const sent = countCheckins();

  await signInAt(page, `/checkins?member=${clicked}`);
  await page.getByText('10 / 10').waitFor();
  await page.getByRole('button', { name: 'Giriş yap' }).dblclick();
  await page.getByText(NOTICE).waitFor();
  await settle(page);
  expect(sent()).toBe(1);
  expect(await spent(clicked, clickedPkg)).toEqual({ lessons: 1, visits: 1 });

  const number = page.getByLabel('Üye numarası / kart');
  for (let read = 0; read < 2; read++) {
    await number.fill(String(scanned));
    await number.press('Enter');
  }
  await page.getByText('Çift Okutma E2E: giriş kaydedildi.').waitFor();
  await page.getByText(NOTICE).waitFor();
  await settle(page);
  expect(sent()).toBe(2);
  expect(await spent(scanned, scannedPkg)).toEqual({ lessons: 1, visits: 1 });
});

test('"İkinci giriş" checks the member in a second time the same day and spends a second lesson', async () => {
  const id = await member('İki Ziyaret E2E');
  const pkg = await runningPackage(id);

  await signInAt(page, `/checkins?member=${id}`);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await page.getByText(NOTICE).waitFor();
  await page.getByText('9 / 10').waitFor();
  await page.getByRole('button', { name: 'İkinci giriş' }).click();
  await page.getByText('8 / 10').waitFor();
  expect(await spent(id, pkg)).toEqual({ lessons: 2, visits: 2 });
});

test('without a usable package the desk sells one and comes back to check the member in', async () => {
  const id = await member('Paketsiz E2E');

  await signInAt(page, `/checkins?member=${id}`);
  await page.getByText('Bugün kullanılabilecek bir paket yok.').waitFor();
  expect(await page.getByRole('button', { name: 'Giriş yap' }).isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Paket sat' }).click();

  await page.waitForURL((url) => url.pathname === `/member-edit/${id}/package-informations`);
  await page.locator('#field-lesson_count').fill('10');
  await page.locator('#field-starttime').fill(typed(day(0)));
  await page.locator('#field-endtime').fill(typed(day(30)));
  await page.locator('#field-price').fill('3000');
  await save(page);

  await page.waitForURL((url) => url.pathname === '/checkins' && url.search === `?member=${id}`);
  await page.getByText('10 / 10').waitFor();
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await page.getByText('9 / 10').waitFor();
});
