// The content security policy end to end: every page carries the CSP, and HTML written straight into the database (past the
// server's sanitizer) runs nothing on the article edit page and raises no "leave page?" prompt.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { adminToken, api, baseUrl, signInAt } from './helpers/browser';
import { pagePerTest } from './helpers/page';
import { workerProduct } from './helpers/server';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

const dataDir = () => workerProduct().dataDir;

/** Writes `content` into an article row directly (as an attacker with database access, or a legacy import would). */
function writeContent(id: number, content: string): void {
  const db = new Database(path.join(dataDir(), 'gym.sqlite'));
  try {
    db.prepare('update articles set content = ? where id = ?').run(content, id);
    db.prepare(
      "insert into table_versions (name, version) values ('articles', 1) on conflict(name) do update set version = version + 1",
    ).run();
  } finally {
    db.close();
  }
}

const VECTORS = [
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<p>metin</p><svg onload="window.__xss=(window.__xss||0)+1"></svg>',
  '<iframe srcdoc="<script>parent.__xss=(parent.__xss||0)+1</script>"></iframe>',
  '<p><a href="javascript:window.__xss=(window.__xss||0)+1">bağ</a></p>',
  '<details open ontoggle="window.__xss=(window.__xss||0)+1"><summary>x</summary></details>',
  '<p><b>kalın</b></p><div>düz</div><script>window.__xss=(window.__xss||0)+1</script>',
].join('');

test('every page carries the Content-Security-Policy and the other security headers', async () => {
  for (const url of ['/login', '/article-edit/1', '/api/v1/cities']) {
    const res = await fetch(`${baseUrl()}${url}`);
    expect([url, res.headers.get('content-security-policy')]).toEqual([
      url,
      expect.stringContaining("script-src 'self'"),
    ]);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  }
});

test('stored HTML with handlers runs nothing on the edit page, breaks no CSP rule and leaves the form clean', async () => {
  const token = await adminToken();
  const created = await api<{ id: number }>(
    'POST',
    'articles',
    {
      title: 'E2E XSS',
      lang: 'tr',
      type: 'news',
      status: 'active',
      content: '<p>temiz</p>',
      summary: 'Özet',
    },
    token,
  );
  expect(created.status).toBe(201);
  writeContent(created.body.id, VECTORS);

  const violations: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().startsWith('PAGE-CSP-VIOLATION')) violations.push(msg.text());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  // Chromium reports a blocked inline handler already when DOMPurify parses the stored HTML in its inert
  // document (nothing can run there; the report's target is the document). A handler on an element of the
  // page itself would be reported with that element as its target: none may exist.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.target instanceof Element)
        console.log(`PAGE-CSP-VIOLATION ${event.violatedDirective} ${event.target.outerHTML.slice(0, 200)}`);
    });
  });
  await signInAt(page, `/article-edit/${created.body.id}`);
  await page.locator('.ql-editor').waitFor();
  await page.locator('.ql-editor', { hasText: 'kalın' }).waitFor();
  await page.waitForTimeout(1500);

  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  const editorHtml = await page.locator('.ql-editor').innerHTML();
  expect(editorHtml).not.toMatch(/onerror|onload|ontoggle|javascript:|<iframe|<script/i);

  // Leaving without editing: no in-app prompt, no beforeunload dialog.
  await page.goto(`${baseUrl()}/articles`).catch(() => undefined);
  await page.waitForURL((url) => url.pathname === '/articles');
  await expect(page.getByText('Kaydedilmemiş değişiklikler var').count()).resolves.toBe(0);
  expect(dialogs).toEqual([]);
  // In-app navigation too.
  await page.goto(`${baseUrl()}/article-edit/${created.body.id}`);
  await page.locator('.ql-editor', { hasText: 'kalın' }).waitFor();
  await page.waitForTimeout(500);
  await page.locator('a[href="/articles"]').first().click();
  await page.waitForURL((url) => url.pathname === '/articles');
  await expect(page.getByText('Kaydedilmemiş değişiklikler var').count()).resolves.toBe(0);

  expect(violations).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('/login and the article pages load under the CSP without a violation', async () => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto(`${baseUrl()}/login`);
  await page.locator('button[type="submit"]').waitFor();
  await signInAt(page, '/article-add');
  await page.locator('.ql-editor').waitFor();
  await page.goto(`${baseUrl()}/articles`);
  await page.locator('.ant-table').first().waitFor();
  expect(violations).toEqual([]);
});
