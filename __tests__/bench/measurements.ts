// The measurements' reports under load on SQLite, in process (Fastify inject: routing, guards, reach, handler and
// serialisation, no sockets): `_dashboard` and `_details_report` for one member with 500 measurements, and the
// histogram across 100,000 members (each member's latest measurement). Sequential calls; median and p99.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app';
import { bumpVersion } from '../../src/server/db/repositories/tableVersions';
import { MEMBER_COUNT, makeMembers } from './members';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const DAY_MS = 86_400_000;

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

async function timed(
  run: () => Promise<{ statusCode: number }>,
  calls: number,
  before: () => Promise<void> = async () => undefined,
) {
  for (let i = 0; i < 5; i += 1) await run(); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    await before();
    const t0 = performance.now();
    const res = await run();
    ms.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}`);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!;
  return `median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms (${calls} calls)`;
}

export async function benchMeasurements(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-measurements-'));
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
    const members = makeMembers();
    for (let i = 0; i < members.length; i += 500)
      await app.db
        .insertInto('members')
        .values(members.slice(i, i + 500))
        .execute();
    const now = new Date().toISOString();
    const base = Date.parse('2026-01-01T00:00:00Z');
    // One measurement per member (the comparison population) ...
    const rows = members.map((m, i) => ({
      member_id: m.id,
      date: day(base + (i % 300) * DAY_MS),
      height: 170,
      weight: 50 + ((i * 37) % 600) / 10,
      waist: 70 + ((i * 13) % 400) / 10,
      hip: 95,
      bmi: Math.round(((50 + ((i * 37) % 600) / 10) / 2.89) * 10) / 10,
      notes: '',
      created_at: now,
      updated_at: now,
    }));
    // ... and 500 for member 1, one a day.
    for (let d = 1; d < 500; d += 1)
      rows.push({ ...rows[0]!, date: day(base - d * DAY_MS), weight: 80 - d / 50 });
    for (let i = 0; i < rows.length; i += 500)
      await app.db
        .insertInto('measurements')
        .values(rows.slice(i, i + 500))
        .execute();

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/authentications/users',
      payload: { username: 'admin', password: 'bench-Admin-1' },
    });
    const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const get = (url: string) => () =>
      app.inject({ method: 'GET', url: `/api/v1/members/1/measurements/${url}`, headers });
    return {
      [`_dashboard, member with 500 measurements`]: await timed(get('_dashboard'), CALLS),
      [`_details_report?field=weight&bins=10, member with 500 measurements`]: await timed(
        get('_details_report?field=weight&bins=10'),
        CALLS,
      ),
      [`_details_report?field=weight&bins=10&scope=members, across ${MEMBER_COUNT.toLocaleString('en')} members, unchanged data (cached)`]:
        await timed(get('_details_report?field=weight&bins=10&scope=members'), CALLS),
      // Each call after a write to measurements: the population is read again (each member's latest value).
      [`_details_report?field=weight&bins=10&scope=members, across ${MEMBER_COUNT.toLocaleString('en')} members, after a write`]:
        await timed(get('_details_report?field=weight&bins=10&scope=members'), Math.min(CALLS, 50), () =>
          bumpVersion(app.db, 'measurements'),
        ),
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
