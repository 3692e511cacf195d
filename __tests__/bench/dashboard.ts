// GET dashboard under load on SQLite, in process (Fastify inject: guard, the aggregates, serialisation): 100,000
// members who joined over the last year (1 in 50 assigned to a coach), 1.5 packages per member starting over the
// year, 2 measurements per member over the year. Sequential calls for the admin (everything) and for the coach
// (the reach rule: only their 2,000 members), computed afresh and from the cache; median and p99.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { bumpVersion } from '../../src/server/db/repositories/tableVersions';
import { createStaff, sessionToken } from '../server/helpers/fixtures';
import { MEMBER_COUNT, makeMembers } from './members';
import { timed } from './timed';

const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const DAY_MS = 86_400_000;
const PAYMENTS = ['unpaid', 'cash', 'credit_card_single', 'money_transfer', 'credit_card_installments'];
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

export async function benchDashboard(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-dashboard-'));
  const app = await buildApp({
    env: {},
    config: {
      dataDir,
      seedDemo: false,
      logLevel: 'warn',
      adminPassword: 'bench-Admin-1',
      databaseUrl: undefined,
    },
    announce: () => undefined,
  });
  try {
    const coach = await createStaff(app.db, {
      permissions: [
        'USERS_SEARCH',
        'MEMBERS_SEARCH',
        'MEMBER_PACKAGE_SEARCH',
        'REPORTS_SEARCH',
        'MEASUREMENTS_SEARCH',
      ],
    });
    const now = Date.now();
    const stamp = new Date(now).toISOString();
    const insert = async (table: 'members' | 'member_packages' | 'measurements', rows: object[]) => {
      for (let i = 0; i < rows.length; i += 500)
        await app.db
          .insertInto(table)
          .values(rows.slice(i, i + 500) as never)
          .execute();
    };
    await insert(
      'members',
      makeMembers().map((m, i) => ({
        ...m,
        coach_id: i % 50 === 0 ? coach.id : null,
        created_at: new Date(now - (i % 365) * DAY_MS).toISOString(),
      })),
    );
    const packages: object[] = [];
    for (let i = 0; i < MEMBER_COUNT * 1.5; i += 1) {
      const start = now - (i % 365) * DAY_MS;
      packages.push({
        member_id: (i % MEMBER_COUNT) + 1,
        payment_type: PAYMENTS[i % PAYMENTS.length],
        invoice_number: '',
        lesson_count: 12,
        used_lessons: 0,
        starttime: day(start),
        endtime: day(start + 90 * DAY_MS),
        // Whole kuruş (the API answers lira).
        price: (1000 + (i % 7) * 250) * 100,
        product_type: 'course_package',
        product_id: 1,
        created_at: stamp,
        updated_at: stamp,
      });
    }
    await insert('member_packages', packages);
    const measurements: object[] = [];
    for (let i = 0; i < MEMBER_COUNT * 2; i += 1)
      measurements.push({
        member_id: (i % MEMBER_COUNT) + 1,
        date: day(now - (i % 365) * DAY_MS),
        weight: 70,
        notes: '',
        created_at: stamp,
        updated_at: stamp,
      });
    await insert('measurements', measurements);

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/authentications/users',
      payload: { username: 'admin', password: 'bench-Admin-1' },
    });
    const adminToken = login.json<{ access_token: string }>().access_token;
    const coachToken = await sessionToken(app.db, app.appConfig.jwtSecret, coach.id);
    const get = (token: string) => () =>
      app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: { authorization: `Bearer ${token}` } });
    const size = `${MEMBER_COUNT.toLocaleString('en')} members, ${packages.length.toLocaleString('en')} packages, ${measurements.length.toLocaleString('en')} measurements`;
    // After a write to a table it reads, the answer is computed again (the figures' own cost).
    const write = () => bumpVersion(app.db, 'member_packages');
    return {
      [`GET dashboard as admin (every member), ${size}, after a write`]: await timed(
        get(adminToken),
        CALLS,
        write,
      ),
      [`GET dashboard as a coach (2,000 own members), ${size}, after a write`]: await timed(
        get(coachToken),
        CALLS,
        write,
      ),
      [`GET dashboard as admin, unchanged data (cached)`]: await timed(get(adminToken), CALLS * 4),
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
