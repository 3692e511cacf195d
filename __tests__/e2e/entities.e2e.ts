// Issue 3 end to end: roles and users gate what a member of staff sees; a member form refuses a bad e-mail.
import type { Browser, Page } from 'playwright-core';
import { adminToken, api, baseUrl, launchBrowser, signIn } from './helpers/browser';
import { menuRoutes } from './helpers/menu';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  page = await (await browser.newContext({ locale: 'tr-TR' })).newPage();
  page.setDefaultTimeout(15_000);
});
afterEach(async () => {
  await page.context().close();
});

test('a role made in the editor, held by a new user, shows only its menu entries and buttons', async () => {
  await signIn(page);
  await page.goto(`${baseUrl()}/role-add`);
  await page.locator('#field-name').fill('E2E Üye Okuyucu');
  await page.getByRole('checkbox', { name: 'Üyeler: Listeleme' }).check();
  await page.getByRole('checkbox', { name: 'Üyeler: Görüntüleme' }).check();
  await page.getByRole('checkbox', { name: 'Makaleler: Listeleme' }).check();
  await page.locator('button[type="submit"]').click();
  await page.getByText('İşlem başarıyla gerçekleştirildi.').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/roles');

  const token = await adminToken();
  const roles = await api<{ id: number; name: string; permissions: string[] }[]>('GET', 'roles?name=E2E%20%C3%9Cye', undefined, token);
  const role = roles.body.find((r) => r.name === 'E2E Üye Okuyucu');
  expect(role?.permissions.sort()).toEqual(['ARTICLES_SEARCH', 'MEMBERS_READ', 'MEMBERS_SEARCH']);
  const branches = await api<{ id: number }[]>('GET', 'branches?start=0&count=1', undefined, token);
  const created = await api('POST', 'users', {
    username: 'e2e.okuyucu',
    email: 'okuyucu@example.com',
    type: 'sales',
    name: 'Okuyucu',
    lastname: 'Personel',
    title: 'Satış',
    phone: '(555) 765 43 21',
    status: 'active',
    branches_id: branches.body[0]?.id ?? 1,
    roles_id: role?.id,
    password: 'Okuyucu-Pass-1',
    password_again: 'Okuyucu-Pass-1',
  }, token);
  expect(created.status).toBe(201);

  await page.goto(`${baseUrl()}/logout`);
  await page.waitForURL((url) => url.pathname === '/login');
  await signIn(page, 'e2e.okuyucu', 'Okuyucu-Pass-1');
  expect(await menuRoutes(page)).toEqual(['/articles', '/members']);

  // Lists show no "new" and no delete without CREATE / DELETE.
  await page.goto(`${baseUrl()}/articles`);
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  await expect(page.getByRole('link', { name: /Yeni ekle/ }).count()).resolves.toBe(0);
  await expect(page.locator('.ant-table-tbody button .anticon-delete').count()).resolves.toBe(0);
  await page.goto(`${baseUrl()}/members`);
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  await expect(page.getByRole('link', { name: /Yeni ekle/ }).count()).resolves.toBe(0);
  // Read without update: the member form has no save button.
  await page.locator('.ant-table-tbody tr.ant-table-row a[href^="/member-edit/"]').first().click();
  await page.locator('#field-name').waitFor();
  await expect(page.locator('button[type="submit"]').count()).resolves.toBe(0);
});

test('a member with a bad e-mail is refused with the spec message and nothing is lost', async () => {
  await signIn(page);
  await page.goto(`${baseUrl()}/member-add`);
  await page.locator('#field-name').fill('Deneme Üye');
  await page.locator('#field-email').fill('deneme@');
  await page.locator('#field-email').blur();
  await page.getByText('Lütfen geçerli bir e-posta adresi girin.').waitFor();
  expect(await page.locator('#field-name').inputValue()).toBe('Deneme Üye');
});
