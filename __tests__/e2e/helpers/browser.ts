// Debian's Chromium driven by playwright-core: never a downloaded browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ADMIN_PASSWORD } from './server';

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
  return (JSON.parse(readFileSync(path.join(__dirname, '.server.json'), 'utf8')) as { baseUrl: string })
    .baseUrl;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export async function signIn(page: Page, username = 'admin', password = ADMIN_PASSWORD): Promise<void> {
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
