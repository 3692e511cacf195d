// The product's API on a fresh SQLite folder holding 100,000 members (bench child process).
import { buildApp } from '../../../src/server/app';
import { MEMBER_COUNT, makeMembers } from '../members';

async function main(): Promise<void> {
  const app = await buildApp({ config: { seedDemo: false, logLevel: 'warn' }, announce: () => undefined });
  const { count } = await app.db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) < MEMBER_COUNT) {
    const rows = makeMembers();
    for (let i = 0; i < rows.length; i += 500)
      await app.db
        .insertInto('members')
        .values(rows.slice(i, i + 500))
        .execute();
  }
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.stdout.write('ready\n');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
