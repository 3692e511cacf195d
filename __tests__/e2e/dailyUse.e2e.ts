// A working day without friction (issue 28): a user with few permissions lands where they can work and is told
// why the list is short; on a phone in Arabic no list's sticky column covers its headers.
import { adminToken, api, openInApp, signIn, signInAt } from './helpers/browser';
import { menuRoutes } from './helpers/menu';
import { pagePerTest } from './helpers/page';
import { settle, watchTraffic } from './helpers/settle';
import { staffUser } from './helpers/staff';

const page = pagePerTest();

const staff = staffUser;

test('a user with only the members list lands on it, told that it shows only their assigned members', async () => {
  const user = await staff(['MEMBERS_SEARCH']);
  await signIn(page(), user.username, user.password);
  await page().waitForURL((url) => url.pathname === '/members');
  await page().getByText('Yalnız size atanmış üyeler gösterilir.').waitFor();
  expect(await page().getByText('Bu işlem için yetkiniz yok.').count()).toBe(0);
});

/** A user holding every permission, in Arabic, and the list routes of their menu (found once, signed in at 1440 px). */
let arabicUser: Promise<{ username: string; password: string; lists: string[] }> | undefined;
function arabicListUser() {
  arabicUser ??= (async () => {
    const catalogue = await api<{ permissions: string[] }[]>(
      'GET',
      'permissions',
      undefined,
      await adminToken(),
    );
    const user = await staff(
      catalogue.body.flatMap((group) => group.permissions),
      { language: 'ar' },
    );
    await page().setViewportSize({ width: 1440, height: 900 });
    await signIn(page(), user.username, user.password);
    await page().waitForFunction(() => document.documentElement.dir === 'rtl');
    const lists = (await menuRoutes(page())).filter((route) => route !== '/dashboard');
    expect(lists.length).toBeGreaterThan(10);
    return { ...user, lists };
  })();
  return arabicUser;
}

// Every list of the menu, in four parts (one test each, so each stays well under the suite's 20 s).
const PARTS = 4;
test.each([0, 1, 2, 3])(
  'on a phone in Arabic no list has a column covering its headers (part %i)',
  async (part) => {
    const user = await arabicListUser();
    const size = Math.ceil(user.lists.length / PARTS);
    const lists = user.lists.slice(part * size, (part + 1) * size);
    await page().setViewportSize({ width: 390, height: 844 });
    watchTraffic(page());
    // Signed in onto the part's first list; the others open inside the app, as from the menu.
    await signInAt(page(), lists[0]!, user.username, user.password);
    const covered: string[] = [];
    let checked = 0;
    for (const [index, route] of lists.entries()) {
      if (index > 0) await openInApp(page(), route);
      const header = page().locator('.ant-table-thead th').first();
      // Some menu entries are not tables (the moves library has one; a screen without one is skipped): once its
      // chunk and data are in, a list screen shows its table.
      await settle(page());
      if ((await header.count()) === 0) continue;
      await page().locator('.ant-table-row, .ant-empty, .ant-table-placeholder').first().waitFor();
      // Every header cell whose centre is on screen must be what the screen shows there.
      const hidden = await page().evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')].flatMap((th) => {
          const box = th.getBoundingClientRect();
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          // Cells scrolled out of the table's own viewport are clipped, not covered: only visible ones count.
          const view = (th.closest('.ant-table-content, .ant-table-header') ?? th).getBoundingClientRect();
          const inView = (v: number, from: number, to: number) => v > from && v < to;
          if (box.width === 0 || !inView(x, Math.max(0, view.left), Math.min(window.innerWidth, view.right)))
            return [];
          if (!inView(y, 0, window.innerHeight)) return [];
          const shown = document.elementFromPoint(x, y);
          return shown && th.contains(shown) ? [] : [th.textContent ?? ''];
        }),
      );
      if (hidden.length > 0) covered.push(`${route}: ${hidden.join(', ')}`);
      checked += 1;
    }
    expect(covered).toEqual([]);
    // Each part holds a table or more (the last part may be short).
    expect(checked).toBeGreaterThan(0);
  },
);
