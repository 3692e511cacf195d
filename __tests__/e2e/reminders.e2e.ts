// Reminders end to end, in Turkish and Arabic (right to left), on a desktop (1440 px) and a phone (390 px), as the
// demo manager (who holds REMINDERS_*): the manager opens the package-ending rule from /reminderRules and turns it
// on; previews it for a member whose package ends in three business days, in the language chosen (Arabic right to
// left); one run of `npm run reminders -- --at <moment>` — the compiled command on this server's data folder —
// queues that member's mail (no SMTP here: it stays queued), which the member's Hatırlatmalar tab and
// /reminderDeliveries list; the member form's contact permissions show who recorded the mail consent.
// REMINDERS_SHOTS=<folder> also saves screenshots of each screen (desktop only).
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import trRules from '../../i18n/tr/reminderRules.json';
import arRules from '../../i18n/ar/reminderRules.json';
import trMembers from '../../i18n/tr/members.json';
import arMembers from '../../i18n/ar/members.json';
import trComponents from '../../i18n/tr/components.json';
import arComponents from '../../i18n/ar/components.json';
import { businessDay } from '../../src/shared/businessDay';
import { fillTemplate } from '../../src/shared/reminders/templates';
import { api, openInApp, signInAt } from './helpers/browser';
import { save } from './helpers/form';
import { pagePerTest } from './helpers/page';
import { DEMO_PASSWORD, workerProduct } from './helpers/server';
import { settle, watchTraffic } from './helpers/settle';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

type Lang = 'tr' | 'ar';
const WORDS = {
  tr: { ...trRules, members: trMembers.members, actions: trComponents.components.actions },
  ar: { ...arRules, members: arMembers.members, actions: arComponents.components.actions },
};
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const MANAGER = 'manager';

const SHOTS = process.env.REMINDERS_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
/** The screen as it stands, without the toasts over it or the pointer's hover. */
const shot = async (name: string) => {
  if (!SHOTS) return;
  await page.mouse.move(0, 0);
  await page.screenshot({
    path: path.join(SHOTS, `${name}.png`),
    style: '.ant-notification { display: none !important; }',
  });
};

/** yyyy-MM-dd as every language shows a day on screen: dd/MM/yyyy. */
const shown = (day: string) => day.split('-').reverse().join('/');
/** …and as a message writes it: dd.MM.yyyy in Turkish. */
const written = (day: string, lang: Lang) => (lang === 'tr' ? shown(day).replace(/\//g, '.') : shown(day));
/** An i18n text's {{values}} filled. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

interface Rule {
  id: number;
  name: string;
  kind: string;
  offset_days: number;
  channel: string;
  active: number;
  templates: Record<Lang, { subject: string; body: string }>;
}

let token = '';
let saved: { settings?: Record<string, unknown>; shortcuts?: unknown[] } = {};
let rule: Rule;
let product = { id: 0, name: '' };
// Short and unique per run: the names land in the member lists other files survey.
const stamp = Date.now().toString(36).slice(-4);

beforeAll(async () => {
  const login = await api<{ access_token: string }>('POST', 'authentications/users', {
    username: MANAGER,
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(200);
  token = login.body.access_token;
  // The manager's profile as the demo left it: the language each describe sets is put back after the file.
  saved = (await api<{ data?: typeof saved }>('GET', 'profile', undefined, token)).body.data ?? {};
  const rules = await api<Rule[]>('GET', 'reminderRules?kind=package_ending&count=50', undefined, token);
  // The demo's 'Paket bitişi (3 gün önce)': three days before a package's last day, by mail.
  rule = rules.body.find((r) => r.offset_days === 3 && r.channel === 'email')!;
  expect(rule).toMatchObject({ active: 0 });
  const [type] = (
    await api<{ id: number; personal_training_type_name: string }[]>(
      'GET',
      'personalTrainingsTypes?count=1',
      undefined,
      token,
    )
  ).body;
  product = { id: type!.id, name: type!.personal_training_type_name };
});
afterAll(async () => {
  await api(
    'PUT',
    'profile/data',
    { settings: saved.settings ?? {}, shortcuts: saved.shortcuts ?? [] },
    token,
  );
});

/** Writes `body` to `route` as the manager; answers the record made. */
async function created(route: string, body: object): Promise<{ id: number }> {
  const res = await api<{ id: number }>('POST', route, body, token);
  expect([route, res.status, res.status === 201 ? '' : JSON.stringify(res.body)]).toEqual([route, 201, '']);
  return res.body;
}

/** The rule as the API answers it now. */
const ruleNow = async () => (await api<Rule>('GET', `reminderRules/${rule.id}`, undefined, token)).body;

/** One reminders run at `at`, as an operator types it; answers the command's report line. */
async function remindersRun(at: string): Promise<{ day: string; msg: string }> {
  const root = path.resolve(__dirname, '..', '..');
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [path.join(root, 'scripts', 'start.mjs'), 'reminders', '--at', at],
    {
      cwd: root,
      env: {
        ...process.env,
        // The database this worker's server uses (helpers/server.ts), and the build it runs: never rebuilt here.
        DATA_DIR: workerProduct().dataDir,
        DATABASE_URL: '',
        NODE_ENV: 'development',
        SKIP_BUILD: '1',
        LOG_LEVEL: 'info',
      },
      timeout: 15_000,
    },
  );
  const line = `${stdout}\n${stderr}`
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { day: string; msg: string })
    .find((l) => l.msg?.startsWith('reminders for '));
  if (!line) throw new Error(`no report from the run:\n${stdout}\n${stderr}`);
  return line;
}

describe.each([
  ['tr', 'desktop'],
  ['tr', 'phone'],
  ['ar', 'desktop'],
  ['ar', 'phone'],
] as const)('in %s on a %s', (lang: Lang, size) => {
  const W = WORDS[lang];
  const tag = `${lang}${size === 'phone' ? 'p' : 'd'}${stamp}`;
  const shots = size === 'desktop';
  const name = lang === 'ar' ? `ليلى ${tag}` : `Rana ${tag}`;
  const member = { id: 0, email: `hatirlatma.${tag}@example.com` };
  // The moment the member's package was written for: the run is at that moment, so its business day (Istanbul's)
  // is the one whose third day the package ends on, even if midnight passes meanwhile.
  let madeAt = 0;
  let endtime = '';

  beforeAll(async () => {
    const res = await api(
      'PUT',
      'profile/data',
      { settings: { ...saved.settings, language: lang }, shortcuts: saved.shortcuts ?? [] },
      token,
    );
    expect(res.status).toBe(200);
    // Written to by mail in their language; the mail consent is recorded by the manager (the form shows who).
    member.id = (
      await created('members', {
        name,
        birthdate: '1992-03-14',
        email: member.email,
        status: 'active',
        customer_type: 1,
        language: lang,
        consent_email: 1,
      })
    ).id;
    madeAt = Date.now();
    endtime = businessDay(3, madeAt);
    await created(`members/${member.id}/packages`, {
      payment_type: 'cash',
      invoice_number: '',
      lesson_count: 10,
      used_lessons: 0,
      starttime: businessDay(-20, madeAt),
      endtime,
      price: 1000,
      product_type: 'personal_training',
      product_id: product.id,
    });
  });
  beforeEach(async () => {
    await page.setViewportSize(SIZES[size]);
  });
  // Off again, as the demo has it: the next language turns it on itself, and later files find no rule running.
  afterAll(async () => {
    const { name: ruleName, kind, offset_days, channel, templates } = await ruleNow();
    const res = await api(
      'PUT',
      `reminderRules/${rule.id}`,
      { name: ruleName, kind, offset_days, channel, templates, active: 0 },
      token,
    );
    expect(res.status).toBe(200);
  });

  /** Signs the manager in on `path`, in the language of their profile; settle counts the page's requests. */
  async function signInOn(to: string): Promise<void> {
    watchTraffic(page);
    await signInAt(page, to, MANAGER, DEMO_PASSWORD);
    await page.waitForFunction(
      ([l, dir]) => document.documentElement.lang === l && document.documentElement.dir === dir,
      [lang, lang === 'ar' ? 'rtl' : 'ltr'] as const,
    );
  }

  it('turns the package-ending rule on from the rules list, and the API answers it active', async () => {
    await signInOn('/reminderRules');
    const row = page.locator('main .ant-table-tbody tr.ant-table-row').filter({ hasText: rule.name });
    await row.getByText(W.reminderRules.options.active['0'], { exact: true }).waitFor();
    await settle(page);
    if (shots) await shot(`rules-${lang}`);
    await row.getByRole('link', { name: W.actions.edit, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/reminderRule-edit/${rule.id}`);
    // The record drawn (the empty form is off too): its name in the field.
    await page.waitForFunction(
      (value) => document.querySelector<HTMLInputElement>('#field-name')?.value === value,
      rule.name,
    );
    const active = page.locator('#field-active');
    expect(await active.getAttribute('aria-checked')).toBe('false');
    await active.click();
    await page.locator('#field-active[aria-checked="true"]').waitFor();
    const [answer] = await Promise.all([
      page.waitForResponse(
        (res) => res.request().method() === 'PUT' && res.url().endsWith(`/reminderRules/${rule.id}`),
      ),
      save(page),
    ]);
    expect(answer.status()).toBe(200);
    expect((await ruleNow()).active).toBe(1);
  });

  it('previews the rule for a member with a package, in the language chosen', async () => {
    await signInOn(`/reminderRule-edit/${rule.id}`);
    await page.waitForFunction(
      (value) => document.querySelector<HTMLInputElement>('#field-name')?.value === value,
      rule.name,
    );
    // The Turkish words stay left to right in an Arabic page too (their placeholders and full stops in place).
    for (const field of ['subject', 'body'])
      expect(
        await page.locator(`#field-templates_tr_${field}`).evaluate((el) => getComputedStyle(el).direction),
      ).toBe('ltr');
    const panel = page.getByRole('region', { name: W.reminderRules.preview.title });
    await panel.locator('#reminder-preview-member').click();
    await page.keyboard.type(name);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: `#${member.id}` })
      .click();
    await panel
      .getByRole('radiogroup', { name: W.reminderRules.preview.language })
      .getByText(W.reminderRules.languages[lang], { exact: true })
      .click();
    await panel.getByRole('button', { name: W.reminderRules.preview.run }).click();
    const preview = panel.getByTestId('reminder-preview');
    await preview.waitFor();
    // The rule's own words in that language, filled from the member's package.
    const words = rule.templates[lang];
    const subject = fillTemplate(words.subject, {
      package_name: product.name,
      endtime: written(endtime, lang),
    });
    expect(await preview.textContent()).toContain(subject);
    expect(await preview.textContent()).toContain(name);
    expect(await preview.getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(await preview.getAttribute('lang')).toBe(lang);
    await settle(page);
    if (shots) await shot(`rule-preview-${lang}`);
  });

  it('queues the member’s reminder on a run, and their file and the deliveries list show it', async () => {
    const report = await remindersRun(new Date(madeAt).toISOString());
    // The count is not checked: the server's own daily run may have decided the reminder at its hour.
    expect(report.day).toBe(businessDay(0, madeAt));
    const deliveries = await api<{ rule_id: number; status: string; recipient: string; language: string }[]>(
      'GET',
      `members/${member.id}/reminderDeliveries`,
      undefined,
      token,
    );
    // No SMTP server here: the mail waits in the outbox, the delivery queued.
    expect(deliveries.body).toEqual([
      expect.objectContaining({
        rule_id: rule.id,
        status: 'queued',
        recipient: member.email,
        language: lang,
      }),
    ]);

    const queued = W.reminderDeliveries.options.status.queued;
    await signInOn(`/member-edit/${member.id}/reminders`);
    const row = page.locator('main .ant-table-tbody tr.ant-table-row').filter({ hasText: rule.name });
    expect(await row.locator('[data-status="queued"]').textContent()).toBe(queued);
    expect(await row.textContent()).toContain(shown(report.day));
    await settle(page);
    if (shots) await shot(`member-reminders-${lang}`);

    await openInApp(page, '/reminderDeliveries');
    const listed = page.locator('main .ant-table-tbody tr.ant-table-row').filter({ hasText: name });
    expect(await listed.locator('[data-status="queued"]').textContent()).toBe(queued);
    expect(await listed.textContent()).toContain(rule.name);
    await settle(page);
    if (shots) await shot(`deliveries-${lang}`);
  });

  it('shows the member’s contact permissions: the mail consent, and who recorded it', async () => {
    const { body } = await api<{ consent_email_by: string }>('GET', `members/${member.id}`, undefined, token);
    await signInOn(`/member-edit/${member.id}/member-informations`);
    const section = page.getByRole('region', { name: W.members.sections.contact_consent });
    await section.locator('#field-consent_email[aria-checked="true"]').waitFor();
    expect(await section.locator('#field-contact_opt_out').getAttribute('aria-checked')).toBe('false');
    await section.getByText(fill(W.members.consent.recorded_by, { by: body.consent_email_by })).waitFor();
    await settle(page);
    await section.scrollIntoViewIfNeeded();
    if (shots) await shot(`member-consents-${lang}`);
  });
});
