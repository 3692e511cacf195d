// The theme switcher: after a reload and a folded side menu, and for every navbar style, layout and
// mode, the navigation stays on screen and uncovered, at the top of a long page and scrolled to its end. The
// tests walk one signed-in page in order (pageForScope): a sign-in per test was most of their time. Screenshots go
// to __tests__/e2e/screenshots/ (git-ignored).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { signInAt } from './helpers/browser';
import { drawersClosed, setProfile, visibleAndUncovered } from './helpers/layout';
import { pageForScope } from './helpers/page';

const currentPage = pageForScope();
let page: Page;
beforeAll(async () => {
  page = currentPage();
  await setProfile({ language: 'tr' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, '/members');
  await page.locator('.ant-table-row').first().waitFor();
});
// The switches are saved to the admin's profile: the files after this one start from the product's defaults.
afterAll(() => setProfile({ language: 'tr' }));

const SHOTS = path.join(__dirname, 'screenshots');
mkdirSync(SHOTS, { recursive: true });
const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `themeSwitcher-${name}.png`) });

const LAYOUT_LABELS = {
  layout1: 'Yerleşim 1 (yan menü, 1570 px)',
  layout2: 'Yerleşim 2 (üst menü, 1120 px)',
  layout3: 'Yerleşim 3 (menü araç çubuğunun üstünde, 1120 px)',
} as const;
const MODE_LABELS = { boxed: 'Kutulu', fullwidth: 'Tam genişlik', container: 'Kapsayıcı' } as const;
const STYLE_LABELS = {
  'style-1': 'Stil 1',
  'style-2': 'Stil 2 (koyu)',
  'style-3': 'Stil 3 (simgeler ve etiketler)',
  'style-3-dense': 'Stil 3 sık',
} as const;

type Layout = keyof typeof LAYOUT_LABELS;
type Style = keyof typeof STYLE_LABELS;

/** The theme drawer's controls and the navigation check, on the scope's page. */
function themeSwitcher() {
  const fold = page.getByRole('button', { name: 'Menüyü aç veya kapat' });
  const drawer = page.locator('.ant-drawer-open', { hasText: 'Tema ayarları' });
  const openSettings = async () => {
    if (await drawer.isVisible()) return;
    await page.getByRole('button', { name: 'Tema ayarları' }).click();
    await drawer.waitFor();
  };
  const closeSettings = async () => {
    // A click on the mask, left of the drawer (focus may sit in a select that would take an Escape).
    await page.mouse.click(10, 450);
    await drawer.waitFor({ state: 'hidden' });
    await drawersClosed(page);
  };
  const nav = (layout: Layout) =>
    layout === 'layout1'
      ? page.locator('aside.ant-layout-sider .ant-menu').first()
      : page.locator('.ant-menu-horizontal').first();
  const check = async (layout: Layout, name: string) => {
    await closeSettings();
    await page.evaluate(() => window.scrollTo(0, 0));
    await visibleAndUncovered(nav(layout));
    // A long page scrolled down: the navigation is still there to use.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(50);
    await visibleAndUncovered(nav(layout));
    if (name) await shot(name);
  };
  return { fold, drawer, nav, openSettings, check };
}

test('after a reload and folding the side menu, layout 2 keeps the navigation on screen and uncovered', async () => {
  const { fold, drawer, openSettings, check } = themeSwitcher();
  // The reported sequence: reload, fold and unfold the side menu, then layout 2 from the theme settings.
  await page.reload();
  await page.locator('.ant-table-row').first().waitFor();
  await fold.click();
  await fold.click();
  await openSettings();
  await drawer.getByText(LAYOUT_LABELS.layout2).click();
  await check('layout2', 'layout2-after-fold');
});

// One test per navbar style and layout (each walks the three modes), so each stays short; each starts from the
// style, layout and mode the one before left, as a user switching on does.
const STYLE_LAYOUTS = (Object.keys(STYLE_LABELS) as Style[]).flatMap((style) =>
  (Object.keys(LAYOUT_LABELS) as Layout[]).map((layout) => [style, layout] as const),
);
test.each(STYLE_LAYOUTS)(
  'navbar %s, %s: every mode keeps the navigation on screen and uncovered after the switch',
  async (style, layout) => {
    const { fold, drawer, nav, openSettings, check } = themeSwitcher();
    for (const mode of Object.keys(MODE_LABELS) as (keyof typeof MODE_LABELS)[]) {
      await openSettings();
      await drawer.locator('.ant-select').click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
          hasText: STYLE_LABELS[style],
        })
        .click();
      await drawer.getByText(LAYOUT_LABELS[layout]).click();
      await drawer.getByText(MODE_LABELS[mode], { exact: true }).click();
      await check(layout, mode === 'fullwidth' ? `layout-${layout}-${style}` : '');
      if (layout === 'layout1' && (style === 'style-1' || style === 'style-2') && mode === 'boxed') {
        // Fold and unfold, then the next switch starts from there.
        await page.evaluate(() => window.scrollTo(0, 0));
        await fold.click();
        await visibleAndUncovered(nav(layout));
        await fold.click();
      }
    }
  },
);
