// History end to end (issue 30): a member's name changed in their file shows in the file's History tab — who,
// the field as the form labels it, before → after — and in the form's own history drawer, in Turkish and in
// Arabic (right to left).
import type { Page } from 'playwright-core';
import { adminToken, api, baseUrl, signInAt } from './helpers/browser';
import { save } from './helpers/form';
import { pagePerTest } from './helpers/page';
import { staffUser } from './helpers/staff';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

test("a change made in the member's file shows in its History tab and in the form's drawer", async () => {
  const token = await adminToken();
  const member = await api<{ id: number }>(
    'POST',
    'members',
    {
      name: 'Geçmiş Eski Ad',
      birthdate: '1990-01-02',
      email: 'gecmis.e2e@example.com',
      status: 'active',
      customer_type: 1,
    },
    token,
  );
  expect(member.status).toBe(201);

  await signInAt(page, `/member-edit/${member.body.id}/member-informations`);
  await page.locator('#field-name').fill('Geçmiş Yeni Ad');
  await save(page);
  await page.getByText('Geçmiş Yeni Ad').first().waitFor();

  // Within the page (no reload): the tab menu's link.
  await page.getByRole('menu', { name: 'Üye menüsü' }).getByRole('link', { name: 'Geçmiş' }).click();
  const tab = page.getByRole('region', { name: 'Geçmiş' });
  const row = tab.getByRole('row').filter({ hasText: 'Güncelleme' });
  await row.getByText('Geçmiş Eski Ad').waitFor();
  await row.getByText('Geçmiş Yeni Ad').waitFor();
  await row.getByText('Admin User').waitFor();
  // Beside the file's tabs the changes are in view, not past the table's right edge (a 1280 px screen).
  const changes = (await row.getByText('Geçmiş Yeni Ad').boundingBox())!;
  const table = (await tab.locator('.ant-table').boundingBox())!;
  expect(changes.x + changes.width).toBeLessThanOrEqual(table.x + table.width);

  await page.goto(`${baseUrl()}/member-edit/${member.body.id}/member-informations`);
  await page
    .getByRole('button', { name: /Geçmiş/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Değişiklik geçmişi' });
  await drawer.getByText('Geçmiş Yeni Ad').waitFor();
  expect(await drawer.getByText('Geçmiş Eski Ad').count()).toBe(2);
});

test("in Arabic the member's History tab reads right to left, the action translated", async () => {
  const token = await adminToken();
  const member = await api<{ id: number }>(
    'POST',
    'members',
    {
      name: 'تاريخ عضو',
      birthdate: '1992-03-04',
      email: 'tarih.e2e@example.com',
      status: 'active',
      customer_type: 1,
    },
    token,
  );
  expect((await api('PUT', `members/${member.body.id}`, { name: 'عضو جديد' }, token)).status).toBe(200);
  const user = await staffUser(['HISTORY_READ', 'MEMBERS_READ', 'MEMBERS_SEARCH', 'MEMBERS_REACH_ALL'], {
    language: 'ar',
  });
  await signInAt(page, `/member-edit/${member.body.id}/history`, user.username, user.password);
  const tab = page.getByRole('region', { name: 'السجل' });
  const row = tab.getByRole('row').filter({ hasText: 'تحديث' });
  await row.getByText('عضو جديد').waitFor();
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
});
