// End to end: sign-in through a real OpenID provider (oidc-provider in a child process: discovery,
// authorization code with PKCE, token, JWKS) in Chromium; a setting saved to the provider's profile
// (user_metadata, through its stand-in profile endpoint) is there again after signing out and in once more; an
// admin links their own account from the profile and then signs in through the provider.
// The shared e2e server has no provider configured, so this file starts a product of its own with OIDC_*.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './helpers/browser';
import { ADMIN_PASSWORD, freePort, startProduct, stopProduct, type RunningServer } from './helpers/server';

const CLIENT_ID = 'gym-spa';
let product: RunningServer;
let provider: ChildProcess;
let issuer: string;
let browser: Browser;
let page: Page;

function startProvider(port: number, redirectUri: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(__dirname, 'helpers', 'oidcProvider.mjs')], {
    env: {
      ...process.env,
      OIDC_PORT: String(port),
      OIDC_REDIRECT_URI: redirectUri,
      OIDC_CLIENT_ID: CLIENT_ID,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the OpenID provider did not start')), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready ')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`the OpenID provider exited with ${code}`)));
  });
}

beforeAll(async () => {
  const providerPort = await freePort();
  issuer = `http://127.0.0.1:${providerPort}`;
  product = await startProduct({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_SCOPES: 'openid email profile',
    OIDC_PROFILE_URL: `${issuer}/api/v2/users/{sub}`,
    OIDC_NAME: 'Local ID',
  });
  provider = await startProvider(providerPort, `${product.baseUrl}/login/callback`);
  browser = await launchBrowser();
  // Setup, not a test: a second product on a fresh data folder and the provider start here (~3 s on a quiet
  // machine); the tests below keep the suite's 20 s.
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (provider && provider.exitCode === null) provider.kill('SIGTERM');
  if (product) await stopProduct(product.child);
});

beforeEach(async () => {
  page = await (await browser.newContext({ locale: 'tr-TR' })).newPage();
  page.setDefaultTimeout(15_000);
});
afterEach(async () => {
  await page.context().close();
});

/** From /login through the provider's sign-in form (unless its session still stands) back into the product. */
async function signInThroughProvider(login: string): Promise<void> {
  await page.goto(`${product.baseUrl}/login`);
  await page.getByRole('button', { name: 'Local ID ile giriş yap' }).click();
  await page.waitForURL((url) => url.origin === issuer || !url.pathname.startsWith('/login'));
  if (new URL(page.url()).origin === issuer) {
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any password');
    await page.locator('button[type="submit"]').click();
  }
  await page.waitForURL((url) => url.origin === product.baseUrl && !url.pathname.startsWith('/login'), {
    timeout: 15_000,
  });
}

test('offers sign-in through the provider and lets the SPA reach it (CSP connect-src)', async () => {
  const res = await fetch(`${product.baseUrl}/api/v1/authentications/oidc`);
  expect(await res.json()).toMatchObject({ enabled: true, issuer, client_id: CLIENT_ID, name: 'Local ID' });
  expect(res.headers.get('content-security-policy')).toContain(`connect-src 'self' ${issuer}`);
});

test('signs in through the provider, saves a setting there and reads it back after a new sign-in', async () => {
  await signInThroughProvider('manager');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('gym.session') ?? 'null'));
  expect(stored).toMatchObject({
    user: { type: 'manager' },
    provider: { profileUrl: `${issuer}/api/v2/users/manager` },
  });

  // A setting: the language, English. The toast says where it went.
  await page.getByRole('radiogroup', { name: 'Dil' }).getByText('EN', { exact: true }).click();
  await page.getByText('User data saved to auth0').waitFor();
  const metadata = (await (await fetch(`${issuer}/__test/metadata`)).json()) as Record<
    string,
    { settings?: { language?: string } }
  >;
  expect(metadata.manager?.settings?.language).toBe('en');

  // Signed out: the product forgets everything, the profile API is not asked for settings.
  await page.goto(`${product.baseUrl}/logout`);
  await page.waitForURL((url) => url.pathname === '/login');
  expect(await page.evaluate(() => localStorage.getItem('gym.session'))).toBeNull();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  expect(await page.locator('html').getAttribute('lang')).toBe('tr');

  // In again through the provider: the language comes back from user_metadata.
  await signInThroughProvider('manager');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
});

test('a provider account with no staff user is refused with a clear message', async () => {
  await page.goto(`${product.baseUrl}/login`);
  await page.getByRole('button', { name: 'Local ID ile giriş yap' }).click();
  await page.waitForURL((url) => url.origin === issuer);
  await page.locator('input[name="login"]').fill('stranger');
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.origin === product.baseUrl && url.pathname === '/login');
  await expect(page.getByRole('alert').textContent()).resolves.toContain('Bu e-posta adresini kullanan');
});

test('an admin links their account from the profile, then signs in through the provider as that admin', async () => {
  // Signed in with the password; the provider account's e-mail matches no staff user.
  await page.goto(`${product.baseUrl}/login`);
  await page.locator('input[name="username"], #username').first().fill('admin');
  await page.locator('input[type="password"]').first().fill(ADMIN_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${product.baseUrl}/profile`);
  await page.getByRole('button', { name: 'Hesabımı Local ID ile bağla' }).click();
  await page.waitForURL((url) => url.origin === issuer);
  await page.locator('input[name="login"]').fill('owner');
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.origin === product.baseUrl && url.pathname === '/profile', {
    timeout: 15_000,
  });
  await page.getByText('Hesabınız Local ID hesabınıza bağlandı.').waitFor();
  await page.getByRole('button', { name: 'Bağlantıyı kaldır' }).waitFor();

  // Signed out and in again through the provider: the linked subject is the admin.
  await page.goto(`${product.baseUrl}/logout`);
  await page.waitForURL((url) => url.pathname === '/login');
  await signInThroughProvider('owner');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('gym.session') ?? 'null'));
  expect(stored).toMatchObject({ user: { type: 'admin' } });
});

test("an admin sees a user's provider link on the user's page and removes it; the provider then signs in as nobody", async () => {
  // The manager linked at their first sign-in through the provider (the test above); link them again if this
  // test runs alone.
  await signInThroughProvider('manager');
  await page.goto(`${product.baseUrl}/logout`);
  await page.waitForURL((url) => url.pathname === '/login');
  const login = await fetch(`${product.baseUrl}/api/v1/authentications/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const found = await fetch(`${product.baseUrl}/api/v1/users?username=manager`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const manager = ((await found.json()) as { id: number; username: string }[]).find(
    (u) => u.username === 'manager',
  )!;

  await page.locator('input[name="username"], #username').first().fill('admin');
  await page.locator('input[type="password"]').first().fill(ADMIN_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${product.baseUrl}/user-edit/${manager.id}/details`);
  const notice = page.getByTestId('identity-link');
  await notice.getByText('Bu kullanıcı bir kimlik sağlayıcı hesabına bağlı', { exact: false }).waitFor();
  await notice.getByRole('button', { name: 'Bağlantıyı kaldır' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Bağlantıyı kaldır' }).click();
  await page.getByText('Kimlik sağlayıcı bağlantısı kaldırıldı.').waitFor();
  await notice.waitFor({ state: 'detached' });

  // Who removed it is on record.
  const history = await fetch(`${product.baseUrl}/api/v1/history?entity=users&entity_id=${manager.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const entries = (await history.json()) as { action: string }[];
  expect(entries.map((e) => e.action)).toContain('unlinkIdentity');
});
