// PostgreSQL: an app working in a schema of its own migrates even while another schema of the same database holds
// Kysely's migration tables (test files run side by side, one schema each; migrate.ts names the schema).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createTestApp } from '../helpers/testApp';

const url = process.env.TEST_DATABASE_URL;
(url ? describe : describe.skip)('migrations in a schema of their own', () => {
  const other = `other_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  beforeAll(async () => {
    await client.connect();
    await client.query(`create schema "${other}"`);
    await client.query(
      `create table "${other}".kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`,
    );
    await client.query(
      `create table "${other}".kysely_migration_lock (id varchar(255) primary key, is_locked integer not null default 0)`,
    );
  });
  afterAll(async () => {
    await client.query(`drop schema "${other}" cascade`);
    await client.end();
  });

  it('creates its own migration tables beside another schema’s', async () => {
    const t = await createTestApp('postgres');
    try {
      expect((await t.login()).access_token).toBeTruthy();
    } finally {
      await t.close();
    }
  });
});
