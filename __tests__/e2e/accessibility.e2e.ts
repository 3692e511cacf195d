// axe-core over every screen of the side menu, their add and edit screens, /login and /profile, in Turkish
// and in Arabic (right to left): any serious or critical violation fails, named by route and rule.
// axe is evaluated through the DevTools protocol, which the product's CSP (no inline scripts) does not govern.
// Each language has its own admin (their profile holds the language), so the shared admin's settings never change.
// Signed in, each language's survey is one page walked inside the app (openInApp) from group to group: it only
// opens screens, and a page load per group was most of its time.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { adminToken, api, baseUrl, openInApp, signInAt } from './helpers/browser';
import { menuRoutes } from './helpers/menu';
import { pageForScope, pagePerTest } from './helpers/page';
import { settle, watchTraffic } from './helpers/settle';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const PASSWORD = 'A11y-Pass-1';
const LANGUAGES = ['tr', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];

// The side menu's routes, in groups small enough for one test each (under 20 s on a busy 2-core machine),
// with the add screen each list opens; the edit screen is its first row's.
const GROUPS: Record<string, [route: string, add?: string][]> = {
  members: [['/members', '/member-add']],
  users: [['/users', '/user-add']],
  roles: [['/roles', '/role-add']],
  branches: [['/branches', '/branch-add']],
  articles: [['/articles', '/article-add']],
  reports: [['/reports', '/report-add']],
  foods: [['/foods', '/food-add']],
  recipes: [['/recipes', '/recipe-add']],
  'diet lists': [['/dietlists', '/dietlist-add']],
  'course packages': [['/coursePackages', '/coursePackages-add']],
  'personal trainings': [['/personalTrainings', '/personalTrainings-add']],
  'personal training types': [['/personalTrainingsTypes', '/personalTrainingsTypes-add']],
  'moves and posture analyses': [['/movesComponent'], ['/postureAnalysis']],
  packages: [['/packages']],
  'the dashboard': [['/dashboard']],
  'the action-log replay': [['/support/replay']],
  'the front desk and the history': [['/checkins'], ['/history']],
  'the money desk': [['/payments'], ['/dues'], ['/revenue']],
  'the timetable': [
    ['/classes'],
    ['/classTypes', '/classTypes-add'],
    ['/rooms', '/rooms-add'],
    ['/classSchedules', '/classSchedules-add'],
  ],
  'the reminders': [['/reminderRules', '/reminderRule-add'], ['/reminderDeliveries']],
};

interface Finding {
  id: string;
  impact: string;
  nodes: number;
  target: string;
  html: string;
}

/** axe on `path`, opened inside the app (`navigate`) or already shown. */
async function axeOn(page: Page, path: string, navigate = true): Promise<string[]> {
  if (navigate) await openInApp(page, path);
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    // What staff typed into a rich-text body (an image without alt text in an article) is their content, not
    // the product's markup: the editor's text area is left out; its toolbar and frame are checked.
    const result = await axe.run({ exclude: [['.ql-editor']] }, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.length,
      target: v.nodes[0]?.target.join(' ') ?? '',
      html: v.nodes[0]?.html.slice(0, 120) ?? '',
    }));
  });
  return (found as Finding[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path}: ${v.id} (${v.impact}, ${v.nodes} nodes) at ${v.target}: ${v.html}`);
}

let page: Page;
/** Makes the scope's page (pagePerTest or pageForScope) the one the helpers below use. */
function usePage(current: () => Page): void {
  beforeEach(() => {
    page = current();
    watchTraffic(page);
  });
}

beforeAll(async () => {
  const token = await adminToken();
  const roles = await api<{ id: number }[]>('GET', 'roles?start=0&count=1', undefined, token);
  const branches = await api<{ id: number }[]>('GET', 'branches?start=0&count=1', undefined, token);
  for (const language of LANGUAGES) {
    const created = await api(
      'POST',
      'users',
      {
        username: `e2e.a11y.${language}`,
        email: `a11y.${language}@example.com`,
        type: 'admin',
        name: 'Erişim',
        lastname: language.toUpperCase(),
        title: 'Yönetici',
        phone: '(555) 123 45 67',
        status: 'active',
        branches_id: branches.body[0]?.id ?? 1,
        roles_id: roles.body[0]?.id ?? 1,
        password: PASSWORD,
        password_again: PASSWORD,
      },
      token,
    );
    expect(created.status).toBe(201);
    // Their language is in their profile, as after choosing it once: every sign-in opens in it.
    const login = await api<{ access_token: string }>('POST', 'authentications/users', {
      username: `e2e.a11y.${language}`,
      password: PASSWORD,
    });
    const saved = await api(
      'PUT',
      'profile/data',
      { settings: { language }, shortcuts: [] },
      login.body.access_token,
    );
    expect(saved.status).toBe(200);
  }
});

/** Opens /login in the language (Arabic is chosen on /login, as a user does) and signs its admin in. */
async function openLogin(language: Language): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  if (language === 'ar') {
    await page.locator('.login-language button').first().click();
    await page.locator('.login-language-menu').getByText('العربية', { exact: true }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  }
}

/** Signs the language's admin in, straight onto `path`. */
async function signInAs(language: Language, path = '/dashboard'): Promise<void> {
  await signInAt(page, path, `e2e.a11y.${language}`, PASSWORD);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

describe.each(LANGUAGES)('in %s', (language) => {
  describe('signed out', () => {
    usePage(pagePerTest());
    test('/login has no serious or critical violation', async () => {
      await openLogin(language);
      expect(await axeOn(page, '/login', false)).toEqual([]);
    });
  });

  describe('signed in', () => {
    const current = pageForScope();
    usePage(current);
    beforeAll(async () => {
      page = current();
      watchTraffic(page);
      await signInAs(language, '/profile');
    });

    test('the groups below cover every route of the side menu; /profile passes', async () => {
      const inGroups = Object.values(GROUPS).flatMap((group) => group.map(([route]) => route));
      expect((await menuRoutes(page)).filter((route) => !inGroups.includes(route))).toEqual([]);
      expect(await axeOn(page, '/profile', false)).toEqual([]);
    });

    test.each(Object.keys(GROUPS))('%s, with their add and edit screens', async (group) => {
      const failures: string[] = [];
      for (const [route, add] of GROUPS[group]!) {
        failures.push(...(await axeOn(page, route)));
        const edit = await page
          .locator('main a[href*="-edit"]')
          .first()
          .getAttribute('href', { timeout: 1_000 })
          .catch(() => null);
        if (add) failures.push(...(await axeOn(page, add)));
        if (edit) failures.push(...(await axeOn(page, edit)));
      }
      expect(failures).toEqual([]);
    });
  });
});

describe('with the keyboard alone', () => {
  usePage(pagePerTest());
  const { shell } = JSON.parse(readFileSync('i18n/tr/shell.json', 'utf8')) as {
    shell: { skip_to_content: string; toolbar: Record<string, string> };
  };
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el
        ? `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`
        : '';
    });

  test('skip link, then the side menu: arrows move, Enter opens a group and follows an entry', async () => {
    await signInAs('tr');
    await settle(page);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(`A ${shell.skip_to_content}`);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    await page.locator('aside ul.ant-menu').first().focus();
    const onGroup = () =>
      page.evaluate(() => !!document.activeElement?.classList.contains('ant-menu-submenu-title'));
    // Each arrow moves the focus once rc-menu has handled it (slow under load): wait for the move.
    for (let n = 0; n < 5 && !(await onGroup()); n++) {
      const before = await focused();
      await page.keyboard.press('ArrowDown');
      for (let w = 0; w < 20 && (await focused()) === before; w++) await page.waitForTimeout(100);
    }
    expect(await onGroup()).toBe(true);
    await page.keyboard.press('Enter'); // opens the group
    await page.waitForFunction(() => {
      const sub = document.querySelector('aside .ant-menu-submenu-open > .ant-menu-sub');
      return !!sub && !sub.className.includes('motion'); // opened, not still sliding open
    });
    // Its first entry (rc-menu learns of the opened entries a moment after the group opens).
    const inGroup = () => page.evaluate(() => !!document.activeElement?.closest('.ant-menu-sub'));
    for (let n = 0; n < 3 && !(await inGroup()); n++) {
      await page.keyboard.press('ArrowDown');
      if (!(await inGroup())) await page.waitForTimeout(200);
    }
    expect(await inGroup()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/dashboard');
  });

  test('a drawer opened from the toolbar closes with Escape and gives focus back to its button', async () => {
    await signInAs('tr');
    await settle(page);
    const button = page.getByRole('button', { name: shell.toolbar.settings });
    await button.focus();
    await page.keyboard.press('Enter');
    // antd focuses the drawer itself; the next Tab is its close button.
    const drawer = page.locator('.ant-drawer-open');
    await drawer.waitFor();
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('ant-drawer-close'))).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    // antd gives focus back once the drawer has slid away.
    await page.waitForFunction(
      (label) => document.activeElement?.getAttribute('aria-label') === label,
      shell.toolbar.settings,
    );
    expect(await focused()).toBe(`BUTTON ${shell.toolbar.settings}`);
  });

  test("a row's delete confirmation opens on its cancel button and Escape returns to the row", async () => {
    await signInAs('tr', '/branches');
    await settle(page);
    const remove = page.locator('main .ant-table-row button.ant-btn-dangerous').first();
    await remove.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.ant-popconfirm');
    await popup.waitFor();
    expect(await popup.evaluate((p) => p.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('ant-btn-dangerous'))).toBe(
      true,
    );
  });

  test("the rich-text toolbar's named buttons work from the keyboard and Tab leaves the editor", async () => {
    await signInAs('tr', '/article-add');
    await settle(page);
    const editor = page.locator('.ql-editor').first();
    await editor.click();
    await page.keyboard.type('Merhaba');
    await page.keyboard.press('Shift+Tab'); // the toolbar's last control
    expect(await focused()).toBe('BUTTON Biçimlendirmeyi temizle');
    const bold = page.getByRole('button', { name: 'Kalın' }).first();
    await bold.focus();
    await page.keyboard.press('Enter');
    expect(await bold.getAttribute('class')).toContain('ql-active');
    await editor.focus();
    await page.keyboard.press('Tab');
    expect(await editor.evaluate((e) => e.contains(document.activeElement))).toBe(false);
    expect((await editor.textContent())?.replace(/\uFEFF/g, '')).toBe('Merhaba'); // no tab written
  });
});
