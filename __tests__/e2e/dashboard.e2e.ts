// The dashboard end to end on the demo data: each card shows the figure GET dashboard counts and opens its list
// already filtered — the list's search form shows the filter and its total is the card's figure.
import type { Page } from 'playwright-core';
import { adminToken, api, baseUrl, signInAt } from './helpers/browser';
import { pagePerTest } from './helpers/page';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

interface Answer {
  cards: { activeMembers: number; unpaidPackages: number; pendingReports: number };
}

/** The total the list answers for `route` (x-total-count) as the admin. */
async function total(route: string, token: string): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/v1/${route}`, { headers: { authorization: `Bearer ${token}` } });
  return Number(res.headers.get('x-total-count'));
}

test("the dashboard's cards open their lists filtered, counting what the card counts", async () => {
  const token = await adminToken();
  const { body } = await api<Answer>('GET', 'dashboard', undefined, token);
  expect(body.cards.pendingReports).toBeGreaterThan(0);
  expect(body.cards.unpaidPackages).toBeGreaterThan(0);

  await signInAt(page, '/dashboard', 'admin');
  const cases = [
    {
      name: 'Onay bekleyen raporlar',
      value: body.cards.pendingReports,
      path: '/reports?status=pending',
      list: 'reports?status=pending',
      shown: 'Onay bekliyor',
    },
    {
      name: 'Ödenmemiş paketler',
      value: body.cards.unpaidPackages,
      path: '/packages?payment_type=unpaid',
      list: 'packages?payment_type=unpaid',
      shown: 'Ödenmedi',
    },
    {
      name: 'Aktif üyeler',
      value: body.cards.activeMembers,
      path: '/members?status=active',
      list: 'members?status=active',
      shown: 'Aktif',
    },
  ];
  for (const c of cases) {
    await page.goto(`${baseUrl()}/dashboard`);
    // The card's link is named by its own text: the title, the figure and any note.
    const card = page.locator('a[data-kpi]').filter({ hasText: c.name });
    await card.waitFor();
    expect(await card.innerText()).toMatch(new RegExp(`(^|\\D)${c.value}(\\D|$)`));
    expect(await total(c.list, token)).toBe(c.value);
    await card.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === c.path);
    // The list's search form shows the filter it was opened with.
    await page.getByRole('search').getByText(c.shown, { exact: true }).first().waitFor();
  }
});
