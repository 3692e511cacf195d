// The soak's load: each client signs in as a staff user of its own (the PDF limit is per caller) and loops over a
// weighted mix until told to stop — list pages under varied searches and sorts (the list cache fills), records,
// history, foods and the dashboard; members created and edited and measurements added (history entries); diet-list
// PDFs (the worker); and uploads of 0.1–3 MB photos, each read back and deleted (the disk stays small).
import { randomBytes } from 'node:crypto';
import { sampleBody } from '../../server/helpers/samples';
import { ADMIN_PASSWORD } from './server';

type Kind = 'read' | 'write' | 'pdf' | 'upload';

export interface MixTally {
  requests: Record<Kind, number>;
  /** Answers other than the expected 2xx, by "kind status". */
  failures: Record<string, number>;
}

const PASSWORD = 'soak-Staff-Pass-1';
const LETTERS = 'abcçdefgğhıijklmnoöprsştuüvyz';
/** A diet-list PDF per client at most this often: under the operation's 30 a minute per caller. */
const PDF_EVERY_MS = 2_500;

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));
const prefix = () => pick([...LETTERS]) + (Math.random() < 0.5 ? pick([...LETTERS]) : '');

async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const r = await fetch(`${baseUrl}/api/v1/authentications/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (r.status !== 200) throw new Error(`sign-in of ${username}: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { access_token: string }).access_token;
}

/** A JPEG as the sniffer sees one (its signature) padded with random bytes to `size`. */
const photo = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);

export interface Mix {
  tally: MixTally;
  /** Runs `clients` loops until `stopped()` answers true; every request of theirs has ended when this resolves. */
  run(clients: number, stopped: () => boolean): Promise<void>;
}

export async function prepareMix(baseUrl: string, clients: number): Promise<Mix> {
  const admin = await signIn(baseUrl, 'admin', ADMIN_PASSWORD);
  const api = (token: string) => async (method: string, path: string, body?: unknown) => {
    const form = body instanceof FormData;
    return fetch(`${baseUrl}/api/v1/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && !form && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
  };
  const asAdmin = api(admin);
  const json = async <T>(r: Promise<Response>) => (await (await r).json()) as T;
  const lists = await json<{ id: number }[]>(asAdmin('GET', 'diet_lists?start=0&count=50'));
  const members = await json<{ id: number }[]>(asAdmin('GET', 'members?start=0&count=200'));
  if (lists.length === 0 || members.length === 0)
    throw new Error('the demo data has no diet lists or members');
  const memberIds = members.map((m) => m.id);
  const staff: string[] = [];
  for (let i = 0; i < clients; i++) {
    const username = `soak_${i}_${Date.now()}`;
    const r = await asAdmin('POST', 'users', {
      username,
      email: `${username}@example.com`,
      type: 'admin',
      name: `Soak ${i}`,
      lastname: 'Client',
      title: 'Bench',
      phone: '(532) 555 11 22',
      status: 'active',
      branches_id: 1,
      roles_id: 1,
      password: PASSWORD,
      password_again: PASSWORD,
    });
    if (r.status !== 201) throw new Error(`creating ${username}: ${r.status} ${await r.text()}`);
    staff.push(await signIn(baseUrl, username, PASSWORD));
  }

  const tally: MixTally = { requests: { read: 0, write: 0, pdf: 0, upload: 0 }, failures: {} };
  const expect = async (kind: Kind, answer: Promise<Response>, status = 200): Promise<Response> => {
    tally.requests[kind] += 1;
    const r = await answer;
    if (r.status !== status)
      tally.failures[`${kind} ${r.status}`] = (tally.failures[`${kind} ${r.status}`] ?? 0) + 1;
    return r;
  };
  const drain = async (r: Response) => void (await r.arrayBuffer());

  const client = (token: string) => {
    const call = api(token);
    let lastPdf = 0;
    const reads = [
      () =>
        `members?start=${between(0, 200)}&count=25&sort=${pick(['name', 'id', 'created_at'])}&sort_by=${pick(['ASC', 'DESC'])}&name=${encodeURIComponent(prefix())}`,
      () => `members/${pick(memberIds)}`,
      () => `history?start=${between(0, 500)}&count=25`,
      () => `foods?start=${between(0, 2000)}&count=20&name=${encodeURIComponent(prefix())}`,
      () => `members/${pick(memberIds)}/measurements?start=0&count=25`,
      () => 'dashboard',
    ];
    const ops: [number, () => Promise<void>][] = [
      [50, async () => drain(await expect('read', call('GET', pick(reads)())))],
      [
        8,
        async () => {
          const r = await expect('write', call('POST', 'members', newMember()), 201);
          if (r.status === 201) memberIds.push(((await r.json()) as { id: number }).id);
          else await drain(r);
        },
      ],
      [8, async () => drain(await expect('write', call('PUT', `members/${pick(memberIds)}`, editMember())))],
      [
        6,
        async () =>
          drain(
            await expect(
              'write',
              call('POST', `members/${pick(memberIds)}/measurements`, {
                date: '2026-10-01',
                height: between(150, 200),
                weight: between(50, 120),
                waist: between(60, 120),
              }),
              201,
            ),
          ),
      ],
      [
        12,
        async () => {
          if (Date.now() - lastPdf < PDF_EVERY_MS) return;
          lastPdf = Date.now();
          await drain(await expect('pdf', call('POST', `diet_lists/${pick(lists).id}/_show`)));
        },
      ],
      [8, () => upload(call)],
    ];
    const total = ops.reduce((sum, [w]) => sum + w, 0);
    return async () => {
      let roll = Math.random() * total;
      for (const [weight, op] of ops) if ((roll -= weight) < 0) return op();
    };
  };

  const upload = async (call: ReturnType<typeof api>) => {
    const form = new FormData();
    form.set('owner', 'article');
    form.set('owner_id', '1');
    form.set('file', new Blob([photo(between(100_000, 3_000_000))], { type: 'image/jpeg' }), 'photo.jpg');
    const r = await expect('upload', call('POST', 'media', form), 201);
    if (r.status !== 201) return drain(r);
    const media = (await r.json()) as { id: number; url: string };
    await drain(await expect('upload', fetch(new URL(media.url, baseUrl))));
    await drain(await expect('upload', call('DELETE', `media/${media.id}`), 204));
  };

  return {
    tally,
    async run(count, stopped) {
      const loops = staff.slice(0, count).map(async (token) => {
        const next = client(token);
        while (!stopped()) {
          try {
            await next();
          } catch (error) {
            const key = `error ${(error as Error).message}`;
            tally.failures[key] = (tally.failures[key] ?? 0) + 1;
          }
        }
      });
      await Promise.all(loops);
    },
  };
}

let n = 0;
// The server tests' member, named and addressed for this run.
const newMember = () => ({
  ...sampleBody('members'),
  name: `Soak Üye ${++n} ${prefix()}`,
  email: `soak${n}_${Date.now()}@example.com`,
});
const editMember = () => ({ address: `Moda Cad. ${between(1, 999)}, Kadıköy`, height: between(150, 200) });
