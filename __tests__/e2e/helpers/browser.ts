// Debian's Chromium driven by playwright-core: never a downloaded browser.
import { chromium, type Browser, type Page } from 'playwright-core';
import type { LoginResponse } from '../../../src/shared/types';
import { STORAGE_KEYS } from '../../../src/client/lib/storage';
import { snapshotFromLogin } from '../../../src/client/store/sessionModel';
import { ADMIN_PASSWORD, workerProduct } from './server';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function baseUrl(): string {
  return workerProduct().baseUrl;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Signs in as a returning user does: the API answers the password, and the tab starts with the stored session
 * (what the login page stores), on `/` — its landing screen. Tests of the login form use signInWithForm.
 */
export async function signIn(page: Page, username = 'admin', password = ADMIN_PASSWORD): Promise<void> {
  await signInAt(page, '/', username, password);
  await page.waitForURL((url) => url.pathname !== '/');
}

/**
 * Signs in as signIn does and opens `path` first, as a bookmark does: no landing screen loaded on the way (a
 * test that starts on a screen saves a page load).
 */
export async function signInAt(
  page: Page,
  path: string,
  username = 'admin',
  password = ADMIN_PASSWORD,
): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/v1/authentications/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  const snapshot = snapshotFromLogin((await res.json()) as LoginResponse, res.headers.get('x-app-version'));
  // The session is stored for the product's origin (a small static file of it is the quickest page there).
  await page.goto(`${baseUrl()}/favicon.svg`);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    STORAGE_KEYS.session,
    JSON.stringify(snapshot),
  ] as const);
  await page.goto(`${baseUrl()}${path}`);
}

/**
 * Opens `path` inside the running app, as following a link does: react-router reads the pushed entry on
 * popstate, so the bundle is not loaded and started again (a page load costs about three times as much).
 * The caller waits for what the screen shows.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = (window.history.state ?? {}) as { idx?: number };
    window.history.pushState({ ...state, idx: (state.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForFunction((to) => `${window.location.pathname}${window.location.search}` === to, path);
}

/** Signs in through the login form, as a user at the keyboard does. */
export async function signInWithForm(
  page: Page,
  username = 'admin',
  password = ADMIN_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.locator('input[name="username"], #username').first().fill(username);
  await page.locator('input[type="password"]').first().fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Calls the API as the admin (or a given token) to arrange data a test needs. */
export async function api<T = unknown>(
  method: string,
  route: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl()}/api/v1/${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function adminToken(): Promise<string> {
  const res = await api<{ access_token: string }>('POST', 'authentications/users', {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
  return res.body.access_token;
}
