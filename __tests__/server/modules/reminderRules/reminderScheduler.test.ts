// When the daily reminders run: the next time on the gym's clock (across a summer-time change), the in-process
// scheduler running a missed day once at start and not again once it finished, and on PostgreSQL two nodes with
// pg-boss — starting at the same moment after the day's time they run the day once (an SMTP sink counts each
// member's one mail), and when the node running it dies half-way the other takes the expired job and finishes it,
// still once.
import { createDatabase } from '../../../../src/server/db/database';
import { runFinished, runStarted } from '../../../../src/server/modules/reminderRules/repository';
import { remindersCommand } from '../../../../src/server/modules/reminderRules/command';
import { runReminders } from '../../../../src/server/modules/reminderRules/run';
import {
  bossScheduler,
  inProcessScheduler,
  nextRunAfter,
  type Scheduler,
} from '../../../../src/server/modules/reminderRules/scheduler';
import { wallClockAt } from '../../../../src/shared/classes/wallClock';
import { addDays } from '../../../../src/shared/freeze';
import { startSmtp, type TestSmtp } from '../../helpers/smtp';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { member, memberPackage, templates } from './fixtures';

const quiet = { info: () => undefined, error: () => undefined };

describe('the next run', () => {
  it('is today at the time when it is still ahead, else tomorrow, on the zone’s clock', () => {
    const istanbul = 'Europe/Istanbul';
    expect(new Date(nextRunAfter(Date.parse('2026-12-01T05:59:00Z'), '09:00', istanbul)).toISOString()).toBe(
      '2026-12-01T06:00:00.000Z',
    );
    expect(new Date(nextRunAfter(Date.parse('2026-12-01T06:00:00Z'), '09:00', istanbul)).toISOString()).toBe(
      '2026-12-02T06:00:00.000Z',
    );
    // Berlin moves its clocks on 28 March 2027: 09:00 is 08:00 UTC before and 07:00 UTC after.
    expect(
      new Date(nextRunAfter(Date.parse('2027-03-27T09:00:00Z'), '09:00', 'Europe/Berlin')).toISOString(),
    ).toBe('2027-03-28T07:00:00.000Z');
    expect(
      new Date(nextRunAfter(Date.parse('2027-03-31T23:00:00Z'), '00:30', 'Europe/Istanbul')).toISOString(),
    ).toBe(
      // 02:00 on 1 April in Istanbul: that day's 00:30 has passed, the next is on the 2nd.
      '2027-04-01T21:30:00.000Z',
    );
  });
});

describe('npm run reminders [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('runs one pass at the moment given, and refuses a moment that is none', async () => {
    const db = t.app.db;
    const id = await member(db);
    await memberPackage(db, id, { starttime: '2028-01-01', endtime: '2028-01-31' });
    await db
      .insertInto('reminder_rules')
      .values({
        name: 'Bitiş',
        kind: 'package_ending',
        offset_days: 1,
        channel: 'email',
        templates: JSON.stringify(templates()),
        active: 1,
        created_at: '2028-01-01T00:00:00.000Z',
        updated_at: '2028-01-01T00:00:00.000Z',
      })
      .execute();
    const lines: string[] = [];
    const context = {
      log: { info: (_: object, message: string) => void lines.push(message) },
      config: t.config,
      withDatabase: (work: (d: typeof db) => Promise<void>) => work(db),
    };
    await remindersCommand(['--at', '2028-01-30T06:30:00Z'], context);
    expect(lines).toEqual(['reminders for 2028-01-30: 1 decided']);
    await remindersCommand(['--at', '2028-01-30T20:00:00Z'], context);
    expect(lines[1]).toBe('reminders for 2028-01-30: 0 decided');
    await expect(remindersCommand(['--at', 'tomorrow'], context)).rejects.toThrow(/usage/);
  });
});

describe('the in-process scheduler [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('runs a missed day once at start, and not again once that day’s run finished', async () => {
    const runs: Date[] = [];
    let done!: () => void;
    const ran = new Promise<void>((resolve) => (done = resolve));
    const timeZone = t.config.classes.timeZone;
    const make = (): Scheduler =>
      inProcessScheduler({
        db: t.app.db,
        time: '00:00',
        timeZone,
        log: quiet,
        run: async (at) => {
          runs.push(at);
          const { day } = wallClockAt(at.getTime(), timeZone);
          await runStarted(t.app.db, day);
          await runFinished(t.app.db, day, 0);
          done();
        },
      });
    const first = make();
    await first.start();
    await ran;
    await first.stop();
    expect(runs).toHaveLength(1);
    const second = make();
    await second.start();
    await second.stop();
    expect(runs).toHaveLength(1);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
(pgUrl ? describe : describe.skip)('pg-boss on two nodes [postgres]', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  const nodes: { stop(): Promise<void> }[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp('postgres', { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    for (const node of nodes) await node.stop();
    await t?.close();
    await smtp?.stop();
  });

  /** A node: its own connections, its scheduler working the queue. */
  function node(
    schema: string,
    run: (db: ReturnType<typeof createDatabase>['db'], at: Date) => Promise<unknown>,
  ) {
    const { db } = createDatabase({ dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl });
    const scheduler = bossScheduler({
      db,
      databaseUrl: t.config.databaseUrl!,
      schema,
      time: '00:00',
      timeZone: t.config.classes.timeZone,
      log: quiet,
      run: (at) => run(db, at),
      expireInSeconds: 2,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
      superviseIntervalSeconds: 1,
    });
    const handle = {
      scheduler,
      db,
      async stop(graceful = true) {
        await scheduler.stop({ graceful });
        await db.destroy().catch(() => undefined);
      },
    };
    nodes.push({ stop: () => handle.stop() });
    return handle;
  }
  const settings = () => ({ timeZone: t.config.classes.timeZone, gymName: 'Moda Spor' });
  const today = () => wallClockAt(Date.now(), t.config.classes.timeZone).day;
  async function gym(count: number, prefix: string) {
    const db = t.app.db;
    await db.deleteFrom('reminder_runs').execute();
    await db.updateTable('reminder_rules').set({ active: 0 }).execute();
    for (let i = 0; i < count; i++) {
      const id = await member(db, { email: `${prefix}${i}@example.com` });
      await memberPackage(db, id, { starttime: addDays(today(), -10), endtime: addDays(today(), 3) });
    }
    for (const name of ['first', 'second'])
      await db
        .insertInto('reminder_rules')
        .values({
          name: `${prefix} ${name}`,
          kind: 'package_ending',
          offset_days: 3,
          channel: 'email',
          templates: JSON.stringify(templates(`${name} {member_name}`)),
          active: 1,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();
  }
  const mailsTo = (prefix: string) =>
    smtp.received.flatMap((m) => m.to).filter((to) => to.startsWith(prefix));
  const waitFor = async (what: string, check: () => Promise<boolean>) => {
    const until = Date.now() + 20_000;
    while (!(await check())) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const finished = async () =>
    Boolean(
      (
        await t.app.db
          .selectFrom('reminder_runs')
          .select('finished_at')
          .where('day', '=', today())
          .executeTakeFirst()
      )?.finished_at,
    );

  it('runs the day once when two nodes start together after its time', async () => {
    await gym(8, 'together');
    let runs = 0;
    const work = async (db: Parameters<typeof runReminders>[0], at: Date) => {
      runs += 1;
      return runReminders(db, settings(), at);
    };
    const [a, b] = [node('pgboss_together', work), node('pgboss_together', work)];
    await Promise.all([a.scheduler.start(), b.scheduler.start()]);
    await waitFor('the day’s run', finished);
    await t.app.mailer.runOnce();
    expect(runs).toBe(1);
    // Two rules, eight members: each member one mail per rule.
    expect(mailsTo('together').sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => [`together${i}@example.com`, `together${i}@example.com`])
        .flat()
        .sort(),
    );
  });

  it('finishes the run of a node that died half-way on the other node, still once', async () => {
    await gym(6, 'killed');
    let release!: () => void;
    const hanging = new Promise<void>((resolve) => (release = resolve));
    let aStarted!: () => void;
    const aRunning = new Promise<void>((resolve) => (aStarted = resolve));
    // Node A commits the first rule's reminders, then hangs: it is killed there.
    const a = node('pgboss_killed', (db, at) =>
      runReminders(db, settings(), at, {
        afterChunk: async () => {
          aStarted();
          await hanging;
        },
      }),
    );
    await a.scheduler.start();
    await aRunning;
    await a.scheduler.stop({ graceful: false });
    let bRuns = 0;
    const b = node('pgboss_killed', (db, at) => {
      bRuns += 1;
      return runReminders(db, settings(), at);
    });
    await b.scheduler.start();
    await waitFor('the other node’s run', finished);
    release();
    await t.app.mailer.runOnce();
    expect(bRuns).toBe(1);
    expect(mailsTo('killed').sort()).toEqual(
      Array.from({ length: 6 }, (_, i) => [`killed${i}@example.com`, `killed${i}@example.com`])
        .flat()
        .sort(),
    );
  });
});
