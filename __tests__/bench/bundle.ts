// Gzipped JS+CSS that a route loads, measured in Chromium against the built product: /login (the first load)
// file by file, in Turkish and for a guest who chose Arabic, and each main route after sign-in; reports the
// largest route and whether react-quill or charts sneak into /login. /login above its budget fails the bench
// (exit code 1): the budget stays. What the first load is made of is listed in __tests__/client/app/firstLoad.test.ts.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/helpers/browser';
import { ADMIN_PASSWORD, startProduct, stopProduct } from '../e2e/helpers/server';

const ROUTES = [
  '/dashboard',
  '/members',
  '/member-add',
  '/users',
  '/roles',
  '/role-add',
  '/articles',
  '/article-add',
  '/branches',
  '/profile',
];

async function loadedAssets(page: Page, url: string, settleSelector: string): Promise<Map<string, Buffer>> {
  const assets = new Map<string, Buffer>();
  const onResponse = async (res: import('playwright-core').Response) => {
    const u = res.url();
    if (/\.(js|css)(\?|$)/.test(u)) {
      try {
        assets.set(u, await res.body());
      } catch {
        /* redirected or aborted */
      }
    }
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector(settleSelector, { timeout: 15000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return assets;
}

/** /login's budget, everything the browser fetches to show it. */
export const LOGIN_BUDGET_BYTES = 150 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const fileName = (url: string) =>
  url
    .split('/')
    .pop()!
    .replace(/\.[0-9a-f]{8}\./, '.');
const byFile = (m: Map<string, Buffer>) =>
  [...m.entries()]
    .map(([url, body]) => ({ name: fileName(url), bytes: gzipSync(body, { level: 9 }).length }))
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ name, bytes }) => `${name} ${kb(bytes)}`)
    .join(', ');
const gz = (m: Map<string, Buffer>) =>
  [...m.values()].reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0);

export async function benchBundle(): Promise<Record<string, string>> {
  const server = await startProduct();
  const browser = await launchBrowser();
  try {
    // A guest who chose Arabic on /login before: the saved choice is read at start (the language's chunk first).
    const arabicContext = await browser.newContext();
    await arabicContext.addInitScript(() =>
      window.localStorage.setItem('gym.settings', JSON.stringify({ settings: { language: 'ar' } })),
    );
    const arabic = await loadedAssets(
      await arabicContext.newPage(),
      `${server.baseUrl}/login`,
      'html[lang="ar"] input[type="password"]',
    );
    await arabicContext.close();

    const page = await (await browser.newContext()).newPage();
    const login = await loadedAssets(page, `${server.baseUrl}/login`, 'input[type="password"]');
    const heavyInLogin = [...login.entries()].some(([, b]) =>
      /quill|recharts|chart\.js/i.test(b.toString('latin1').slice(0, 200000)),
    );
    await page.locator('input[name="username"], #username').first().fill('admin');
    await page.locator('input[type="password"]').first().fill(ADMIN_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    let largest = { route: '', bytes: 0 };
    for (const route of ROUTES) {
      const ctx = await browser.newContext({ storageState: await page.context().storageState() });
      const p = await ctx.newPage();
      const assets = await loadedAssets(p, `${server.baseUrl}${route}`, 'main');
      const bytes = gz(assets);
      if (bytes > largest.bytes) largest = { route, bytes };
      await ctx.close();
    }
    const loginBytes = gz(login);
    const withinBudget = loginBytes <= LOGIN_BUDGET_BYTES;
    if (!withinBudget) process.exitCode = 1;
    return {
      'gzipped JS+CSS loaded by /login': kb(loginBytes),
      budget: `${kb(LOGIN_BUDGET_BYTES)}: ${withinBudget ? 'within' : 'EXCEEDED (the bench fails)'}`,
      '/login files (gzipped)': byFile(login),
      '/login for a guest who chose Arabic': `${kb(gz(arabic))} (${byFile(arabic)})`,
      'rich-text editor or charts in /login': heavyInLogin ? 'YES (regression)' : 'no',
      'largest route (full load, gzipped)': `${largest.route} ${kb(largest.bytes)}`,
    };
  } finally {
    await browser.close();
    await stopProduct(server.child);
  }
}
