// The timetable at a week's scale, in process (Fastify inject: guard, reach, the query, the seat counts,
// serialisation), on SQLite and — with BENCH_DATABASE_URL / TEST_DATABASE_URL — PostgreSQL: four branches, 200
// sessions in the week and 4,000 bookings in them. Sequential calls as an administrator, each after a write to the
// bookings (no cached answer): the whole week across the branches, and one branch's; median and p99. Then a full
// class: 50 members booking a 20-seat session at once (50 parallel requests), five times — the wall time of the
// burst, and the check that 20 are seated and 30 queued at 1…30.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app';
import { bumpVersion } from '../../src/server/db/repositories/tableVersions';
import { gymToday, sessionTimes } from '../../src/server/modules/classes/sessionTimes';
import { addDays } from '../../src/shared/freeze';
import { createBranch } from '../server/helpers/fixtures';
import { makeMembers } from './members';
import { onBothDatabases } from './onBothDatabases';
import { timed } from './timed';

const CALLS = Number(process.env.BENCH_CALLS ?? 100);
const BRANCHES = 4;
const SESSIONS = 200;
const BOOKINGS = 4_000;
const MEMBERS = 6_000;
const BURST = 50;
const SEATS = 20;
const ROUNDS = 5;

type App = Awaited<ReturnType<typeof buildApp>>;

async function fill(app: App): Promise<{ monday: string; sessions: number[] }> {
  const db = app.db;
  const settings = app.appConfig.classes;
  const now = new Date().toISOString();
  const branches: number[] = [];
  for (let b = 0; b < BRANCHES; b += 1) branches.push(await createBranch(db, `Şube ${b + 1}`));
  await db.transaction().execute(async (trx) => {
    const members = makeMembers(MEMBERS).map((m, i) => ({ ...m, branches_id: branches[i % BRANCHES] }));
    for (let i = 0; i < members.length; i += 500)
      await trx
        .insertInto('members')
        .values(members.slice(i, i + 500) as never)
        .execute();
    const today = gymToday(settings);
    const packages = Array.from({ length: MEMBERS }, (_, i) => ({
      member_id: i + 1,
      payment_type: 'cash',
      invoice_number: '',
      lesson_count: 100,
      used_lessons: 0,
      starttime: addDays(today, -30),
      endtime: addDays(today, 60),
      price: 100_000,
      paid: 100_000,
      product_type: '',
      product_id: null,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < packages.length; i += 500)
      await trx
        .insertInto('member_packages')
        .values(packages.slice(i, i + 500) as never)
        .execute();
  });
  const type = await db
    .insertInto('class_types')
    .values({
      name: 'Pilates',
      description: '',
      duration_minutes: 50,
      capacity: 20,
      colour: '#c41d7f',
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const coach = 1;
  const today = gymToday(settings);
  const monday = addDays(today, 7 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  // 200 sessions over the week: 50 per branch, seven days from 07:00 every quarter hour (no conflict: no rooms,
  // one coach per branch slot is not checked here — the rows are written directly).
  const rows = Array.from({ length: SESSIONS }, (_, i) => {
    const day = addDays(monday, i % 7);
    const minute = 7 * 60 + Math.floor(i / 7) * 25;
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    return {
      schedule_id: null,
      occurrence: null,
      class_type_id: type.id,
      branch_id: branches[i % BRANCHES]!,
      room_id: null,
      coach_id: coach,
      ...sessionTimes(day, time, 50, settings.timeZone),
      capacity: SEATS,
      status: 'scheduled' as const,
      cancel_reason: null,
      created_at: now,
      updated_at: now,
    };
  });
  const sessions = (await db.insertInto('class_sessions').values(rows).returning('id').execute()).map(
    (r) => r.id,
  );
  const bookings = Array.from({ length: BOOKINGS }, (_, i) => ({
    session_id: sessions[i % SESSIONS]!,
    member_id: 1 + ((i * 7) % MEMBERS),
    member_package_id: 1 + ((i * 7) % MEMBERS),
    status: 'booked' as const,
    waitlist_position: null,
    checkin_id: null,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < bookings.length; i += 500)
    await db
      .insertInto('class_bookings')
      .values(bookings.slice(i, i + 500))
      .execute();
  return { monday, sessions };
}

async function measure(label: string, databaseUrl?: string): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-classes-'));
  const app = await buildApp({
    env: {},
    config: { dataDir, seedDemo: false, logLevel: 'warn', adminPassword: 'bench-Admin-1', databaseUrl },
    announce: () => undefined,
  });
  try {
    const { monday } = await fill(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/authentications/users',
      payload: { username: 'admin', password: 'bench-Admin-1' },
    });
    const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const week = `from=${monday}&to=${addDays(monday, 6)}&count=1000`;
    const written = () => bumpVersion(app.db, 'class_bookings');
    const get = (url: string) => () => app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
    const whole = await app.inject({ method: 'GET', url: `/api/v1/classSessions?${week}`, headers });
    if (whole.json<unknown[]>().length !== SESSIONS) throw new Error('the week does not hold every session');

    // Full classes: fresh 20-seat sessions, 50 members each, all at once.
    const bursts: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const made = await app.inject({
        method: 'POST',
        url: '/api/v1/classSessions',
        headers,
        payload: {
          class_type_id: 1,
          branch_id: 1,
          room_id: null,
          coach_id: 1,
          day: addDays(monday, 14 + round),
          start_time: '06:00',
          capacity: SEATS,
        },
      });
      const id = made.json<{ id: number }>().id;
      const t0 = performance.now();
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          app.inject({
            method: 'POST',
            url: `/api/v1/classSessions/${id}/bookings`,
            headers,
            payload: { member_id: 1 + round * BURST + i },
          }),
        ),
      );
      bursts.push(performance.now() - t0);
      const statuses = answers.map((a) => a.json<{ status: string }>().status);
      if (statuses.filter((s) => s === 'booked').length !== SEATS)
        throw new Error(`burst ${round}: ${statuses.filter((s) => s === 'booked').length} seated`);
    }
    bursts.sort((a, b) => a - b);
    return {
      [`${label}: data`]: `${SESSIONS} sessions in a week over ${BRANCHES} branches, ${BOOKINGS.toLocaleString('en')} bookings`,
      [`${label}: the week, every branch (classSessions?from=&to=)`]: await timed(
        get(`classSessions?${week}`),
        CALLS,
        written,
      ),
      [`${label}: the week, one branch`]: await timed(
        get(`classSessions?${week}&branch_id=2`),
        CALLS,
        written,
      ),
      [`${label}: ${BURST} bookings at once into ${SEATS} seats`]: `median ${bursts[Math.floor(ROUNDS / 2)]!.toFixed(0)} ms for the burst (min ${bursts[0]!.toFixed(0)}, max ${bursts.at(-1)!.toFixed(0)}; ${ROUNDS} rounds), ${SEATS} seated and ${BURST - SEATS} queued each time`,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const benchClasses = (): Promise<Record<string, string>> => onBothDatabases('classes', measure);
