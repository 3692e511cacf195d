// Group classes end to end, in Turkish and Arabic (right to left), on a desktop (1440 px) and a phone (390 px):
// the desk writes a weekly schedule in the form, finds today's class on the timetable and opens its roster, books
// two members into its two seats from the member picker — the third goes on the waiting list at place 1 —, cancels
// the first booking, which seats the waiting member (the class is on: they are at the door), and marks that
// member attended, which spends one lesson of
// their package. CLASSES_SHOTS=<folder> also saves a screenshot of the timetable and of the roster.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import tr from '../../i18n/tr/classes.json';
import ar from '../../i18n/ar/classes.json';
import { businessDay, businessTime } from '../../src/shared/businessDay';
import { isoWeekday } from '../../src/shared/classes/wallClock';
import { adminToken, api, signInAt } from './helpers/browser';
import { choose, save } from './helpers/form';
import { setProfile } from './helpers/layout';
import { pagePerTest } from './helpers/page';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});
afterAll(() => setProfile({ language: 'tr' }));

type Lang = 'tr' | 'ar';
const LABELS = { tr: tr.classes, ar: ar.classes };
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key] ?? ''));

const SHOTS = process.env.CLASSES_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (name: string) => {
  if (!SHOTS) return;
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};

let token = '';
let run = 0;
// Short and unique per run: the names land in lists later files survey for their layout (users, schedules).
const stamp = Date.now().toString(36).slice(-4);
beforeAll(async () => {
  token = await adminToken();
});

async function created<T = { id: number }>(url: string, body: object): Promise<T> {
  const res = await api<T>('POST', url, body, token);
  expect([url, res.status, res.status === 201 ? '' : JSON.stringify(res.body)]).toEqual([url, 201, '']);
  return res.body;
}

/** A member with a package running today; their name. */
async function member(name: string): Promise<{ id: number; pkg: number; name: string }> {
  const m = await created('members', {
    name,
    birthdate: '1990-04-05',
    email: `d${stamp}${(run += 1)}@example.com`,
    status: 'active',
    customer_type: 1,
  });
  const pkg = await created(`members/${m.id}/packages`, {
    payment_type: 'cash',
    invoice_number: '',
    lesson_count: 10,
    used_lessons: 0,
    starttime: businessDay(-2),
    endtime: businessDay(30),
    price: 1000,
    product_type: '',
    product_id: null,
  });
  return { id: m.id, pkg: pkg.id, name };
}

/** A coach of their own (the demo's classes are left alone); their first name. */
async function coach(tag: string, branchId: number): Promise<{ id: number; name: string }> {
  const [role] = (await api<{ id: number }[]>('GET', 'roles?count=1', undefined, token)).body;
  const name = `H${tag}`;
  const made = await created('users', {
    username: `h${tag}`.toLowerCase(),
    email: `h${tag}@example.com`.toLowerCase(),
    type: 'coach',
    name,
    lastname: 'Derin',
    title: 'Antrenör',
    phone: '(532) 555 11 22',
    status: 'active',
    branches_id: branchId,
    roles_id: role!.id,
    password: 'secret-123',
    password_again: 'secret-123',
  });
  return { id: made.id, name };
}

/** HH:00 an hour ago on the gym's clock (not before midnight): a ten-hour class from then is on now. */
const anHourAgo = () =>
  `${String(Math.max(0, Number(businessTime(Date.now()).slice(0, 2)) - 1)).padStart(2, '0')}:00`;

describe.each([
  ['tr', 'desktop'],
  ['tr', 'phone'],
  ['ar', 'desktop'],
  ['ar', 'phone'],
] as const)('in %s on a %s', (lang: Lang, size) => {
  const L = LABELS[lang];
  const tag = `${lang}${size === 'phone' ? 'p' : 'd'}${stamp}`;
  // Read in each test: a run near midnight on the gym's clock must not write yesterday's class.
  let today = '';
  let branch = { id: 0, name: '' };
  let type = 0;
  beforeAll(async () => {
    [branch] = (await api<{ id: number; name: string }[]>('GET', 'branches?count=1', undefined, token))
      .body as [typeof branch];
    // Two seats; ten hours long, so today's class is on whenever the test runs.
    type = (
      await created('classTypes', {
        name: `Reformer ${tag}`,
        description: '',
        duration_minutes: 600,
        capacity: 2,
        colour: '#c41d7f',
        status: 'active',
      })
    ).id;
    await setProfile({ language: lang });
  });
  beforeEach(async () => {
    await page.setViewportSize(SIZES[size]);
    today = businessDay(0);
  });

  /** Today's class of `coachName` on the timetable (filtered to that coach), its roster opened. */
  async function openRoster(coachName: string) {
    await page.locator('#timetable-coach').click();
    await page.keyboard.type(coachName);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: coachName })
      .first()
      .click();
    const event = page
      .locator('.fc-event')
      .filter({ hasText: `Reformer ${tag}` })
      .filter({ hasText: '/2' })
      .first();
    await event.waitFor();
    await shot(`timetable-${lang}-${size}`);
    await event.click();
    const drawer = page.getByRole('dialog').filter({ hasText: coachName });
    await drawer.waitFor();
    return drawer;
  }

  it('writes a weekly schedule in the form, and today’s class is on the timetable', async () => {
    const teacher = await coach(`${tag}f`, branch.id);
    await signInAt(page, '/classSchedules-add');
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await choose(page, 'class_type_id', `Reformer ${tag}`, 'Reformer');
    await choose(page, 'coach_id', teacher.name, teacher.name);
    await choose(page, 'branch_id', branch.name);
    await page
      .locator('#field-weekdays')
      .getByRole('checkbox', { name: L.options.weekdays[String(isoWeekday(today)) as '1'], exact: true })
      .check();
    await page.locator('#field-start_time').fill(anHourAgo().replace(':', ''));
    await page.locator('#field-starts_on').fill(today.split('-').reverse().join(''));
    await save(page);
    await page.waitForURL((url) => url.pathname === '/classSchedules');
    await page.getByText(teacher.name).first().waitFor();

    await page.goto(page.url().replace(/\/classSchedules.*$/, '/classes'));
    const drawer = await openRoster(teacher.name);
    expect(await drawer.textContent()).toContain('0/2');
  });

  it('books two seats and a waiting place; a cancellation seats the next, who attends and spends a lesson', async () => {
    const teacher = await coach(`${tag}r`, branch.id);
    await created('classSchedules', {
      class_type_id: type,
      branch_id: branch.id,
      room_id: null,
      coach_id: teacher.id,
      weekdays: [isoWeekday(today)],
      start_time: anHourAgo(),
      starts_on: today,
      ends_on: today,
      capacity: null,
    });
    const [a, b, c] = [await member(`Ayla ${tag}`), await member(`Berk ${tag}`), await member(`Cem ${tag}`)];
    await signInAt(page, '/classes');
    const drawer = await openRoster(teacher.name);

    const book = async (who: { name: string }, toast: string) => {
      await drawer.locator('#roster-member').click();
      await page.keyboard.type(who.name);
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: who.name })
        .first()
        .click();
      await drawer.getByRole('button', { name: L.roster.add }).click();
      await page.locator('.ant-notification-notice').filter({ hasText: toast }).first().waitFor();
    };
    await book(a, fill(L.roster.added, { name: a.name }));
    await book(b, fill(L.roster.added, { name: b.name }));
    await book(c, fill(L.roster.added_waiting, { name: c.name, position: 1 }));
    const waiting = drawer.locator(`section[aria-label="${L.roster.waiting}"]`);
    const seated = drawer.locator(`section[aria-label="${L.roster.seated}"]`);
    await waiting.getByText(c.name).waitFor();
    await shot(`roster-${lang}-${size}`);

    // Ayla cancels: Cem, at the door, takes her seat.
    await seated
      .locator('tr')
      .filter({ hasText: a.name })
      .getByRole('button', { name: L.roster.cancel_booking })
      .click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: L.roster.cancel_booking }).click();
    await seated.getByText(c.name).waitFor();
    expect(await waiting.getByText(c.name).count()).toBe(0);

    // Cem attended: the box is ticked once the server took it, and one lesson of his package is spent.
    await seated.getByRole('checkbox', { name: fill(L.roster.attended_of, { name: c.name }) }).click();
    await seated.locator('tr').filter({ hasText: c.name }).getByText(L.options.booking.attended).waitFor();
    const pkg = await api<{ used_lessons: number }>(
      'GET',
      `members/${c.id}/packages/${c.pkg}`,
      undefined,
      token,
    );
    expect(pkg.body.used_lessons).toBe(1);
  });
});
