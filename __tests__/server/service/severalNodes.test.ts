// Several nodes for real, on PostgreSQL (TEST_DATABASE_URL): two compiled API nodes started at once
// on an empty database, media in S3-compatible storage (s3rver), mail through one SMTP server, and Debian's nginx
// in front with the shipped configuration (deploy/nginx/gym.conf, included as it is).
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildServer, removeBuild, startCompiled, type CompiledProcess } from '../helpers/compiledServer';
import { startNginx, type RunningNginx } from '../helpers/nginx';
import { startS3, type TestS3 } from '../helpers/s3';
import { FILES, multipart, postureForm, sampleBody } from '../helpers/samples';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { adminQuery, databaseUrl, dropPgDatabase } from '../helpers/templates';
import { tempDir } from '../helpers/tempDir';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const ADMIN_PASSWORD = 'Several-nodes-1';

onPostgres('two API nodes behind nginx', () => {
  let build: string;
  let database: string;
  let s3: TestS3;
  let smtp: TestSmtp;
  let nodes: (CompiledProcess & { baseUrl: string; dataDir: string })[];
  let nginx: RunningNginx;
  let token: string;

  const api = async (method: string, url: string, body?: unknown, via = nginx.baseUrl) => {
    const response = await fetch(`${via}/api/v1/${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };

  beforeAll(async () => {
    build = buildServer();
    database = `gym_nodes_${randomBytes(5).toString('hex')}`;
    await adminQuery(`CREATE DATABASE "${database}"`);
    [s3, smtp] = await Promise.all([startS3(), startSmtp()]);
    const env = (dataDir: string) => ({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(database),
      MIGRATE_ON_START: 'true',
      JWT_SECRET: 'several-nodes-secret-0123456789-abcdefghijkl',
      ADMIN_PASSWORD,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      MEDIA_STORE: 's3',
      S3_ENDPOINT: s3.settings.endpoint!,
      S3_BUCKET: s3.settings.bucket,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
    });
    const dataDirs = [0, 1].map(() => tempDir('gym-node-'));
    // Both at once on the empty database: one migrates and seeds, the other waits its turn.
    const started = await Promise.all(dataDirs.map((dir) => startCompiled(build, env(dir))));
    nodes = started.map((node, i) => ({ ...node, dataDir: dataDirs[i]! }));
    nginx = await startNginx(nodes.map((node) => node.baseUrl.replace('http://', '')));
    const signIn = await fetch(`${nginx.baseUrl}/api/v1/authentications/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    token = ((await signIn.json()) as { access_token: string }).access_token;
  });

  afterAll(async () => {
    await nginx?.stop();
    for (const node of nodes ?? []) if (node.child.exitCode === null) node.child.kill('SIGKILL');
    await Promise.all((nodes ?? []).map((node) => node.exit));
    await Promise.all([s3?.close(), smtp?.stop()]);
    removeBuild(build);
    await dropPgDatabase(database);
  });

  it('reads an upload through each node byte for byte, keeps nothing on their disks, and hides a photo', async () => {
    const logo = multipart({ owner: 'branch', owner_id: 1 }, { name: 'logo.png', content: FILES.png });
    const upload = await fetch(`${nginx.baseUrl}/api/v1/media`, {
      method: 'POST',
      headers: { ...logo.headers, authorization: `Bearer ${token}` },
      body: new Uint8Array(logo.payload),
    });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    for (const node of nodes) {
      const served = await fetch(`${node.baseUrl}${url}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(FILES.png)).toBe(true);
    }

    const member = await api('POST', 'members', sampleBody('members'));
    const form = postureForm();
    const analysis = await fetch(`${nginx.baseUrl}/api/v1/members/${member.body.id}/postureAnalysis`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      body: new Uint8Array(form.payload),
    });
    expect(analysis.status).toBe(201);
    const signed = Object.values((await analysis.json()) as Record<string, unknown>).find(
      (value): value is string => typeof value === 'string' && value.startsWith('/media/private/'),
    )!;
    const name = /^\/media\/private\/([^?]+)/.exec(signed)![1]!;
    for (const node of nodes) {
      expect((await fetch(`${node.baseUrl}${signed}`)).status).toBe(200);
      expect((await fetch(`${node.baseUrl}/media/${name}`)).status).toBe(404);
    }
    for (const node of nodes) {
      const folder = path.join(node.dataDir, 'media');
      expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
    }
  });

  it('holds the login limit across both nodes: of 40 parallel wrong passwords at most 5 are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`${nginx.baseUrl}/api/v1/authentications/users`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'Wrong-guess-1' }),
        }).then((r) => r.status),
      ),
    );
    expect(answers.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(answers.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  });

  it('sends each queued message once, whichever node queued or claims it', async () => {
    const members = [];
    for (let i = 0; i < 6; i++) members.push((await api('POST', 'members', sampleBody('members'))).body);
    // Alternating nodes queue the mails; both nodes' workers poll the one outbox.
    const sent = await Promise.all(
      members.map((member, i) =>
        api('POST', 'members/_sendPassword', { id: member.id }, nodes[i % 2]!.baseUrl),
      ),
    );
    expect(sent.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    await smtp.waitFor(6, 15_000);
    await new Promise((r) => setTimeout(r, 1500)); // a second sender would have sent by now
    const recipients = smtp.received.flatMap((mail) => mail.to);
    expect(recipients.sort()).toEqual(members.map((member) => member.email).sort());
  });

  it('loses no read when a node is killed under load, and writes go on through the other', async () => {
    let reading = true;
    const statuses: number[] = [];
    const reader = async () => {
      while (reading) statuses.push((await api('GET', 'members?start=0&count=25')).status);
    };
    const readers = Promise.all([reader(), reader(), reader(), reader()]);
    await new Promise((r) => setTimeout(r, 400));
    nodes[1]!.child.kill('SIGKILL');
    await nodes[1]!.exit;
    await new Promise((r) => setTimeout(r, 800));
    const writes = [];
    for (let i = 0; i < 5; i++) writes.push((await api('POST', 'roles', sampleBody('roles'))).status);
    reading = false;
    await readers;
    expect(statuses.length).toBeGreaterThan(40);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(writes).toEqual(Array(5).fill(201));
  });
});
