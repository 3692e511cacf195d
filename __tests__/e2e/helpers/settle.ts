// Waiting for a screen to settle after a page load or an in-app navigation (openInApp), where Playwright's load
// states say nothing: its chunk, its data and what they asked for next all answered, and no spinner left.
import type { Page } from 'playwright-core';

/** Requests in flight per page, and when the last one ended (Playwright's networkidle waits 500 ms of quiet). */
const traffic = new WeakMap<Page, { inFlight: number; lastEnd: number }>();
/** Counts the page's requests from now on (once per page): call it before the page asks for what settle waits for. */
export function watchTraffic(page: Page): void {
  if (traffic.has(page)) return;
  const state = { inFlight: 0, lastEnd: Date.now() };
  traffic.set(page, state);
  page.on('request', () => {
    state.inFlight += 1;
  });
  const ended = () => {
    state.inFlight -= 1;
    state.lastEnd = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/** No request in flight for `ms` (a screen's chunk, its data, the editor's chunk all asked and answered). */
export async function networkQuiet(page: Page, ms = 150): Promise<void> {
  const state = traffic.get(page)!;
  for (;;) {
    const idleFor = state.inFlight === 0 ? Date.now() - state.lastEnd : 0;
    if (idleFor >= ms) return;
    await new Promise((resolve) => setTimeout(resolve, ms - idleFor || 25));
  }
}

/** Waits for the screen to settle: its chunk, its data and the rich-text editor loaded. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await networkQuiet(page);
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.app-loading, .ant-skeleton-active, .ant-spin-spinning, .ant-btn-loading, [role="status"] .ant-skeleton',
      ),
  );
  await networkQuiet(page); // what the loaded screen asked for next (images, the editor's chunk)
}
