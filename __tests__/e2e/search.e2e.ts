// Search end to end: staff type names the way they type them — `celik` on the members search finds the demo's
// Çelik members, the same ones `Çelik` finds.
import type { Page } from 'playwright-core';
import { adminToken, api, signInAt } from './helpers/browser';
import { pagePerTest } from './helpers/page';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

test('typing celik into the members search shows the Çelik members', async () => {
  const token = await adminToken();
  const withLetter = await api<{ name: string }[]>(
    'GET',
    'members?count=100&name=%C3%87elik',
    undefined,
    token,
  );
  const plain = await api<{ name: string }[]>('GET', 'members?count=100&name=celik', undefined, token);
  expect(plain.body.length).toBeGreaterThan(0);
  expect(plain.body.map((m) => m.name).sort()).toEqual(withLetter.body.map((m) => m.name).sort());

  await signInAt(page, '/members');
  await page.locator('.ant-table-tbody .ant-table-row').first().waitFor();
  const search = page.getByRole('search');
  await search.locator('#name').fill('celik');
  await search.locator('#name').press('Enter');
  const expected = Math.min(plain.body.length, 25);
  await page.waitForFunction((n) => {
    const rows = [...document.querySelectorAll('.ant-table-tbody .ant-table-row')];
    return rows.length === n && rows.every((row) => row.textContent?.includes('Çelik'));
  }, expected);
  expect(await page.locator('.ant-table-tbody .ant-table-row', { hasText: 'Çelik' }).count()).toBe(expected);
});
