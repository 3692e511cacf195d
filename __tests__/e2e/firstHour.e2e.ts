// What a new staff member meets in the first hour: the shell on a phone in Arabic and Turkish,
// left-to-right data in Arabic pages, the article image check, the login page's language, and the word on a
// 401 (the navigation through every layout switch: themeSwitcher.e2e.ts). Screenshots go to __tests__/e2e/screenshots/ (git-ignored).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { adminToken, api, baseUrl, signInAt } from './helpers/browser';
import { drawersClosed, setProfile, visibleAndUncovered } from './helpers/layout';
import { pagePerTest } from './helpers/page';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

const SHOTS = path.join(__dirname, 'screenshots');
mkdirSync(SHOTS, { recursive: true });
const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `firstHour-${name}.png`) });

type Lang = 'tr' | 'ar' | 'en';

async function profileLanguage(): Promise<unknown> {
  const res = await api<{ data?: { settings?: { language?: string } } }>(
    'GET',
    'profile',
    undefined,
    await adminToken(),
  );
  return res.body.data?.settings?.language;
}

async function noHorizontalScroll(): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

describe.each<[Lang, string, string]>([
  ['tr', 'Menüyü aç veya kapat', 'Diğer araçlar'],
  ['ar', 'فتح القائمة أو إغلاقها', 'أدوات أخرى'],
])('the shell at 390 px in %s', (lang, menuLabel, moreLabel) => {
  test('fits the screen, the menu opens, tools and row actions are reachable', async () => {
    await setProfile({ language: lang });
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, '/members');
    await page.locator('.ant-table-row').first().waitFor();
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await noHorizontalScroll();
    await shot(`members-390-${lang}`);

    // Below 768 px the actions column scrolls with the row (a sticky one covered headers and names):
    // a row's actions are reached by scrolling the table, and nothing covers them there.
    const edit = page.locator('.ant-table-row').first().locator('a[href^="/member-edit/"]');
    await edit.scrollIntoViewIfNeeded();
    await visibleAndUncovered(edit);

    const menuButton = page.getByRole('button', { name: menuLabel });
    await visibleAndUncovered(menuButton);
    await menuButton.click();
    const drawerMenu = page.locator('.ant-drawer-open .ant-menu-root');
    await drawerMenu.waitFor();
    await page.waitForFunction(() => {
      const box = document.querySelector('.ant-drawer-open .ant-menu-root')?.getBoundingClientRect();
      return box !== undefined && box.left >= 0 && box.right <= window.innerWidth + 1; // slid in
    });
    await visibleAndUncovered(drawerMenu);
    await shot(`menu-390-${lang}`);
    await page.keyboard.press('Escape');
    await drawerMenu.waitFor({ state: 'hidden' });
    await drawersClosed(page);

    const more = page.getByRole('button', { name: moreLabel });
    await visibleAndUncovered(more);
    await more.click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu').waitFor();
    await page.waitForTimeout(300); // the menu's opening animation, for the screenshot
    await shot(`tools-390-${lang}`);
    await noHorizontalScroll();
  });

  test("a member's page shows its tabs as a select and fits", async () => {
    await setProfile({ language: lang });
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, '/member-edit/1');
    await page.locator('.member-tab-select').waitFor();
    await expect(page.locator('.ant-menu-inline[aria-label]').count()).resolves.toBe(0);
    await page.locator('input[type="tel"]').first().waitFor();
    await noHorizontalScroll();
    await shot(`member-edit-390-${lang}`);
  });
});

/** x of the first and last characters of a text node inside `selector`'s first match. */
async function textEnds(selector: string): Promise<{ text: string; firstX: number; lastX: number }> {
  return page
    .locator(selector)
    .first()
    .evaluate((root) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const node = walker.nextNode() as Text;
      const text = node.data;
      const rectOf = (i: number) => {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect();
      };
      return { text, firstX: rectOf(0).left, lastX: rectOf(text.length - 1).left };
    });
}

test("in Arabic a phone number reads left to right in the members table and in the member's phone input", async () => {
  const token = await adminToken();
  const created = await api<{ id: number }>(
    'POST',
    'members',
    {
      name: 'Telefon Deneme',
      email: 'phone.order@example.com',
      birthdate: '1990-01-02',
      status: 'active',
      customer_type: 1,
      phone: '(505) 111 22 33',
    },
    token,
  );
  expect(created.status).toBe(201);
  await setProfile({ language: 'ar' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, '/members');
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  const row = page.locator('.ant-table-row', { hasText: 'phone.order@example.com' });
  await row.waitFor();
  const cell = await row.locator('bdi', { hasText: '(505) 111 22 33' }).evaluate((el) => {
    el.setAttribute('data-probe', 'phone');
    return { dir: el.getAttribute('dir'), text: el.textContent };
  });
  expect(cell).toEqual({ dir: 'ltr', text: '(505) 111 22 33' });
  const shown = await textEnds('[data-probe="phone"]');
  expect(shown.text).toBe('(505) 111 22 33');
  expect(shown.firstX).toBeLessThan(shown.lastX); // '(' left of the final '3': '(505) 111 22 33', not '33 22 111 (505)'
  await shot('members-1440-ar');

  await page.goto(`${baseUrl()}/member-edit/${created.body.id}`);
  const input = page.locator('input[type="tel"]').first();
  await input.waitFor();
  await expect(input.inputValue()).resolves.toBe('(505) 111 22 33');
  await expect(input.getAttribute('dir')).resolves.toBe('ltr');
  await expect(input.evaluate((el) => getComputedStyle(el).direction)).resolves.toBe('ltr');
  await shot('member-edit-1440-ar');
});

test('the article form refuses a non-image file beside the uploader and creates nothing', async () => {
  const token = await adminToken();
  const count = async () =>
    Number(
      (
        await fetch(`${baseUrl()}/api/v1/articles?start=0&count=1`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).headers.get('x-total-count'),
    );
  const before = await count();
  await setProfile({ language: 'tr' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, '/article-add');
  const file = page.locator('.image-uploader input[type="file"]');
  await file.waitFor({ state: 'attached' });

  await file.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await page
    .locator('.image-uploader-reason')
    .getByText('Bu dosya türü desteklenmiyor: yalnızca PNG, JPEG, GIF veya WebP resimleri yüklenebilir.')
    .waitFor();
  await file.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.7 not an image'),
  });
  await page
    .locator('.image-uploader-reason')
    .getByText('Dosyanın içeriği bir PNG, JPEG, GIF veya WebP resmi değil.')
    .waitFor();
  await expect(page.locator('.image-uploader img').count()).resolves.toBe(0);
  await page.locator('.ql-editor').waitFor();
  await shot('article-add-refused-1440-tr');

  // The 'Özet' label sits below the editor, not on its border.
  const gap = await page.evaluate(() => {
    const editor = document.querySelector('.rich-text-editor .ql-container')!.getBoundingClientRect();
    const summary =
      document.querySelector('label[for$="summary"]') ??
      [...document.querySelectorAll('label')].find((l) => l.textContent?.includes('Özet'));
    return summary!.getBoundingClientRect().top - editor.bottom;
  });
  expect(gap).toBeGreaterThanOrEqual(0);

  expect(new URL(page.url()).pathname).toBe('/article-add');
  expect(await count()).toBe(before);
});

test('the language chosen on the login page survives sign-in and is saved to the profile', async () => {
  await setProfile({ language: 'en' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl()}/login`);
  await page.locator('.login-language-button').click();
  await page.getByText('العربية').click();
  await page.waitForFunction(() => document.documentElement.lang === 'ar');
  await page.locator('#username').fill('admin');
  await page.locator('input[type="password"]').fill('e2e-Admin-Pass-1');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.locator('.ant-layout-sider .ant-menu, .ant-menu-horizontal').first().waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
  for (let i = 0; i < 50 && (await profileLanguage()) !== 'ar'; i += 1) await page.waitForTimeout(100);
  expect(await profileLanguage()).toBe('ar');
  await page.reload();
  await page.locator('.ant-layout-sider .ant-menu, .ant-menu-horizontal').first().waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
  await shot('after-login-ar');
});

test('a 401 brings the user to /login with a word that the session ended', async () => {
  await setProfile({ language: 'tr' });
  await signInAt(page, '/members');
  await page.locator('.ant-table-row').first().waitFor();
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('gym.session') ?? '{}') as { accessToken?: string }).accessToken,
  );
  expect(typeof token).toBe('string');
  const revoked = await fetch(`${baseUrl()}/api/v1/authentications/users`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.status).toBe(204);
  await page.getByRole('button', { name: /Ara/ }).first().click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('status').getByText('Oturumunuz sona erdi. Lütfen tekrar giriş yapın.').waitFor();
  await shot('session-ended-tr');
});
