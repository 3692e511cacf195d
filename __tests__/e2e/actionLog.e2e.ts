// QA's loop in a real browser: do something, download the action log from the user menu, load it
// on /support/replay, step to an action and see the state it produced.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD } from './helpers/server';
import { baseUrl, signIn } from './helpers/browser';
import { menuRoutes } from './helpers/menu';
import { pagePerTest } from './helpers/page';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

/** Clicks 'Next' until the shown action has the given type; returns its 1-based index. */
async function stepTo(type: string): Promise<number> {
  const shownType = page.locator('.ant-descriptions-item-content code').first();
  for (let index = 1; index < 500; index += 1) {
    if ((await shownType.textContent()) === type) return index;
    await page.locator('button', { hasText: 'Sonraki' }).click();
    await page
      .getByTestId('replay-position')
      .filter({ hasText: `İşlem ${index + 1} /` })
      .waitFor();
  }
  throw new Error(`no ${type} action in the log`);
}

test('a log downloaded from the user menu replays on /support/replay', async () => {
  await signIn(page);
  // Open the members list from the menu (in-app navigation: the same store, so the same log).
  expect(await menuRoutes(page)).toEqual(expect.arrayContaining(['/members', '/support/replay'])); // opens every group
  await page.locator('aside a[href="/members"]').first().click();
  await page.waitForURL((url) => url.pathname === '/members');
  await page.locator('.ant-table').first().waitFor();

  await page.locator('.shell-header button:has(.ant-avatar)').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByText('İşlem kaydını indir').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^action-log-.*\.json$/);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'gym-e2e-log-')), download.suggestedFilename());
  await download.saveAs(file);
  const text = readFileSync(file, 'utf8');
  expect(text).not.toContain(ADMIN_PASSWORD);
  // A Redux DevTools monitor state (what the DevTools app imports), with the product's meta.
  expect(JSON.parse(text)).toMatchObject({
    actionsById: expect.any(Object),
    computedStates: expect.any(Array),
    stagedActionIds: expect.any(Array),
    meta: { language: 'tr', version: 2 },
  });

  await page.goto(`${baseUrl()}/support/replay`);
  await page.locator('input[type="file"]').setInputFiles(file);
  await page
    .getByTestId('replay-position')
    .filter({ hasText: /^İşlem 1 \/ \d+$/ })
    .waitFor();

  await stepTo('members/search/fulfilled');
  const changes = page.locator('.ant-card').filter({ hasText: 'Durum değişiklikleri' });
  await changes.getByText('members.status', { exact: true }).waitFor();
  await expect(changes.getByText('"idle"').count()).resolves.toBeGreaterThan(0);
  await expect(changes.getByText('members.lists."".total', { exact: true }).count()).resolves.toBe(1);

  // The whole state after that action, as the sandbox computed it.
  await page.getByText('Bu işlemden sonraki durum').click();
  const state = JSON.parse((await page.getByLabel('Bu işlemden sonraki durum').textContent()) ?? '{}') as {
    members: { status: string; ids: unknown[] };
    session: { accessToken: string };
  };
  expect(state.members.status).toBe('idle');
  expect(state.members.ids.length).toBeGreaterThan(0);
  expect(state.session.accessToken).toBe('[redacted]');
});
