// One browser per test file (or describe) and a fresh context + page per test (or one for a whole scope), in
// Turkish (the product's default), with the system's "reduce motion" on: antd then shows drawers, menus and
// dialogs at once (ThemeProvider), so no test waits for an animation. shell.e2e.ts checks the product with motion
// too.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';

/** A browser for the tests of the calling scope (launched before them, closed after them). */
function browserForScope(): () => Browser {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  return () => browser;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    locale: 'tr-TR',
    acceptDownloads: true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** A page opened and closed by the given pair of hooks; returns a getter for it. */
function pageBetween(open: jest.Lifecycle, close: jest.Lifecycle): () => Page {
  const browser = browserForScope();
  let page: Page;
  open(async () => {
    page = await newPage(browser());
  });
  close(async () => {
    await page.context().close();
  });
  return () => page;
}

/** A fresh page for each test of the calling scope. */
export const pagePerTest = (): (() => Page) => pageBetween(beforeEach, afterEach);

/**
 * One page for every test of the calling scope, in order: for a survey that walks screens inside the app and
 * changes nothing (each test opens what it checks), where a page load per test would be most of the cost.
 */
export const pageForScope = (): (() => Page) => pageBetween(beforeAll, afterAll);
