// The walking skeleton in a real browser against `npm start`'s server on a fresh data folder.
import type { Page } from 'playwright-core';
import { adminToken, api, baseUrl, signIn, signInAt, signInWithForm } from './helpers/browser';
import { menuRoutes } from './helpers/menu';
import { pagePerTest } from './helpers/page';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

const ADMIN_ROUTES = [
  '/articles',
  '/branches',
  '/coursePackages',
  '/dashboard',
  '/dietlists',
  '/foods',
  '/members',
  '/movesComponent',
  '/personalTrainings',
  '/personalTrainingsTypes',
  '/postureAnalysis',
  '/recipes',
  '/reports',
  '/roles',
  '/users',
];

test('a wrong password shows the alert and stays on /login', async () => {
  await page.goto(`${baseUrl()}/login`);
  const submit = page.locator('button[type="submit"]');
  await expect(submit.isDisabled()).resolves.toBe(true);
  await page.locator('#username').fill('admin');
  await page.locator('input[type="password"]').fill('not-the-password');
  await submit.click();
  await page.getByRole('alert').filter({ hasText: 'Kullanıcı adı veya şifre hatalı.' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('the admin signs in and the menu shows every area of the navigation table', async () => {
  await signInWithForm(page);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const routes = await menuRoutes(page);
  expect(routes).toEqual(expect.arrayContaining(ADMIN_ROUTES));
});

test('a user with fewer permissions sees fewer entries', async () => {
  const token = await adminToken();
  const role = await api<{ id: number }>(
    'POST',
    'roles',
    { name: 'E2E reader', status: 'active', permissions: ['MEMBERS_SEARCH', 'ARTICLES_SEARCH'] },
    token,
  );
  expect(role.status).toBe(201);
  const branches = await api<{ id: number }[]>('GET', 'branches?start=0&count=1', undefined, token);
  const user = await api(
    'POST',
    'users',
    {
      username: 'e2e.reader',
      email: 'reader@example.com',
      type: 'coach',
      name: 'Okur',
      lastname: 'Deneme',
      title: 'Antrenör',
      phone: '(555) 123 45 67',
      status: 'active',
      branches_id: branches.body[0]?.id ?? 1,
      roles_id: role.body.id,
      password: 'Reader-Pass-1',
      password_again: 'Reader-Pass-1',
    },
    token,
  );
  expect(user.status).toBe(201);

  await signIn(page, 'e2e.reader', 'Reader-Pass-1');
  expect(await menuRoutes(page)).toEqual(['/articles', '/members']);
});

test('Arabic switches the page to right-to-left', async () => {
  await page.goto(`${baseUrl()}/login`);
  await page.locator('.login-language').getByText(/TR/).click();
  await page.getByText('العربية').click();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
});

test('a deep link while signed out comes back after sign-in', async () => {
  await page.goto(`${baseUrl()}/roles`);
  await page.waitForURL((url) => url.pathname === '/login');
  await page.locator('#username').fill('admin');
  await page.locator('input[type="password"]').fill(process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-Pass-1');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/roles');
});

test('logout returns to /login', async () => {
  await signInAt(page, '/logout');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.goto(`${baseUrl()}/dashboard`);
  await page.waitForURL((url) => url.pathname === '/login');
});

test('an unknown path shows the 404 text with a link home', async () => {
  await signInAt(page, '/no/such/page');
  await page.getByText('Aradığınız sayfa bulunamadı.').waitFor();
  await expect(page.locator('a[href="/"]').count()).resolves.toBeGreaterThan(0);
});

test("antd's motion follows the system: drawers animate, and appear at once when reduced motion is asked for", async () => {
  // The suite runs with reduced motion (helpers/page.ts); this test opens the same drawer both ways.
  const opened = async (reducedMotion: 'reduce' | 'no-preference') => {
    await page.emulateMedia({ reducedMotion });
    await page.goto(`${baseUrl()}/members`);
    await page.locator('.ant-table-row').first().waitFor();
    // Every class the drawer's elements carry from the click until it stands open.
    const classes = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen = new Set<string>();
          const observer = new MutationObserver(() => {
            document.querySelectorAll('[class*="ant-drawer"]').forEach((el) => {
              el.classList.forEach((c) => seen.add(c));
            });
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
          setTimeout(() => {
            observer.disconnect();
            resolve([...seen]);
          }, 1500);
        }),
    );
    await page.getByRole('button', { name: 'Tema ayarları' }).click();
    await page.locator('.ant-drawer-open', { hasText: 'Tema ayarları' }).waitFor();
    return (await classes).filter((c) => /motion/.test(c));
  };
  await signIn(page);
  expect(await opened('no-preference')).not.toEqual([]);
  expect(await opened('reduce')).toEqual([]);
});
