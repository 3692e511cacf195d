// The money reports at scale, in process (Fastify inject: guard, reach, the queries, serialisation), on
// SQLite and — with BENCH_DATABASE_URL / TEST_DATABASE_URL — PostgreSQL: 100,000 members in four branches,
// 150,000 packages sold over three years (half paid at the sale, half on plans of 3–6 monthly parts, a few unpaid;
// parts of the last weeks sometimes missed) and 400,000 payments (3 % voided and taken again). Sequential calls as an
// administrator, each after a write to the payments (no cached page): the cash book's first page and a filtered
// page, its _summary over a month, the dues by today (first page and total), and the revenue by month over a year
// (and by method); median and p99. BENCH_MONEY_SCALE=0.05 makes a twentieth of it (a quick look, not a figure).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app';
import { bumpVersion } from '../../src/server/db/repositories/tableVersions';
import { businessDay, businessDayStart } from '../../src/shared/businessDay';
import { addDays, lastMonths } from '../../src/shared/dashboard';
import { planInstalments } from '../../src/shared/money/instalments';
import { receiptNumber } from '../../src/shared/schemas/payments';
import { random } from '../../src/server/db/seed/demoPlan';
import { createBranch } from '../server/helpers/fixtures';
import { makeMembers } from './members';
import { insertRows } from './insertRows';
import { onBothDatabases } from './onBothDatabases';
import { timed } from './timed';

const SCALE = Number(process.env.BENCH_MONEY_SCALE ?? 1);
const MEMBERS = Math.round(100_000 * SCALE);
const PACKAGES = Math.round(150_000 * SCALE);
const PAYMENTS = Math.round(400_000 * SCALE);
const CALLS = Number(process.env.BENCH_CALLS ?? 100);
const DAY_MS = 86_400_000;
const METHODS = ['cash', 'credit_card', 'money_transfer', 'barter'] as const;
const BRANCHES = 4;

type App = Awaited<ReturnType<typeof buildApp>>;
const databaseUrlOf = (app: App) => app.appConfig.databaseUrl;

/** Fills the database: members, packages (with their plans and what they keep as paid), payments, counters. */
async function fill(app: App): Promise<{ payments: number; voided: number; owing: number }> {
  const db = app.db;
  const rand = random(41_000);
  const now = Date.now();
  const today = businessDay(0, now);
  const branches: number[] = [];
  for (let b = 0; b < BRANCHES; b += 1) branches.push(await createBranch(db, `Şube ${b + 1}`));
  const insert = (table: string, rows: object[]) => insertRows(db, table, rows);
  await insert(
    'members',
    makeMembers(MEMBERS).map((m, i) => ({ ...m, branches_id: branches[i % BRANCHES] })),
  );

  type Paid = {
    member_package_id: number;
    member_id: number;
    branch_id: number;
    amount: number;
    method: string;
    at: number;
    voided?: boolean;
  };
  const packages: object[] = [];
  const parts: object[] = [];
  const payments: Paid[] = [];
  const paid = new Map<number, number>();
  const take = (p: Paid) => {
    payments.push(p);
    if (!p.voided) paid.set(p.member_package_id, (paid.get(p.member_package_id) ?? 0) + p.amount);
  };
  for (let id = 1; id <= PACKAGES; id += 1) {
    const member = 1 + Math.floor(rand() * MEMBERS);
    const branch = branches[(member - 1) % BRANCHES]!;
    const sold = now - Math.floor(rand() * 3 * 365 * DAY_MS) - 60_000;
    const start = businessDay(0, sold);
    const price = (1000 + Math.floor(rand() * 40) * 100) * 100;
    const kind = rand();
    const type = kind < 0.03 ? 'unpaid' : kind < 0.5 ? 'cash' : 'credit_card_installments';
    const stamp = new Date(sold).toISOString();
    packages.push({
      id,
      member_id: member,
      payment_type: type,
      invoice_number: '',
      lesson_count: 12,
      used_lessons: 0,
      starttime: start,
      endtime: addDays(start, 90),
      price,
      paid: 0,
      product_type: 'course_package',
      product_id: 1,
      created_at: stamp,
      updated_at: stamp,
    });
    const method = METHODS[Math.floor(rand() * METHODS.length)]!;
    if (type === 'cash')
      take({ member_package_id: id, member_id: member, branch_id: branch, amount: price, method, at: sold });
    if (type !== 'credit_card_installments') continue;
    const plan = planInstalments(price, 3 + Math.floor(rand() * 4), start);
    for (const part of plan) parts.push({ member_package_id: id, ...part });
    take({
      member_package_id: id,
      member_id: member,
      branch_id: branch,
      amount: plan[0]!.amount,
      method,
      at: sold,
    });
    for (const part of plan.slice(1)) {
      const at = Date.parse(businessDayStart(part.due_date)) + 10 * 3_600_000;
      // Parts of the last six weeks are missed now and then (the dues), later ones are not due yet.
      if (at > now - 60_000 || (part.due_date > addDays(today, -42) && rand() < 0.3)) break;
      take({ member_package_id: id, member_id: member, branch_id: branch, amount: part.amount, method, at });
    }
  }
  // Payments voided and taken again, until the payments are as many as asked (or cut to as many).
  const voids = Math.max(0, PAYMENTS - payments.length);
  for (let i = 0; i < voids; i += 1) {
    const p = payments[Math.floor(rand() * payments.length)]!;
    payments.push({ ...p, at: p.at - 60_000, voided: true });
  }
  payments.length = Math.min(payments.length, PAYMENTS);
  paid.clear();
  for (const p of payments)
    if (!p.voided) paid.set(p.member_package_id, (paid.get(p.member_package_id) ?? 0) + p.amount);
  for (const pkg of packages as { id: number; paid: number }[]) pkg.paid = paid.get(pkg.id) ?? 0;
  await insert('member_packages', packages);
  await insert('package_instalments', parts);

  payments.sort((a, b) => a.at - b.at);
  const counters = new Map<string, number>();
  const rows = payments.map((p) => {
    const stamp = new Date(p.at).toISOString();
    const year = Number(businessDay(0, p.at).slice(0, 4));
    const series = `${p.branch_id}:${year}`;
    const sequence = (counters.get(series) ?? 0) + 1;
    counters.set(series, sequence);
    return {
      member_package_id: p.member_package_id,
      member_id: p.member_id,
      branch_id: p.branch_id,
      amount: p.amount,
      method: p.method,
      paid_at: stamp,
      note: '',
      receipt_no: receiptNumber(year, p.branch_id, sequence),
      received_by: 1,
      voided_at: p.voided ? stamp : null,
      voided_by: p.voided ? 1 : null,
      void_reason: p.voided ? 'Tutar yanlış girildi' : null,
      created_at: stamp,
      updated_at: stamp,
    };
  });
  await insert('payments', rows);
  for (const [series, last] of counters) {
    const [branch, year] = series.split(':').map(Number);
    await db.insertInto('receipt_counters').values({ branch_key: branch!, year: year!, last }).execute();
  }
  // The statistics a database in use has (and on PostgreSQL the visibility map autovacuum keeps, which lets the
  // revenue's and the count's index-only scans skip the table).
  await sql`${sql.raw(databaseUrlOf(app) ? 'vacuum analyze' : 'analyze')}`.execute(db);
  const owing = packages.filter(
    (p) => (p as { paid: number; price: number }).paid < (p as { price: number }).price,
  ).length;
  return { payments: rows.length, voided: rows.filter((r) => r.voided_at).length, owing };
}

async function measure(label: string, databaseUrl?: string): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-money-'));
  const app = await buildApp({
    env: {},
    config: { dataDir, seedDemo: false, logLevel: 'warn', adminPassword: 'bench-Admin-1', databaseUrl },
    announce: () => undefined,
  });
  try {
    const filling = Date.now();
    const size = await fill(app);
    const seconds = ((Date.now() - filling) / 1000).toFixed(0);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/authentications/users',
      payload: { username: 'admin', password: 'bench-Admin-1' },
    });
    const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const get = (url: string) => () => app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
    // Every call after a write to the payments (the cash book's cached pages dropped), as when the desk works.
    const written = () => bumpVersion(app.db, 'payments');
    const today = businessDay();
    const year = `from=${lastMonths(today, 12)[0]}-01&to=${today}`;
    const month = `from=${addDays(today, -60)}&to=${addDays(today, -31)}`;
    return {
      [`${label}: data`]:
        `${MEMBERS.toLocaleString('en')} members, ${PACKAGES.toLocaleString('en')} packages ` +
        `(${size.owing.toLocaleString('en')} owing), ${size.payments.toLocaleString('en')} payments ` +
        `(${size.voided.toLocaleString('en')} voided), filled in ${seconds} s`,
      [`${label}: cash book, first page (payments?count=25)`]: await timed(
        get('payments?count=25'),
        CALLS,
        written,
      ),
      [`${label}: cash book, a month by method and branch, third page`]: await timed(
        get(`payments?${month}&method=cash&branch_id=2&start=50&count=25`),
        CALLS,
        written,
      ),
      [`${label}: cash book _summary, a month`]: await timed(
        get(`payments/_summary?${month}`),
        CALLS,
        written,
      ),
      [`${label}: dues by today, first page with the total`]: await timed(
        get('dues?per_page=25'),
        CALLS,
        written,
      ),
      [`${label}: revenue, month groups over a year`]: await timed(
        get(`revenue?${year}&group=month`),
        CALLS,
        written,
      ),
      [`${label}: revenue, month groups over a year by method`]: await timed(
        get(`revenue?${year}&group=month&by=method`),
        CALLS,
        written,
      ),
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const benchMoney = (): Promise<Record<string, string>> => onBothDatabases('money', measure);
