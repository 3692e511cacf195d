// SQLite statements are prepared once per SQL text (database.ts): a reused statement must still see a schema
// that changed after it was prepared, and answer with new parameters.
import { rmSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { createDatabase } from '../../../src/server/db/database';
import { tempDir } from '../helpers/tempDir';

describe('SQLite statement cache', () => {
  const dir = tempDir('gym-stmt-');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = createDatabase({ dataDir: dir }).db as unknown as Kysely<any>;
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reuses statements across parameters and schema changes', async () => {
    await sql`create table t (id integer primary key, a text)`.execute(db);
    await db.insertInto('t').values({ a: 'x' }).execute();
    await db.insertInto('t').values({ a: 'y' }).execute();
    const read = (a: string) => db.selectFrom('t').selectAll().where('a', '=', a).execute();
    expect(await read('x')).toEqual([{ id: 1, a: 'x' }]);
    expect(await read('y')).toEqual([{ id: 2, a: 'y' }]);
    await sql`alter table t add column b text default 'z'`.execute(db);
    expect(await read('x')).toEqual([{ id: 1, a: 'x', b: 'z' }]);
  });
});
