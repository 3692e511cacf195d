import { launchBrowser } from './helpers/browser';
import { startProduct, stopProduct, ADMIN_PASSWORD } from './helpers/server';
(async () => {
  const server = await startProduct({ SKIP_BUILD: '1' });
  try {
    const base = server.baseUrl;
    const login = await (await fetch(`${base}/api/v1/authentications/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) })).json() as { access_token: string };
    const h = { 'content-type': 'application/json', authorization: `Bearer ${login.access_token}` };
    const r = await fetch(`${base}/api/v1/profile/data`, { method: 'PUT', headers: h, body: JSON.stringify({ settings: { language: 'ar', colorScheme: 'dark' } }) });
    console.log('profile', r.status, (await r.text()).slice(0, 200));
    const browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1400, height: 1800 } });
    await page.goto(`${base}/login`);
    await page.locator('input').first().fill('admin');
    await page.locator('input[type=password]').fill(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const m = await (await fetch(`${base}/api/v1/members?coach_id=&start=0&count=1&sort=id&sort_by=ASC`, { headers: h })).json() as { id: number }[];
    const id = (await (await fetch(`${base}/api/v1/members?start=0&count=50&sort=id&sort_by=ASC`, { headers: h })).json() as { id: number; coach_id: number | null }[]).find((x) => x.coach_id)!.id;
    void m;
    await page.goto(`${base}/member-edit/${id}/measurements`);
    await page.locator('.recharts-line-curve').first().waitFor({ timeout: 15000 });
    await page.getByRole('button', { name: 'التقرير المفصل' }).click();
    await page.locator('.recharts-bar-rectangle').first().waitFor({ timeout: 15000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/m2-measurements-ar-dark.png', fullPage: true });
    await page.goto(`${base}/member-edit/${id}/training-tracking`);
    await page.locator('.recharts-bar-rectangle').first().waitFor({ timeout: 15000 });
    await page.screenshot({ path: '/tmp/m2-tracking-ar-dark.png', fullPage: false });
    await page.goto(`${base}/member-edit/${id}/diaries`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: '/tmp/m2-diaries-ar-dark.png', fullPage: false });
    await page.goto(`${base}/member-edit/${id}/training-program`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: '/tmp/m2-program-ar-dark.png', fullPage: false });
    await browser.close();
  } finally {
    await stopProduct(server.child);
  }
})().catch((e) => { console.error(e); process.exit(1); });
