// Time for a list screen to show a page of 200 in Chromium, beside a floor, in one run: from the trigger (the
// pointer going down on '200 / sayfa' in the pagination bar) to the page painted (the animation frame after the
// rows are in the DOM), the API answer included (the server caches the page after the first round). Above 50
// rows the product's list is a virtual table, so "painted" is the rows in view.
//
// The floor is a plain React table (renderFloor.tsx: no antd, no store, every row in the DOM) of the same rows —
// it asks the API for the URL the product asked for and draws the same columns' text — served on the product's
// origin in the same browser and timed with the same clock. Each round times the product and then the floor, so
// a busy machine weighs on both alike.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/helpers/browser';
import { ADMIN_PASSWORD, startProduct, stopProduct } from '../e2e/helpers/server';
import { BENCH_LISTS, type BenchList, type FloorStart } from './renderLists';

const ROUNDS = 7;
const SMALL = 25;
const BIG = 200;
const root = path.resolve(__dirname, '..', '..');
const PRODUCT_ROWS = '.ant-table-tbody .ant-table-row';
const FLOOR_ROWS = 'tbody tr';
const FLOOR_PATH = '/__render-floor/';

/**
 * Arms the clock in the page: the pointer going down starts it; the page of `size` rows in the DOM (the list's
 * data-page-rows) and the next animation frame stop it. Page code is a string: tsx's transform would wrap a
 * function in helpers that do not exist in the browser.
 */
async function arm(page: Page, size: number, rowSelector: string): Promise<void> {
  await page.evaluate(`(() => {
    window.__renderTime = new Promise((resolve) => {
      document.addEventListener('pointerdown', (event) => {
        const t0 = event.timeStamp;
        const observer = new MutationObserver(() => {
          if (
            document.querySelector('[data-page-rows="${size}"]') &&
            document.querySelectorAll(${JSON.stringify(rowSelector)}).length > 0
          ) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - t0));
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      }, { capture: true, once: true });
    });
  })()`);
}

const measured = (page: Page) => page.evaluate('window.__renderTime') as Promise<number>;

async function productPageSize(page: Page, size: number): Promise<number> {
  await page.bringToFront();
  await page.locator('.ant-pagination-options .ant-select').first().click();
  const option = page.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${size}\\b`) });
  await option.waitFor();
  await page.waitForTimeout(300); // the dropdown's opening animation is over
  await arm(page, size, PRODUCT_ROWS);
  await option.click();
  return measured(page);
}

async function floorPageSize(page: Page, size: number): Promise<number> {
  await page.bringToFront();
  await arm(page, size, FLOOR_ROWS);
  await page.locator(size === BIG ? '#floor-big' : '#floor-small').click();
  return measured(page);
}

async function api<T>(baseUrl: string, token: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/api/v1/${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return { body: (await res.json()) as T, total: Number(res.headers.get('x-total-count') ?? 0) };
}

/** The demo holds ten staff users: the bench adds the others of a page of 200 through the API. */
async function ensureUsers(baseUrl: string, token: string): Promise<void> {
  const { total } = await api<unknown[]>(baseUrl, token, 'GET', 'users?start=0&count=1');
  const branch = (await api<{ id: number }[]>(baseUrl, token, 'GET', 'branches?start=0&count=1')).body[0];
  const role = (await api<{ id: number }[]>(baseUrl, token, 'GET', 'roles?start=0&count=1')).body[0];
  const missing = Array.from({ length: Math.max(0, BIG - total) }, (_, i) => i + 1);
  const create = async (i: number) =>
    api(baseUrl, token, 'POST', 'users', {
      username: `bench.user${i}`,
      email: `bench.user${i}@gym.example`,
      type: 'coach',
      name: `Bench${i}`,
      lastname: 'Antrenör',
      title: 'Antrenör',
      phone: `(555) 000 ${String(i).padStart(4, '0')}`,
      status: 'active',
      branches_id: branch.id,
      roles_id: role.id,
      password: 'Bench-pass-1',
      password_again: 'Bench-pass-1',
    });
  for (let i = 0; i < missing.length; i += 4) await Promise.all(missing.slice(i, i + 4).map(create));
}

function labelsOf(list: BenchList): FloorStart['labels'] {
  const file = path.join(root, 'i18n', 'tr', `${list.i18n}.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { options?: FloorStart['labels'] }>;
  return tree[list.name]?.options ?? {};
}

async function floorBundle(): Promise<string> {
  const out = await build({
    entryPoints: [path.join(__dirname, 'renderFloor.tsx')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return out.outputFiles[0].text;
}

const figure = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return `${median.toFixed(0)} ms (${sorted[0].toFixed(0)}–${sorted[sorted.length - 1].toFixed(0)})`;
};

export async function benchRender(): Promise<Record<string, string>> {
  const script = await floorBundle();
  const server = await startProduct();
  const browser = await launchBrowser();
  try {
    const { baseUrl } = server;
    const token = (
      await (
        await fetch(`${baseUrl}/api/v1/authentications/users`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
        })
      ).json()
    ).access_token as string;
    await ensureUsers(baseUrl, token);

    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.locator('#username').fill('admin');
    await page.locator('input[type="password"]').fill(ADMIN_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const floor = await context.newPage();
    await floor.route(`${baseUrl}${FLOOR_PATH}**`, (route) =>
      route.request().url().endsWith('.js')
        ? route.fulfill({ contentType: 'text/javascript', body: script })
        : route.fulfill({
            contentType: 'text/html',
            body: `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>floor</title></head><body><div id="root"></div><script src="${FLOOR_PATH}floor.js"></script></body></html>`,
          }),
    );

    // The list requests the product sends, to hand the floor the same URLs.
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/')) requests.push(r.url());
    });
    const lastListUrl = (list: BenchList, count: number) => {
      const url = [...requests].reverse().find((u) => {
        const { pathname, searchParams } = new URL(u);
        return pathname === `/api/v1/${list.name}` && searchParams.get('count') === String(count);
      });
      if (!url) throw new Error(`no ${list.name} request for ${count} rows`);
      return url;
    };

    const figures: Record<string, string> = {};
    for (const list of BENCH_LISTS) {
      await page.bringToFront();
      await page.goto(`${baseUrl}${list.path}`);
      await page.locator(PRODUCT_ROWS).first().waitFor();
      await productPageSize(page, SMALL);
      const ours: number[] = [];
      const plain: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        ours.push(await productPageSize(page, BIG));
        await productPageSize(page, SMALL);
        if (i === 0) {
          const start: FloorStart = {
            list: list.name,
            token,
            labels: labelsOf(list),
            smallUrl: lastListUrl(list, SMALL),
            bigUrl: lastListUrl(list, BIG),
            smallCount: SMALL,
            bigCount: BIG,
          };
          await floor.goto(`${baseUrl}${FLOOR_PATH}index.html`);
          await floor.evaluate(`window.startFloor(${JSON.stringify(start)})`);
          await floor.locator(`[data-page-rows="${SMALL}"]`).waitFor();
        }
        plain.push(await floorPageSize(floor, BIG));
        await floorPageSize(floor, SMALL);
      }
      figures[`${list.path}: ${SMALL} → ${BIG} rows painted, ours (median of ${ROUNDS}, min–max)`] =
        figure(ours);
      figures[`${list.path}: floor, a plain React table of the same ${BIG} rows`] = figure(plain);
    }
    return figures;
  } finally {
    await browser.close();
    await stopProduct(server.child);
  }
}
