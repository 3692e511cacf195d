// The dashboard's "needs attention" list end to end (issue 30), on the demo gym: kinds with counts, items naming
// a member and the reason, each opening the screen that resolves it; the same list in Arabic, right to left.
import type { Page } from 'playwright-core';
import { baseUrl, signIn } from './helpers/browser';
import { pagePerTest } from './helpers/page';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

test('the dashboard lists what needs attention and opens where it is resolved, in tr and in ar', async () => {
  await signIn(page);
  await page.goto(`${baseUrl()}/dashboard`);
  const card = page
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: 'İlgilenilmesi gerekenler' }) });
  await card.getByText('Paketi bitiyor').waitFor();
  await card.getByText('Gelmiyor').click();
  const first = card.locator('.ant-list-item').first();
  await first.getByText(/gündür gelmedi|henüz hiç giriş yapmadı/).waitFor();
  await first.getByRole('link', { name: 'Aç' }).click();
  await page.waitForURL(/\/member-edit\/\d+\/checkins$/);
  await page.getByRole('region', { name: 'Girişler' }).waitFor();

  await page.goto(`${baseUrl()}/dashboard`);
  await page.getByText('AR', { exact: true }).click();
  try {
    const arCard = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { name: 'بحاجة إلى متابعة' }) });
    await arCard.getByText('باقة تنتهي').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  } finally {
    await page.getByText('TR', { exact: true }).click();
    await page.getByRole('heading', { name: 'İlgilenilmesi gerekenler' }).waitFor();
  }
});
