// No sticky column ever covers a data column, in the member file: every tab that lists rows, each on a
// demo member who has rows there, at 1440 and 390 px, in Turkish and in Arabic (helpers/tableSurvey.ts). The side
// menu's lists: stickyColumns.e2e.ts.
import type { Page } from 'playwright-core';
import { adminToken, baseUrl, signInAt } from './helpers/browser';
import { pageForScope } from './helpers/page';
import { settle, watchTraffic } from './helpers/settle';
import {
  languageAdmin,
  openForSurvey,
  pagerLines,
  surveyTables,
  WIDTHS,
  type Language,
} from './helpers/tableSurvey';

/** The member file's list tabs, by the API list each shows. */
const TABS: Record<string, string> = {
  'package-informations': 'packages',
  checkins: 'checkins',
  'training-program': 'training_programs',
  'training-tracking': 'trainings',
  measurements: 'measurements',
  diaries: 'diaries',
  reports: 'reports',
  diets: 'diet_lists',
  'posture-analyze': 'postureAnalysis',
  history: 'history',
  reminders: 'reminderDeliveries',
};
/** Tabs that are forms, not lists. */
const FORMS = ['member-informations', 'sport-consultation', 'cardio-test', 'nutrition-consultation'];
const PARTS = [
  ['package-informations', 'checkins', 'training-program', 'training-tracking'],
  ['measurements', 'diaries', 'reports'],
  ['diets', 'posture-analyze', 'history', 'reminders'],
];

/** For each tab, a demo member with rows in it (the training program's also with a personal training). */
let members: Promise<Record<string, number>> | undefined;
function membersWithRows(): Promise<Record<string, number>> {
  members ??= (async () => {
    const token = await adminToken();
    const get = async (route: string) => {
      const res = await fetch(`${baseUrl()}/api/v1/${route}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return { total: Number(res.headers.get('x-total-count') ?? 0), body: (await res.json()) as unknown };
    };
    // The members with the fullest files: those with a diet list, a posture analysis or a personal training, and
    // the latest reminded.
    const candidates = new Set<number>();
    for (const list of ['diet_lists', 'postureAnalysis', 'personalTrainings', 'reminderDeliveries']) {
      const { body } = await get(`${list}?start=0&count=4`);
      for (const row of body as { member_id: number }[]) candidates.add(row.member_id);
    }
    const chosen: Record<string, number> = {};
    for (const [tab, list] of Object.entries(TABS)) {
      for (const id of candidates) {
        if ((await get(`members/${id}/${list}?start=0&count=1`)).total === 0) continue;
        if (tab === 'training-program' && (await get(`members/${id}/personalTrainings?count=1`)).total === 0)
          continue;
        chosen[tab] = id;
        break;
      }
    }
    expect(Object.keys(chosen).sort()).toEqual(Object.keys(TABS).sort());
    return chosen;
  })();
  return members;
}

describe.each(['tr', 'ar'] as Language[])('in %s', (language) => {
  describe.each(WIDTHS)('at %i px', (width) => {
    const current = pageForScope();
    let page: Page;
    beforeAll(async () => {
      page = current();
      watchTraffic(page);
      await page.setViewportSize({ width, height: 900 });
      const [user, chosen] = await Promise.all([languageAdmin(language), membersWithRows()]);
      await signInAt(
        page,
        `/member-edit/${chosen['package-informations']}/member-informations`,
        user.username,
        user.password,
      );
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    });

    test('the parts below cover every tab of the member file that is a list', async () => {
      // On a phone the tabs are a select: the 1440 px run has compared them.
      if (width < 768) return;
      await settle(page);
      const tabs = await page
        .locator('main a[href^="/member-edit/"]')
        .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').split('/')[3] ?? ''));
      expect(tabs.length).toBeGreaterThan(8);
      expect(tabs.filter((tab) => !FORMS.includes(tab) && !PARTS.flat().includes(tab))).toEqual([]);
    });

    test.each(PARTS.map((tabs) => [tabs.join(', '), tabs] as const))(
      '%s: no column under a fixed one, the pager on one line',
      async (_name, tabs) => {
        const chosen = await membersWithRows();
        const failures: string[] = [];
        for (const tab of tabs) {
          await openForSurvey(page, `/member-edit/${chosen[tab]}/${tab}`, true);
          const { tables, covered } = await surveyTables(page);
          failures.push(...covered.map((line) => `${tab}: ${line}`));
          expect({ tab, rows: tables.some((table) => table.rows > 0) }).toEqual({ tab, rows: true });
          failures.push(...(await pagerLines(page)).map((line) => `${tab}: ${line}`));
        }
        expect(failures).toEqual([]);
      },
    );
  });
});
