// Roles and users end to end: roles and users gate what a member of staff sees; a member form refuses a bad e-mail.
import type { Page } from 'playwright-core';
import { adminToken, api, baseUrl, signIn, signInAt } from './helpers/browser';
import { menuRoutes } from './helpers/menu';
import { choose, save } from './helpers/form';
import { pagePerTest } from './helpers/page';
import { png } from './helpers/png';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

test('a role made in the editor, held by a new user, shows only its menu entries and buttons', async () => {
  await signInAt(page, '/role-add');
  await page.locator('#field-name').fill('E2E Üye Okuyucu');
  await page.getByRole('checkbox', { name: 'Üyeler: Listeleme' }).check();
  await page.getByRole('checkbox', { name: 'Üyeler: Görüntüleme' }).check();
  await page.getByRole('checkbox', { name: 'Makaleler: Listeleme' }).check();
  await page.getByRole('checkbox', { name: 'Tüm üyelere erişim' }).check();
  await page.locator('button[type="submit"]').click();
  await page.getByText('İşlem başarıyla gerçekleştirildi.').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/roles');

  const token = await adminToken();
  const roles = await api<{ id: number; name: string; permissions: string[] }[]>(
    'GET',
    'roles?name=E2E%20%C3%9Cye',
    undefined,
    token,
  );
  const role = roles.body.find((r) => r.name === 'E2E Üye Okuyucu');
  expect(role?.permissions.sort()).toEqual([
    'ARTICLES_SEARCH',
    'MEMBERS_REACH_ALL',
    'MEMBERS_READ',
    'MEMBERS_SEARCH',
  ]);
  const branches = await api<{ id: number }[]>('GET', 'branches?start=0&count=1', undefined, token);
  const created = await api(
    'POST',
    'users',
    {
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
    },
    token,
  );
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
  await page.locator('.ant-table-tbody tr.ant-table-row a[href^="/member-edit/"]').first().waitFor();
  await expect(page.getByRole('link', { name: /Yeni ekle/ }).count()).resolves.toBe(0);
  // Read without update: the member form has no save button.
  await page.locator('.ant-table-tbody tr.ant-table-row a[href^="/member-edit/"]').first().click();
  await page.locator('#field-name').waitFor();
  await expect(page.locator('button[type="submit"]').count()).resolves.toBe(0);
});

test('a member with a bad e-mail is refused with the spec message and nothing is lost', async () => {
  await signInAt(page, '/member-add');
  await page.locator('#field-name').fill('Deneme Üye');
  await page.locator('#field-email').fill('deneme@');
  await page.locator('#field-email').blur();
  await page.getByText('Lütfen geçerli bir e-posta adresi girin.').waitFor();
  expect(await page.locator('#field-name').inputValue()).toBe('Deneme Üye');
});

test('an article is created with an image, its image replaced, then deleted', async () => {
  await signInAt(page, '/article-add');
  await page.locator('#field-title').fill('E2E Makale Başlığı');
  await choose(page, 'type', 'Duyuru');
  await choose(page, 'lang', 'Türkçe');
  await choose(page, 'status', 'Aktif');
  await page.locator('.ql-editor').click();
  await page.keyboard.type('Salonumuz bayramda açıktır.');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: png([255, 0, 0]) });
  await save(page);
  await page.getByText('İşlem başarıyla gerçekleştirildi.').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/articles');

  const token = await adminToken();
  type Article = {
    id: number;
    title: string;
    attributes: { media: { type: string; url: string; id?: number }[] };
  };
  const find = async () =>
    (await api<Article[]>('GET', 'articles?title=E2E%20Makale', undefined, token)).body.find(
      (a) => a.title === 'E2E Makale Başlığı',
    );
  const created = await find();
  const firstImage = created?.attributes.media.find((m) => m.type === 'image');
  expect(firstImage?.url).toMatch(/^\/media\//);

  await page.goto(`${baseUrl()}/article-edit/${created?.id}`);
  await page.locator('#field-title').waitFor();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'yeni.png', mimeType: 'image/png', buffer: png([0, 0, 255]) });
  await save(page);
  await page.getByText('İşlem başarıyla gerçekleştirildi.').first().waitFor();
  let replaced: Article | undefined;
  for (let i = 0; i < 20 && !replaced; i++) {
    const now = await find();
    const images = now?.attributes.media.filter((m) => m.type === 'image') ?? [];
    if (images.length === 1 && images[0].url !== firstImage?.url) replaced = now;
    else await page.waitForTimeout(250);
  }
  expect(replaced).toBeDefined();
  expect((await fetch(`${baseUrl()}${firstImage?.url}`)).status).toBe(404);

  await page.goto(`${baseUrl()}/articles`);
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'E2E Makale Başlığı' });
  await row.locator('button:has(.anticon-delete)').click();
  await page.getByText('Bu kaydı silmek istediğinizden emin misiniz?').waitFor();
  await page
    .locator('.ant-popconfirm-buttons button.ant-btn-primary, .ant-popover .ant-btn-dangerous')
    .last()
    .click();
  // The deleted record stays in the list, marked (struck through, actions off).
  await page
    .locator('.ant-table-tbody tr.ant-table-row[aria-disabled="true"]')
    .filter({ hasText: 'E2E Makale Başlığı' })
    .waitFor();
  expect((await api('GET', `articles/${created?.id}`, undefined, token)).status).toBe(404);
});
