// The dashboard's "needs attention" list end to end, on the demo gym: kinds with counts, items naming
// a member and the reason, each opening the screen that resolves it; the same list in Arabic, right to left.
import type { Page } from 'playwright-core';
import { signInAt } from './helpers/browser';
import { pagePerTest } from './helpers/page';
import { staffUser } from './helpers/staff';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

const attentionCard = (title: string) =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: title }) });

test('the dashboard lists what needs attention and opens the screen that resolves it', async () => {
  await signInAt(page, '/dashboard');
  const card = attentionCard('İlgilenilmesi gerekenler');
  await card
    .locator('label')
    .filter({ hasText: /gün içinde bitiyor/ })
    .click();
  const first = card.locator('.ant-list-item').first();
  // "… tarihinde bitiyor (3 gün kaldı)", or for a package ending today "Paketi bugün bitiyor (…)".
  await first.getByText(/tarihinde bitiyor \(\d+ gün kaldı\)|bugün bitiyor \(/).waitFor();
  await first.getByRole('link', { name: 'Aç' }).click();
  await page.waitForURL(/\/member-edit\/\d+\/package-informations$/);
  await page.getByRole('region', { name: 'Paket bilgileri' }).waitFor();
});

test('in Arabic the attention list reads right to left, its kinds translated', async () => {
  const user = await staffUser(
    ['USERS_SEARCH', 'MEMBER_PACKAGE_SEARCH', 'CHECKINS_SEARCH', 'MEMBERS_REACH_ALL'],
    {
      language: 'ar',
    },
  );
  await signInAt(page, '/dashboard', user.username, user.password);
  const card = attentionCard('بحاجة إلى متابعة');
  await card
    .locator('label')
    .filter({ hasText: /باقة تنتهي/ })
    .waitFor();
  await card
    .locator('label')
    .filter({ hasText: /لا يحضر/ })
    .waitFor();
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
});
