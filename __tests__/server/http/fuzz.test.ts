// Seeded, bounded fuzzing of every write route and every list route: malformed bodies and queries
// answer 4xx with the error envelope — never 5xx — and leave the database and the media folder unchanged.
// Routes come from the server itself (an onRoute catalogue), not from the resource registry.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { ApiError } from '../../../src/shared/types';
import { FILES, multipart, sampleBody } from '../helpers/samples';
import { describeEachDatabase, type TestApp } from '../helpers/testApp';

const SEED = 9009;
const BODIES_PER_ROUTE = 200;
const QUERIES_PER_ROUTE = 60;
/** The routes are fuzzed in this many tests, each a share of them, so none runs long. */
const PARTS = 4;
const share = <T>(items: T[], part: number) => items.filter((_, i) => i % PARTS === part);
const PART_NUMBERS = [...Array(PARTS).keys()];

const FORBIDDEN = ['__proto__', 'constructor', 'prototype'];
const CREATE_ONLY = ['password', 'password_again'];
const ENTITY_OF = (url: string) => url.split('/')[3] ?? '';

/** A JSON value, at most a few levels deep. */
const anyJson = fc.jsonValue({ maxDepth: 3 });
const nonText = fc.oneof(
  fc.array(anyJson, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), anyJson, { maxKeys: 3 }),
);
const withNul = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([a, b]) => `${a}\u0000${b}`);
const deep = fc.integer({ min: 40, max: 80 }).map((depth) => {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i += 1) v = { a: v };
  return v;
});

type Malformed = { payload: string; contentType: string };

/** Always-invalid bodies built around a valid sample, so that each is refused for its malformation alone. */
function malformedBodies(sample: Record<string, unknown>, method: string): fc.Arbitrary<Malformed> {
  const keys = Object.keys(sample);
  // An edit's schema has no password fields (it drops them, whatever their value): not a malformation there.
  const textKeys = keys.filter(
    (k) => typeof sample[k] === 'string' && !(method === 'PUT' && CREATE_ONLY.includes(k)),
  );
  const asJson = (body: unknown) => ({ payload: JSON.stringify(body), contentType: 'application/json' });
  const options: fc.Arbitrary<Malformed>[] = [
    // A prototype key at the top or nested.
    fc
      .tuple(fc.constantFrom(...FORBIDDEN), anyJson, fc.boolean())
      .map(([key, value, nested]) =>
        nested
          ? `{"x":{"${key}":${JSON.stringify(value)}},${JSON.stringify(sample).slice(1)}`
          : `{"${key}":${JSON.stringify(value)},${JSON.stringify(sample).slice(1)}`,
      )
      .map((payload) => ({ payload, contentType: 'application/json' })),
    // A NUL byte in a field (or a key).
    fc
      .tuple(fc.constantFrom(...(keys.length ? keys : ['x'])), withNul, fc.boolean())
      .map(([key, value, inKey]) =>
        asJson(inKey ? { ...sample, [`${key}\u0000`]: 1 } : { ...sample, [key]: value }),
      ),
    // Not an object at all.
    fc
      .oneof(fc.array(anyJson, { maxLength: 4 }), fc.string(), fc.double(), fc.boolean(), fc.constant(null))
      .map(asJson),
    // Cut JSON.
    fc.integer({ min: 1, max: 40 }).map((cut) => {
      const text = JSON.stringify(sample);
      return { payload: text.slice(0, Math.max(1, text.length - cut)), contentType: 'application/json' };
    }),
    // Nesting far deeper than any form.
    deep.map((value) => asJson({ ...sample, nested: value })),
    // A body that is not JSON under a JSON or another content type.
    fc
      .tuple(
        fc.string({ maxLength: 30 }),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
        ),
      )
      .filter(([text, type]) => type !== 'application/json' || !isJson(text))
      .map(([payload, contentType]) => ({ payload: payload || '{', contentType })),
  ];
  // A text field given an array or an object.
  if (textKeys.length)
    options.push(
      fc
        .tuple(fc.constantFrom(...textKeys), nonText)
        .map(([key, value]) => asJson({ ...sample, [key]: value })),
    );
  return fc.oneof(...options);
}

function isJson(text: string) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Malformed multipart bodies for uploads. */
function malformedUploads(method: string): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const form = (fields: Record<string, string | number>, content: Buffer = FILES.png) => {
    const body = multipart(fields, { name: 'a.png', content });
    return { payload: body.payload, contentType: body.headers['content-type']! };
  };
  const options: fc.Arbitrary<{ payload: Buffer; contentType: string }>[] = [
    // No boundary.
    fc
      .string({ maxLength: 40 })
      .map((text) => ({ payload: Buffer.from(text), contentType: 'multipart/form-data' })),
    // Cut inside the file part (past the closing delimiter line).
    fc.integer({ min: 50, max: 90 }).map((cut) => {
      const { payload, contentType } = form({ owner: 'branch', owner_id: 1 });
      return { payload: payload.subarray(0, payload.length - cut), contentType };
    }),
    fc.constantFrom(...FORBIDDEN).map((key) => form({ owner: 'branch', owner_id: 1, [key]: 'x' })),
    fc.constantFrom(FILES.text, FILES.html).map((content) => form({ owner: 'branch', owner_id: 1 }, content)),
    fc.string({ maxLength: 40 }).map((text) => ({
      payload: Buffer.from(`{"owner":${JSON.stringify(text)}}`),
      contentType: 'application/json',
    })),
  ];
  // A replacement reads only the file, so a bad owner_id is malformed for a create only.
  if (method === 'POST')
    options.push(
      fc
        .oneof(withNul, fc.constantFrom('99999999999', '-1', '1.5'))
        .map((ownerId) => form({ owner: 'branch', owner_id: ownerId })),
    );
  return fc.oneof(...options);
}

/** Malformed list queries: unknown values, bad numbers, NUL bytes, prototype keys, repeated keys. */
const malformedQueries = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        'start',
        'count',
        'sort',
        'sort_by',
        'name',
        'q',
        'status',
        'branches_id',
        'roles_id',
        'owner_id',
        'type',
      ),
      fc.oneof(
        withNul,
        fc.string({ maxLength: 12 }),
        fc.constantFrom('99999999999', '-1', '1e400', 'NaN', '0x10', '__proto__'),
      ),
    )
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`),
  fc
    .tuple(fc.constantFrom(...FORBIDDEN), fc.string({ maxLength: 5 }))
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`),
  fc
    .array(fc.constantFrom('sort=id', 'sort=name', 'start=1', 'start=x', 'count=5', 'name=a', 'name=%00'), {
      minLength: 2,
      maxLength: 5,
    })
    .map((parts) => parts.join('&')),
);

async function snapshot(t: TestApp): Promise<string> {
  const tables = (await t.app.db.introspection.getTables()).map((table) => table.name).sort();
  const counts: Record<string, unknown> = {};
  for (const table of tables) {
    if (table.startsWith('kysely_')) continue;
    const row = await sql<{ n: unknown }>`select count(*) as n from ${sql.table(table)}`.execute(t.app.db);
    counts[table] = Number(row.rows[0]?.n);
  }
  counts.table_versions = await t.app.db.selectFrom('table_versions').selectAll().orderBy('name').execute();
  counts.media_files = readdirSync(path.join(t.config.dataDir, 'media')).sort();
  return JSON.stringify(counts);
}

function expectEnvelope(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 500 || res.statusCode < 400)
    throw new Error(`${what} → ${res.statusCode} ${res.body.slice(0, 200)}`);
  const body = JSON.parse(res.body) as ApiError;
  if (typeof body.error !== 'string' || typeof body.translated_message !== 'string' || !body.translations?.en)
    throw new Error(`${what} → ${res.statusCode} without the envelope: ${res.body.slice(0, 200)}`);
}

describeEachDatabase('fuzzing every write and list route', (t) => {
  let token = '';
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    token = (await t().login()).access_token;
    // One record of each kind, so that item routes reach their validation.
    for (const entity of ['roles', 'branches', 'articles', 'members', 'users']) {
      const res = await t().request({
        method: 'POST',
        url: `/api/v1/${entity}`,
        token,
        payload: sampleBody(entity),
      });
      expect(res.statusCode).toBe(201);
      ids[entity] = res.json<{ id: number }>().id;
    }
    const upload = multipart({ owner: 'branch', owner_id: 1 }, { name: 'a.png', content: FILES.png });
    const media = await t().request({
      method: 'POST',
      url: '/api/v1/media',
      token,
      payload: upload.payload,
      headers: upload.headers,
    });
    ids.media = ids.mediaStorage = media.json<{ id: number }>().id;
  });

  const routeUrl = (url: string) =>
    url.replace(/:parentId/, String(ids.users ?? 1)).replace(/:id/, String(ids[ENTITY_OF(url)] ?? 1));

  it.each(PART_NUMBERS)(
    'answers every malformed body with 4xx and the envelope, changing nothing (part %i)',
    async (part) => {
      const writes = t().app.routeCatalogue.filter(
        (r) => (r.method === 'POST' || r.method === 'PUT') && r.url.startsWith('/api/v1/'),
      );
      expect(writes.length).toBeGreaterThan(10);
      const routes = share(writes, part);
      const before = await snapshot(t());
      for (const route of routes) {
        const url = routeUrl(route.url);
        const entity = ENTITY_OF(route.url);
        const isUpload = entity === 'media' || entity === 'mediaStorage';
        let sample: Record<string, unknown> = {};
        try {
          sample = sampleBody(entity);
        } catch {
          sample = route.url.includes('authentications')
            ? { username: 'admin', password: 'x' }
            : { id: ids.members ?? 1 };
        }
        const arbitrary = isUpload ? malformedUploads(route.method) : malformedBodies(sample, route.method);
        await fc.assert(
          fc.asyncProperty(arbitrary, async ({ payload, contentType }) => {
            const res = await t().request({
              method: route.method as 'POST' | 'PUT',
              url,
              token,
              payload,
              headers: { 'content-type': contentType },
            });
            expectEnvelope(res, `${route.method} ${url} ${JSON.stringify(String(payload).slice(0, 120))}`);
          }),
          { seed: SEED, numRuns: BODIES_PER_ROUTE, endOnFailure: true },
        );
      }
      expect(await snapshot(t())).toBe(before);
    },
  );

  it.each(PART_NUMBERS)(
    'answers malformed list queries without a 5xx, with the envelope on every 4xx (part %i)',
    async (part) => {
      const lists = share(
        t().app.routeCatalogue.filter(
          (r) => r.method === 'GET' && r.url.startsWith('/api/v1/') && !r.url.includes(':id'),
        ),
        part,
      );
      const before = await snapshot(t());
      for (const route of lists) {
        const url = routeUrl(route.url);
        await fc.assert(
          fc.asyncProperty(malformedQueries, async (query) => {
            const res = await t().request({ method: 'GET', url: `${url}?${query}`, token });
            if (res.statusCode < 300) return;
            expectEnvelope(res, `GET ${url}?${query}`);
          }),
          { seed: SEED, numRuns: QUERIES_PER_ROUTE, endOnFailure: true },
        );
      }
      expect(await snapshot(t())).toBe(before);
    },
  );
});
