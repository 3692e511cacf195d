// The product's API over MEMBERS members (100,000 by default) on SQLite in DATA_DIR, or on PostgreSQL in the
// schema PG_SCHEMA of DATABASE_URL (search bench child process). Rows are inserted once per folder / schema.
import { buildApp } from '../../../src/server/app';
import { makeMembers } from '../members';

async function main(): Promise<void> {
  const wanted = Number(process.env.MEMBERS ?? 100_000);
  const app = await buildApp({
    config: { seedDemo: false, logLevel: 'warn' },
    pgSchema: process.env.PG_SCHEMA || undefined,
    announce: () => undefined,
  });
  const { count } = await app.db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) < wanted) {
    const started = Date.now();
    for (let from = 0; from < wanted; from += 50_000) {
      const rows = makeMembers(Math.min(50_000, wanted - from), from);
      for (let i = 0; i < rows.length; i += 500)
        await app.db
          .insertInto('members')
          .values(rows.slice(i, i + 500))
          .execute();
    }
    process.stderr.write(`inserted ${wanted} members in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  }
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.stdout.write('ready\n');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
