// Payments taken by several server processes at once: three compiled servers on one SQLite file — their
// transactions begin IMMEDIATE, so none decides on a balance or a receipt counter another process is changing —
// and, with TEST_DATABASE_URL, three nodes on one PostgreSQL database (row locks, the counter's upsert). Thirty
// payments of 100 on a balance of 2,500, spread over the processes: exactly 25 taken with 25 numbers in a row,
// five 409 overpayment, no other answer.
import { randomBytes } from 'node:crypto';
import { buildServer, removeBuild, startCompiled, type CompiledProcess } from '../../helpers/compiledServer';
import { sampleBody } from '../../helpers/samples';
import { adminQuery, databaseUrl, dropPgDatabase } from '../../helpers/templates';
import { tempDir } from '../../helpers/tempDir';
import { gapless, sequenceOf } from './world';

const ADMIN_PASSWORD = 'Several-payments-1';
const PROCESSES = 3;

let build: string;
beforeAll(() => {
  build = buildServer();
});
afterAll(() => removeBuild(build));

async function takeAtOnce(env: (i: number) => Record<string, string>) {
  const servers: CompiledProcess[] = [];
  try {
    // The first migrates; the others start on the migrated database.
    const bases: string[] = [];
    for (let i = 0; i < PROCESSES; i += 1) {
      const server = await startCompiled(build, env(i));
      servers.push(server);
      bases.push(server.baseUrl);
    }
    const signIn = await fetch(`${bases[0]}/api/v1/authentications/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const api = async (base: string, method: string, url: string, body?: unknown) => {
      const response = await fetch(`${base}/api/v1/${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const member = (await api(bases[0]!, 'POST', 'members', sampleBody('members'))).body.id as number;
    const pkg = (
      await api(bases[1]!, 'POST', `members/${member}/packages`, {
        ...sampleBody('member_packages'),
        product_type: '',
        product_id: null,
        price: 2500,
      })
    ).body.id as number;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api(bases[i % PROCESSES]!, 'POST', `members/${member}/packages/${pkg}/payments`, {
          amount: 100,
          method: 'cash',
        }),
      ),
    );
    const taken = answers.filter((a) => a.status === 201).map((a) => String(a.body.receipt_no));
    const refused = answers.filter((a) => a.status === 409);
    expect([taken.length, refused.length]).toEqual([25, 5]);
    expect(refused.every((a) => a.body.error === 'overpayment')).toBe(true);
    expect(new Set(taken).size).toBe(25);
    expect(gapless(taken.map(sequenceOf))).toBe(true);
    const after = await api(bases[2]!, 'GET', `members/${member}/packages/${pkg}`);
    expect(after.body).toMatchObject({ paid: 2500, balance: 0 });
  } finally {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exit));
  }
}

const common = {
  NODE_ENV: 'production',
  JWT_SECRET: 'several-payments-secret-0123456789-abcdefgh',
  ADMIN_PASSWORD,
  LOG_LEVEL: 'warn',
  OIDC_ISSUER: '',
};

it('three processes on one SQLite file take payments one at a time: no overpayment, no gap', async () => {
  const dataDir = tempDir('gym-payments-');
  await takeAtOnce(() => ({ ...common, DATA_DIR: dataDir }));
}, 60_000);

(process.env.TEST_DATABASE_URL ? it : it.skip)(
  'three nodes on one PostgreSQL database take payments one at a time: no overpayment, no gap',
  async () => {
    const database = `gym_payments_${randomBytes(5).toString('hex')}`;
    await adminQuery(`CREATE DATABASE "${database}"`);
    try {
      await takeAtOnce(() => ({
        ...common,
        DATA_DIR: tempDir('gym-payments-'),
        DATABASE_URL: databaseUrl(database),
        MIGRATE_ON_START: 'true',
      }));
    } finally {
      await dropPgDatabase(database);
    }
  },
  60_000,
);
