// No sticky column ever covers a data column: every list route of the side menu at 1440 and 390 px, in
// Turkish and in Arabic (right to left), surveyed by the browser's own hit testing (helpers/tableSurvey.ts); on
// each list the pager's items share one line; on a wide screen pages of 100 rows (antd's virtual table) too; the
// dashboard's bar charts keep their axis labels off the bars. The member file's tabs: stickyColumnsMemberFile.e2e.ts.
// Each language and width is one page walked inside the app (openInApp), the routes in parts of one test each.
import type { Page } from 'playwright-core';
import { signInAt } from './helpers/browser';
import { menuRoutes } from './helpers/menu';
import { pageForScope } from './helpers/page';
import { watchTraffic } from './helpers/settle';
import {
  languageAdmin,
  openForSurvey,
  pagerLines,
  showPagesOf,
  surveyTables,
  WIDTHS,
  type Language,
} from './helpers/tableSurvey';

// The side menu's routes in parts small enough for one test each (under 20 s on a busy 2-core machine); the
// lists among them show demo rows.
const PARTS: Record<string, string[]> = {
  people: ['/members', '/users', '/roles', '/branches'],
  content: ['/articles', '/reports', '/history', '/checkins', '/packages'],
  nutrition: ['/foods', '/recipes', '/dietlists'],
  training: [
    '/coursePackages',
    '/personalTrainings',
    '/personalTrainingsTypes',
    '/movesComponent',
    '/postureAnalysis',
  ],
  money: ['/payments', '/dues', '/revenue'],
  classes: ['/classes', '/classTypes', '/rooms', '/classSchedules'],
  reminders: ['/reminderRules', '/reminderDeliveries'],
  others: ['/dashboard', '/support/replay'],
};
/** Screens of the menu that are no list (or a list only after a search). */
const NOT_LISTS = ['/dashboard', '/support/replay', '/checkins', '/classes'];

describe.each(['tr', 'ar'] as Language[])('in %s', (language) => {
  describe.each(WIDTHS)('at %i px', (width) => {
    const current = pageForScope();
    let page: Page;
    beforeAll(async () => {
      page = current();
      watchTraffic(page);
      await page.setViewportSize({ width, height: 900 });
      const user = await languageAdmin(language);
      await signInAt(page, '/profile', user.username, user.password);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    });

    test('the parts below cover every route of the side menu', async () => {
      if (width < 768) {
        // On a phone the menu is a drawer: the 1440 px run has compared the routes.
        return;
      }
      const inParts = Object.values(PARTS).flat();
      expect((await menuRoutes(page)).filter((route) => !inParts.includes(route))).toEqual([]);
    });

    test("the dashboard's bar charts: no axis label over a bar or outside its chart", async () => {
      await openForSurvey(page, '/dashboard', false);
      await page.locator('[data-chart="revenue"] .recharts-bar-rectangle').first().waitFor();
      const overlaps = await page.evaluate(() =>
        [...document.querySelectorAll('main [data-chart]')].flatMap((chart) => {
          const svg = chart.querySelector('.recharts-wrapper > svg');
          const frame = svg?.getBoundingClientRect();
          const bars = [...chart.querySelectorAll('.recharts-bar-rectangle path')].map((bar) =>
            bar.getBoundingClientRect(),
          );
          return [...chart.querySelectorAll('.recharts-cartesian-axis-tick-value')].flatMap((label) => {
            const r = label.getBoundingClientRect();
            const name = `${chart.getAttribute('data-chart')}: "${label.textContent}"`;
            const over = bars.find(
              (b) =>
                b.width > 0 &&
                b.height > 0 &&
                r.left < b.right - 0.5 &&
                b.left < r.right - 0.5 &&
                r.top < b.bottom - 0.5 &&
                b.top < r.bottom - 0.5,
            );
            const inside =
              !frame ||
              (r.left >= frame.left - 0.5 &&
                r.right <= frame.right + 0.5 &&
                r.top >= frame.top - 0.5 &&
                r.bottom <= frame.bottom + 0.5);
            return [
              ...(over ? [`${name} over a bar at ${Math.round(over.left)}–${Math.round(over.right)}`] : []),
              ...(inside ? [] : [`${name} outside its chart`]),
            ];
          });
        }),
      );
      expect(overlaps).toEqual([]);
    });

    test.each(Object.keys(PARTS))('%s: no column under a fixed one, the pager on one line', async (part) => {
      const failures: string[] = [];
      for (const route of PARTS[part]!) {
        await openForSurvey(page, route, !NOT_LISTS.includes(route));
        const { tables, covered } = await surveyTables(page);
        failures.push(...covered.map((line) => `${route}: ${line}`));
        if (!NOT_LISTS.includes(route)) {
          // A list with demo rows, its columns surveyed.
          expect({ route, rows: (tables[0]?.rows ?? 0) > 0 }).toEqual({ route, rows: true });
          failures.push(...(await pagerLines(page)).map((line) => `${route}: ${line}`));
        }
      }
      expect(failures).toEqual([]);
    });

    // Pages above 50 rows: antd's virtual table, its columns given widths (EntityList), on a wide screen only (on a
    // phone no column is fixed).
    test.each([
      ['/members', '/reports', '/packages'],
      ['/foods', '/history'],
    ])('pages of 100 rows in %s, %s…: no column under a fixed one', async (...routes: string[]) => {
      if (width < 768) return;
      const failures: string[] = [];
      for (const route of routes) {
        await openForSurvey(page, route, true);
        await showPagesOf(page, 100);
        const { tables, covered } = await surveyTables(page);
        expect({ route, rows: (tables[0]?.rows ?? 0) > 0 }).toEqual({ route, rows: true });
        failures.push(...covered.map((line) => `${route}: ${line}`));
      }
      expect(failures).toEqual([]);
    });
  });
});
