// PostgreSQL: an idle pooled connection the server ends (a restart, a failover) is reported and replaced; it does
// not end the process with an unheard 'error' event.
import { sql } from 'kysely';
import { createDatabase } from '../../../src/server/db/database';
import { adminQuery } from '../helpers/templates';
import { tempDir } from '../helpers/tempDir';

const describePg = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describePg('an idle PostgreSQL connection lost [postgres]', () => {
  it('is reported to onIdleError, and the next query opens a new one', async () => {
    const lost: Error[] = [];
    const { db } = createDatabase({
      dataDir: tempDir('gym-idle-'),
      databaseUrl: process.env.TEST_DATABASE_URL,
      onIdleError: (error) => lost.push(error),
    });
    try {
      const first = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      const pid = first.rows[0]!.pid;
      await adminQuery(`SELECT pg_terminate_backend(${Number(pid)})`);
      for (let i = 0; i < 100 && lost.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
      expect(lost[0]?.message).toMatch(/terminating connection/);
      const next = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      expect(next.rows[0]!.pid).not.toBe(pid);
    } finally {
      await db.destroy();
    }
  });
});
