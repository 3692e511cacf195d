// When the daily reminders run: at REMINDER_TIME on the gym's clock, once a day, on every node the same way.
// - PostgreSQL: pg-boss. Each node starts it and works the `reminders-daily` queue; its cron schedule (in `TZ`)
//   makes one job per day across nodes. A node that starts after the day's time with no run of the day finished
//   asks for that day's job, keyed by the day: the queue's `exclusive` policy keeps one job per key queued or
//   active, so nodes starting together (or after downtime) run the day once. A job that fails is retried with
//   back-off, and a job whose node died mid-run expires and is taken by another node. The run itself is
//   idempotent (run.ts), so a retried job finishes what was left and sends nothing twice.
// - SQLite (one node): the same interface in-process — a timer to the next REMINDER_TIME, and at start the
//   day's run when its time has passed and no run of the day finished.
import type { Kysely } from 'kysely';
import { wallClockAt, zonedInstant } from '../../../shared/classes/wallClock';
import { addDays } from '../../../shared/freeze';
import type { Database } from '../../db/schema';
import { runFinishedOn } from './repository';

export const REMINDER_QUEUE = 'reminders-daily';

export interface Scheduler {
  start(): Promise<void>;
  stop(options?: { graceful?: boolean }): Promise<void>;
}

export interface SchedulerOptions {
  db: Kysely<Database>;
  /** HH:mm on the gym's clock. */
  time: string;
  timeZone: string;
  /** One run at a moment (run.ts, with the server's settings). */
  run: (at: Date) => Promise<unknown>;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** The next instant at `time` on the zone's clock strictly after `after`. */
export function nextRunAfter(after: number, time: string, timeZone: string): number {
  const { day } = wallClockAt(after, timeZone);
  const today = zonedInstant(day, time, timeZone);
  return today > after ? today : zonedInstant(addDays(day, 1), time, timeZone);
}

/** In-process: a timer to each day's time; at start, today's run when its time has passed without one. */
export function inProcessScheduler(options: SchedulerOptions): Scheduler {
  const { db, time, timeZone, run, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const fire = (at: Date) => {
    running = run(at)
      .catch((error: unknown) => log.error({ err: error }, 'reminders run failed'))
      .finally(() => {
        running = undefined;
        arm();
      });
  };
  const arm = () => {
    if (stopped) return;
    const next = nextRunAfter(Date.now(), time, timeZone);
    // setTimeout holds at most ~24.8 days; a day is far below.
    timer = setTimeout(() => fire(new Date()), Math.max(0, next - Date.now()));
    timer.unref();
  };
  return {
    async start() {
      const now = Date.now();
      if (await dayMissed(db, now, time, timeZone)) fire(new Date(now));
      else arm();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export interface BossOptions extends SchedulerOptions {
  databaseUrl: string;
  /** The PostgreSQL schema pg-boss keeps its jobs in. */
  schema: string;
  /** A running job not finished within this many seconds is taken to have died and is retried. */
  expireInSeconds?: number;
  /** How often a node looks for a job (seconds). */
  pollingIntervalSeconds?: number;
  retryDelaySeconds?: number;
  /** How often pg-boss looks for expired jobs (seconds). */
  superviseIntervalSeconds?: number;
}

/** Whether the day's time has passed on the zone's clock at `now` and no run of that day finished. */
async function dayMissed(db: Kysely<Database>, now: number, time: string, timeZone: string) {
  const { day } = wallClockAt(now, timeZone);
  if (zonedInstant(day, time, timeZone) > now) return null;
  return (await runFinishedOn(db, day)) ? null : day;
}

/** pg-boss: one job per day across nodes, retried, caught up after downtime. */
export function bossScheduler(options: BossOptions): Scheduler {
  const { time, timeZone, run, log } = options;
  const [hour, minute] = time.split(':').map(Number);
  let boss: import('pg-boss').PgBoss | undefined;
  return {
    async start() {
      const { PgBoss } = await import('pg-boss');
      boss = new PgBoss({
        connectionString: options.databaseUrl,
        schema: options.schema,
        max: 2,
        ...(options.superviseIntervalSeconds
          ? { superviseIntervalSeconds: options.superviseIntervalSeconds }
          : {}),
      });
      boss.on('error', (error: unknown) => log.error({ err: error }, 'reminder queue error'));
      await boss.start();
      await boss.createQueue(REMINDER_QUEUE, {
        retryLimit: 5,
        retryDelay: options.retryDelaySeconds ?? 60,
        retryBackoff: true,
        expireInSeconds: options.expireInSeconds ?? 30 * 60,
        // One job per key queued or active: the day's job, whichever node (or catch-up) asked for it.
        policy: 'exclusive',
      });
      await boss.schedule(REMINDER_QUEUE, `${minute} ${hour} * * *`, null, {
        tz: timeZone,
        // A cron pass that did not run at the time (every node down) sends the day's job once when one is back.
        missed: 'once',
      });
      await boss.work(
        REMINDER_QUEUE,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 },
        async ([job]) => {
          log.info({ job: job?.id }, 'reminders run');
          await run(new Date());
        },
      );
      const missed = await dayMissed(options.db, Date.now(), time, timeZone);
      if (missed) await boss.send(REMINDER_QUEUE, { day: missed }, { singletonKey: missed });
    },
    async stop(stopOptions = {}) {
      await boss?.stop({ graceful: stopOptions.graceful ?? true, timeout: 30_000 });
    },
  };
}
