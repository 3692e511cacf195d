// History end to end: a member's name changed in their file shows in the file's History tab — who,
// the field as the form labels it, before → after — and in the form's own history drawer, in Turkish and in
// Arabic (right to left). An approved report's drawer names its approver and status in the forms'
// words, and the history list names the report by its kind and title.
import type { Page } from 'playwright-core';
import { adminToken, api, baseUrl, openInApp, signInAt } from './helpers/browser';
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
  // The change's new value, and the record named by kind and name as it was written.
  await row.getByText('Geçmiş Yeni Ad', { exact: true }).waitFor();
  await row.getByText('Üye: Geçmiş Yeni Ad', { exact: true }).waitFor();
  await row.getByText('Admin User').waitFor();
  // Beside the file's tabs the changes are in view, not past the table's right edge (a 1280 px screen).
  const changes = (await row.getByText('Geçmiş Yeni Ad', { exact: true }).boundingBox())!;
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
  await row.getByText('عضو جديد', { exact: true }).waitFor();
  await row.getByText('عضو: عضو جديد', { exact: true }).waitFor();
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
});

/** A pending report by the admin, approved by a staff user of its own ("Günlük Kullanıcı") through the API. */
async function approvedReport(title: string) {
  const token = await adminToken();
  const member = await api<{ id: number }>(
    'POST',
    'members',
    {
      name: 'Rapor Üyesi',
      birthdate: '1991-05-06',
      email: `rapor.${Date.now()}@example.com`,
      status: 'active',
      customer_type: 1,
    },
    token,
  );
  const report = await api<{ id: number }>(
    'POST',
    'reports',
    {
      member_id: member.body.id,
      type: 'progress',
      title,
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      content: '<p>Düzenli çalışıyor.</p>',
    },
    token,
  );
  expect(report.status).toBe(201);
  const approver = await staffUser(['REPORTS_APPROVE', 'MEMBERS_REACH_ALL']);
  const login = await api<{ access_token: string }>('POST', 'authentications/users', approver);
  const approved = await api('POST', `reports/${report.body.id}/_approve`, {}, login.body.access_token);
  expect(approved.status).toBe(200);
  return report.body.id;
}

/** The drawer's line of one field, once it shows `text`. */
async function line(page: Page, drawer: string, field: string, text: string) {
  const item = page
    .getByRole('dialog', { name: drawer })
    // A change's own line, not the timeline's item around the entry.
    .locator('.history-changes > li')
    .filter({ hasText: field })
    .filter({ hasText: text })
    .first();
  await item.waitFor();
  return item.textContent();
}

test("an approved report's history names the approver, the status and the report in the forms' words", async () => {
  const id = await approvedReport('Aylık değerlendirme');
  await signInAt(page, `/report-edit/${id}`);
  await page
    .getByRole('button', { name: /Geçmiş/ })
    .first()
    .click();
  expect(await line(page, 'Değişiklik geçmişi', 'Onaylayan', 'Günlük Kullanıcı')).toBe(
    'Onaylayan: — → Günlük Kullanıcı',
  );
  expect(await line(page, 'Değişiklik geçmişi', 'Durum', 'Onaylandı')).toBe(
    'Durum: Onay bekliyor → Onaylandı',
  );
  expect(await line(page, 'Değişiklik geçmişi', 'Yazan', 'Admin User')).toBe('Yazan: Admin User');

  await openInApp(page, '/history');
  await page
    .getByRole('cell', { name: /Rapor: Aylık değerlendirme/ })
    .first()
    .waitFor();
});

test("in Arabic the approved report's history reads right to left in the same words", async () => {
  const id = await approvedReport('تقييم شهري');
  const reader = await staffUser(
    ['HISTORY_READ', 'REPORTS_SEARCH', 'REPORTS_READ', 'MEMBERS_SEARCH', 'MEMBERS_REACH_ALL'],
    { language: 'ar' },
  );
  await signInAt(page, `/report-edit/${id}`, reader.username, reader.password);
  await page.getByRole('button', { name: /السجل/ }).first().click();
  expect(await line(page, 'سجل التغييرات', 'المعتمِد', 'Günlük Kullanıcı')).toBe(
    'المعتمِد: — ← Günlük Kullanıcı',
  );
  expect(await line(page, 'سجل التغييرات', 'الحالة', 'معتمد')).toBe('الحالة: بانتظار الاعتماد ← معتمد');
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
});
