// Check-ins end to end (issue 30): at the front desk a scanned member number checks the member in at once and the
// package's lessons left drop by one; the member file's visits tab lists the visit, and undoing it gives the
// lesson back.
import type { Page } from 'playwright-core';
import { adminToken, api, baseUrl, signInAt } from './helpers/browser';
import { pagePerTest } from './helpers/page';
import { businessDay } from '../../src/shared/businessDay';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

const day = (offset: number) => businessDay(offset);

test('the front desk checks a scanned member in; the visits tab lists it and undoes it', async () => {
  const token = await adminToken();
  const member = await api<{ id: number }>(
    'POST',
    'members',
    {
      name: 'Kart Okutan E2E',
      birthdate: '1991-02-03',
      email: 'kart.e2e@example.com',
      status: 'active',
      customer_type: 1,
    },
    token,
  );
  expect(member.status).toBe(201);
  const pkg = await api(
    'POST',
    `members/${member.body.id}/packages`,
    {
      payment_type: 'cash',
      invoice_number: 'FT-E2E-1',
      lesson_count: 10,
      used_lessons: 2,
      starttime: day(-3),
      endtime: day(27),
      price: 3000,
    },
    token,
  );
  expect(pkg.status).toBe(201);

  await signInAt(page, '/checkins');
  const number = page.getByLabel('Üye numarası / kart');
  await number.fill(String(member.body.id));
  await number.press('Enter');
  await page.getByText(`#${member.body.id}: giriş kaydedildi.`).waitFor();
  await page.getByText('7 / 10').waitFor();
  await page.getByText('Kart Okutan E2E').first().waitFor();

  await page.goto(`${baseUrl()}/member-edit/${member.body.id}/checkins`);
  const tab = page.getByRole('region', { name: 'Girişler' });
  await tab.getByRole('cell', { name: 'Admin', exact: false }).first().waitFor();
  await tab.getByRole('button', { name: 'Sil' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Sil', exact: true }).click();
  await page.getByText('8 / 10').waitFor();
  const visits = await api<unknown[]>('GET', `members/${member.body.id}/checkins`, undefined, token);
  expect(visits.body).toHaveLength(0);
});
