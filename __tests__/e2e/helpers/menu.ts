import type { Page } from 'playwright-core';

/** Opens every group of the side navigation and returns the routes its links lead to. */
export async function menuRoutes(page: Page): Promise<string[]> {
  const nav = page.locator('aside .ant-menu').first();
  await nav.waitFor();
  const titles = nav.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  for (let n = await titles.count(); n > 0; n = await titles.count()) {
    await titles.first().click();
  }
  const hrefs = await nav
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].sort();
}
