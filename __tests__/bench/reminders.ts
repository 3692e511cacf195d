// One day's reminders run at scale, in process, on SQLite and — with BENCH_DATABASE_URL / TEST_DATABASE_URL —
// PostgreSQL: 100,000 members (birthdays through the year, 60 % consented to mail, 30 % to SMS, 2 % opted out,
// a few without an address) and 150,000 packages ending over the next two months (a third on plans of three
// monthly parts, some lessons almost spent, visits in the last weeks), with one active rule of each kind. Each
// round is the day's first run (everything due decided and queued into the outbox) after the last round's
// deliveries and messages were removed, then the same day again (nothing new); three rounds: median (min–max)
// of the time, the deliveries per second into the outbox and the heap and resident memory the run added.
// BENCH_REMINDERS_SCALE=0.05 makes a twentieth of it (a quick look, not a figure).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app';
import { DEFAULT_RULES } from '../../src/server/modules/reminderRules/defaultRules';
import { runReminders } from '../../src/server/modules/reminderRules/run';
import { random } from '../../src/server/db/seed/demoPlan';
import { businessDay } from '../../src/shared/businessDay';
import { addDays } from '../../src/shared/dashboard';
import { planInstalments } from '../../src/shared/money/instalments';
import { makeMembers } from './members';
import { insertRows } from './insertRows';
import { onBothDatabases } from './onBothDatabases';

const SCALE = Number(process.env.BENCH_REMINDERS_SCALE ?? 1);
const MEMBERS = Math.round(100_000 * SCALE);
const PACKAGES = Math.round(150_000 * SCALE);
const ROUNDS = 3;

type App = Awaited<ReturnType<typeof buildApp>>;

async function fill(app: App, today: string): Promise<void> {
  const db = app.db;
  const rand = random(43_000);
  const insert = (table: string, rows: object[]) => insertRows(db, table, rows);
  await insert(
    'members',
    makeMembers(MEMBERS).map((m, i) => {
      const r = rand();
      return {
        ...m,
        // Birthdays through the year (day i of a 365-day year, in 1970–1999).
        birthdate: addDays(`${1970 + (i % 30)}-01-01`, i % 365),
        email: i % 50 === 7 ? '' : m.email,
        mobile: i % 3 === 0 ? '' : `+90 53${i % 10} ${String(i).padStart(7, '0')}`,
        language: r < 0.08 ? 'en' : r < 0.12 ? 'ar' : 'tr',
        consent_email: rand() < 0.6 ? 1 : 0,
        consent_sms: rand() < 0.3 ? 1 : 0,
        contact_opt_out: rand() < 0.02 ? 1 : 0,
      };
    }),
  );
  const packages: object[] = [];
  const parts: object[] = [];
  const visits: object[] = [];
  for (let id = 1; id <= PACKAGES; id += 1) {
    const member = 1 + Math.floor(rand() * MEMBERS);
    const end = addDays(today, Math.floor(rand() * 60));
    const start = addDays(end, -90);
    const price = (1000 + Math.floor(rand() * 40) * 100) * 100;
    const planned = rand() < 0.33;
    packages.push({
      id,
      member_id: member,
      payment_type: planned ? 'credit_card_installments' : 'cash',
      invoice_number: '',
      lesson_count: 12,
      used_lessons: Math.floor(rand() * 12),
      starttime: start,
      endtime: end,
      price,
      // Planned ones paid their first part.
      paid: planned ? 0 : price,
      product_type: 'course_package',
      product_id: 1,
      created_at: `${start}T09:00:00.000Z`,
      updated_at: `${start}T09:00:00.000Z`,
    });
    if (planned)
      for (const part of planInstalments(price, 3, start)) parts.push({ member_package_id: id, ...part });
    if (rand() < 0.5)
      visits.push({
        member_id: member,
        member_package_id: id,
        day: addDays(today, -1 - Math.floor(rand() * 30)),
        user_id: 1,
        user_name: 'Ön büro',
        created_at: `${today}T08:00:00.000Z`,
        updated_at: `${today}T08:00:00.000Z`,
      });
  }
  await insert('member_packages', packages);
  await insert('package_instalments', parts);
  await insert('checkins', visits);
  const now = new Date().toISOString();
  await insert(
    'reminder_rules',
    DEFAULT_RULES.map((rule) => ({
      ...rule,
      templates: JSON.stringify(rule.templates),
      active: 1,
      created_at: now,
      updated_at: now,
    })),
  );
  await sql`${sql.raw(app.appConfig.databaseUrl ? 'vacuum analyze' : 'analyze')}`.execute(db);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[], digits = 0) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

async function measure(label: string, databaseUrl?: string): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-reminders-'));
  const app = await buildApp({
    env: {},
    config: {
      dataDir,
      seedDemo: false,
      logLevel: 'warn',
      adminPassword: 'bench-Admin-1',
      databaseUrl,
      reminders: { time: '09:00', schedule: false },
    },
    announce: () => undefined,
  });
  try {
    const today = businessDay();
    const filling = Date.now();
    await fill(app, today);
    const seconds = ((Date.now() - filling) / 1000).toFixed(0);
    const settings = { timeZone: app.appConfig.classes.timeZone, gymName: 'Moda Spor' };
    const first: number[] = [];
    const perSecond: number[] = [];
    const heap: number[] = [];
    const rss: number[] = [];
    const again: number[] = [];
    let decided = '';
    for (let round = 0; round < ROUNDS; round += 1) {
      await app.db.deleteFrom('reminder_deliveries').execute();
      await app.db.deleteFrom('outbox').execute();
      await app.db.deleteFrom('reminder_runs').execute();
      global.gc?.();
      const before = process.memoryUsage();
      let peakHeap = before.heapUsed;
      let peakRss = before.rss;
      // Sampled after each chunk the run commits (SQLite's calls hold the event loop: no timer would fire).
      const sample = () => {
        const now = process.memoryUsage();
        peakHeap = Math.max(peakHeap, now.heapUsed);
        peakRss = Math.max(peakRss, now.rss);
      };
      const t0 = performance.now();
      const report = await runReminders(app.db, settings, new Date(), { afterChunk: sample });
      const ms = performance.now() - t0;
      sample();
      const queued = report.decided.queued ?? 0;
      first.push(ms);
      perSecond.push(queued / (ms / 1000));
      heap.push((peakHeap - before.heapUsed) / 2 ** 20);
      rss.push((peakRss - before.rss) / 2 ** 20);
      decided = Object.entries(report.decided)
        .map(([status, n]) => `${n.toLocaleString('en')} ${status}`)
        .join(', ');
      const t1 = performance.now();
      const repeat = await runReminders(app.db, settings, new Date());
      again.push(performance.now() - t1);
      if (repeat.total !== 0) throw new Error(`a repeated run decided ${repeat.total}`);
    }
    return {
      [`${label}: data`]:
        `${MEMBERS.toLocaleString('en')} members, ${PACKAGES.toLocaleString('en')} packages, 7 active rules; ` +
        `filled in ${seconds} s; a run decides ${decided}`,
      [`${label}: the day's first run, ms`]: spread(first),
      [`${label}: deliveries queued into the outbox per second`]: spread(perSecond),
      [`${label}: heap added during the run, MB (peak)`]: spread(heap, 1),
      [`${label}: resident memory added, MB (peak)`]: spread(rss, 1),
      [`${label}: the same day again (nothing new), ms`]: spread(again),
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const benchReminders = (): Promise<Record<string, string>> => onBothDatabases('reminders', measure);
