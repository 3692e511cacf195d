// Time for the members list screen to show a page of 200 in Chromium: from choosing 200 per page in the pagination
// bar to the page painted (the API answer included; the server caches the page after the first round). Above 50
// rows the list is a virtual table, so "painted" is the rows in view.
import { launchBrowser } from '../e2e/helpers/browser';
import { ADMIN_PASSWORD, startProduct, stopProduct } from '../e2e/helpers/server';
import type { Page } from 'playwright-core';

const ROUNDS = 7;

async function choosePageSize(page: Page, size: number): Promise<number> {
  await page.locator('.ant-pagination-options .ant-select').first().click();
  // The observer starts before the click, in the page, so the figure is the browser's own clock. The page
  // code is a string: tsx's transform would wrap a function in helpers that do not exist in the browser.
  const done = page.evaluate(`new Promise((resolve) => {
    const t0 = performance.now();
    const observer = new MutationObserver(() => {
      // The page of ${size} is in the table (a virtual table has only the rows in view in the DOM) and rows show.
      if (
        document.querySelector('[data-page-rows="${size}"]') &&
        document.querySelectorAll('.ant-table-tbody .ant-table-row').length > 0
      ) {
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - t0));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  })`) as Promise<number>;
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${size}\\b`) })
    .click();
  return done;
}

export async function benchRender(): Promise<Record<string, string>> {
  const server = await startProduct();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${server.baseUrl}/login`);
    await page.locator('#username').fill('admin');
    await page.locator('input[type="password"]').fill(ADMIN_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${server.baseUrl}/members`);
    await page.locator('.ant-table-tbody .ant-table-row').first().waitFor();
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      times.push(await choosePageSize(page, 200));
      await choosePageSize(page, 25);
    }
    times.sort((a, b) => a - b);
    return {
      'members list, 25 → 200 rows per page painted (median of 7, first round included)': `${times[Math.floor(ROUNDS / 2)].toFixed(0)} ms`,
      'fastest / slowest round': `${times[0].toFixed(0)} / ${times[ROUNDS - 1].toFixed(0)} ms`,
    };
  } finally {
    await browser.close();
    await stopProduct(server.child);
  }
}
