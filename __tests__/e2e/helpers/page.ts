// One browser per test file and a fresh context + page per test, in Turkish (the product's default), with the
// system's "reduce motion" on: antd then shows drawers, menus and dialogs at once (ThemeProvider), so no test
// waits for an animation. shell.e2e.ts checks the product with motion too.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';

/** Registers the hooks and returns a getter for the current test's page. */
export function pagePerTest(): () => Page {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    page = await (
      await browser.newContext({ locale: 'tr-TR', acceptDownloads: true, reducedMotion: 'reduce' })
    ).newPage();
    page.setDefaultTimeout(15_000);
  });
  afterEach(async () => {
    await page.context().close();
  });
  return () => page;
}
