// Daily use end to end: a Turkish decimal comma on the measurements form is saved as the number it is (70,5 kg
// was saved as 500), and the toast after a save never covers the button staff press next — a list's
// 'Yeni ekle', the day-moves editor's 'Hareket Ekle', the measurements tab's add button — on a desktop and a
// phone, left to right and right to left; it leaves after 2.5 s.
import type { Locator, Page } from 'playwright-core';
import { adminToken, api, signInAt } from './helpers/browser';
import { pagePerTest } from './helpers/page';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

type Lang = 'tr' | 'ar';
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const toast = () => page.locator('.ant-notification-notice-success');

let savedProfile: { settings?: unknown; shortcuts?: unknown } = {};
beforeAll(async () => {
  const res = await api<{ data?: typeof savedProfile }>('GET', 'profile', undefined, await adminToken());
  savedProfile = res.body.data ?? {};
});
afterAll(async () => {
  await api(
    'PUT',
    'profile/data',
    { settings: savedProfile.settings ?? {}, shortcuts: savedProfile.shortcuts ?? [] },
    await adminToken(),
  );
});

/** The admin's language before signing in (the profile's settings apply at sign-in), straight onto `path`. */
async function signInWith(lang: Lang, path: string): Promise<void> {
  const res = await api(
    'PUT',
    'profile/data',
    { settings: { language: lang }, shortcuts: [] },
    await adminToken(),
  );
  expect(res.status).toBe(200);
  await signInAt(page, path);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/**
 * While the success toast is on screen, `button` is in view, no toast overlaps it, the element at its centre
 * is the button, and a click would land on it. Checked as the toast appears and once it has settled.
 */
async function uncoveredWhileToastShows(button: Locator): Promise<void> {
  await toast().first().waitFor();
  for (const settle of [0, 500]) {
    if (settle) await page.waitForTimeout(settle);
    const seen = await button.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const toasts = [...document.querySelectorAll('.ant-notification-notice')].map((n) =>
        n.getBoundingClientRect(),
      );
      return {
        inView: box.width > 0 && box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0,
        overlapped: toasts.some(
          (t) => t.left < box.right && box.left < t.right && t.top < box.bottom && box.top < t.bottom,
        ),
        hitIsButton: hit !== null && el.contains(hit),
        toasts: toasts.length,
      };
    });
    expect({ settle, ...seen }).toEqual({
      settle,
      inView: true,
      overlapped: false,
      hitIsButton: true,
      toasts: seen.toasts,
    });
    expect(seen.toasts).toBeGreaterThan(0);
    await button.click({ trial: true, timeout: 1000 });
  }
}

test("'70,5' typed in Turkish on the measurements form is saved as 70.5 kg and shown as 70,5", async () => {
  const token = await adminToken();
  const member = await api<{ id: number }>(
    'POST',
    'members',
    {
      name: 'Virgül Deneme',
      birthdate: '1990-05-01',
      email: `virgul-${Date.now()}@example.com`,
      status: 'active',
      customer_type: 1,
      height: 170,
    },
    token,
  );
  expect(member.status).toBe(201);
  await page.setViewportSize(SIZES.desktop);
  await signInWith('tr', `/member-edit/${member.body.id}/measurements`);
  const add = page.getByRole('button', { name: 'Yeni ölçüm' }).first();
  await add.click();
  await page.locator('#measurement-weight').fill('70,5');
  await page.locator('#measurement-waist').fill('80,25');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await uncoveredWhileToastShows(add);

  const saved = await api<{ weight: number; waist: number }[]>(
    'GET',
    `members/${member.body.id}/measurements`,
    undefined,
    token,
  );
  expect(saved.body.map(({ weight, waist }) => ({ weight, waist }))).toEqual([
    { weight: 70.5, waist: 80.25 },
  ]);
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '70,5' }).waitFor();
});

test("text the form cannot read ('70,5,1') is refused with a message, not saved", async () => {
  const token = await adminToken();
  const member = await api<{ id: number }>(
    'POST',
    'members',
    {
      name: 'Okunamaz Deneme',
      birthdate: '1990-05-01',
      email: `okunamaz-${Date.now()}@example.com`,
      status: 'active',
      customer_type: 1,
    },
    token,
  );
  await page.setViewportSize(SIZES.desktop);
  await signInWith('tr', `/member-edit/${member.body.id}/measurements`);
  await page.getByRole('button', { name: 'Yeni ölçüm' }).first().click();
  await page.locator('#measurement-weight').fill('70,5,1');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await page.getByText('Lütfen geçerli bir sayı girin, örneğin 70,5.').waitFor();
  expect(await page.locator('#measurement-weight').inputValue()).toBe('70,5,1');
  const saved = await api<unknown[]>('GET', `members/${member.body.id}/measurements`, undefined, token);
  expect(saved.body).toEqual([]);
});

describe.each<[Lang, keyof typeof SIZES]>([
  ['tr', 'desktop'],
  ['tr', 'phone'],
  ['ar', 'desktop'],
  ['ar', 'phone'],
])('in %s on a %s', (lang, size) => {
  test("after a save the list's add button is free at once, and the toast leaves after 2.5 s", async () => {
    await page.setViewportSize(SIZES[size]);
    await signInWith(lang, `/role-add`);
    await page.locator('#field-name').fill(`E2E Toast ${lang} ${size} ${Date.now()}`);
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled,
    );
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/roles');
    const shownAt = Date.now();
    await uncoveredWhileToastShows(page.locator('a[href="/role-add"] button'));
    // 2.5 s on screen and antd's closing animation (measured 2.9–3.0 s from the list's URL); the spec's 6 s fails.
    await toast().first().waitFor({ state: 'detached', timeout: 4000 });
    expect(Date.now() - shownAt).toBeLessThan(4000);
  });

  test("after a save in the day-moves editor its 'Hareket Ekle' button is free at once", async () => {
    const token = await adminToken();
    const pick = async (route: string) =>
      (await api<{ id: number; type?: string }[]>('GET', route, undefined, token)).body;
    const [member] = await pick('members?count=1&sort=id&sort_by=ASC');
    const [ptType] = await pick('personalTrainingsTypes?count=1');
    const users = await pick('users?count=100');
    const coach = users.find((u) => u.type === 'coach') ?? users[0];
    const training = await api<{ id: number }>(
      'POST',
      'personalTrainings',
      { member_id: member!.id, pt_type_id: ptType!.id, coach_id: coach!.id },
      token,
    );
    expect(training.status).toBe(201);
    const day = await api<{ id: number; day_num: number }>(
      'POST',
      'personalTrainingsDay',
      { pt_id: training.body.id, title: 'E2E toast' },
      token,
    );
    expect(day.status).toBe(201);
    const path = `${training.body.id}/${day.body.id}/${day.body.day_num}`;

    await page.setViewportSize(SIZES[size]);
    await signInWith(lang, `/personalTrainings-edit-day-moves-add/${path}`);
    await page.locator('#field-move_name').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.locator('#field-number_sets').fill('4');
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled,
    );
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === `/personalTrainings-edit-day-moves/${path}`);
    await uncoveredWhileToastShows(
      page.locator(`a[href="/personalTrainings-edit-day-moves-add/${path}"] button`),
    );
  });
});
