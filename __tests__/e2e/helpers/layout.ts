// Layout checks shared by the end-to-end stories of the shell: what the admin's profile holds before signing in,
// and whether an element is really usable on screen (inside the viewport, not covered).
import type { Locator, Page } from 'playwright-core';
import { adminToken, api } from './browser';

/** What the admin's profile holds before a test signs in (the profile's settings apply at sign-in). */
export async function setProfile(settings: Record<string, unknown>): Promise<void> {
  const res = await api('PUT', 'profile/data', { settings, shortcuts: [] }, await adminToken());
  expect(res.status).toBe(200);
}

/** On screen and not covered: the element at the centre of its box is inside it. */
export async function visibleAndUncovered(locator: Locator): Promise<void> {
  await locator.waitFor();
  const result = await locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + Math.min(box.height / 2, 20);
    const hit = document.elementFromPoint(x, y);
    return {
      box: {
        left: box.left,
        top: box.top,
        right: box.right,
        bottom: box.bottom,
        width: box.width,
        height: box.height,
      },
      inside: hit !== null && el.contains(hit),
      hit: hit ? `${hit.tagName}.${String(hit.className)}` : null,
      viewport: { width: window.innerWidth, height: window.innerHeight },
    };
  });
  const { box, viewport } = result;
  expect({
    onScreen:
      box.width > 0 &&
      box.height > 0 &&
      box.left >= 0 &&
      box.top >= 0 &&
      box.right <= viewport.width + 1 &&
      box.top < viewport.height,
    box,
  }).toEqual({
    onScreen: true,
    box,
  });
  expect({ inside: result.inside, hit: result.hit }).toEqual({ inside: true, hit: result.hit });
}

/** Waits until no drawer (or its mask) is on screen any more: closing animates. */
export async function drawersClosed(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [
      ...document.querySelectorAll('.ant-drawer-mask, .ant-drawer-content-wrapper, .ant-drawer-section'),
    ].every(
      (el) =>
        el.getClientRects().length === 0 ||
        getComputedStyle(el).visibility === 'hidden' ||
        getComputedStyle(el).opacity === '0',
    ),
  );
}
