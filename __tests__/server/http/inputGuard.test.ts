// The audit's malformed inputs answer 4xx with the envelope, never 500; a 5xx logs one line.
import { Writable } from 'node:stream';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import errorHandler from '../../../src/server/http/errorHandler';
import type { ApiError } from '../../../src/shared/types';
import { FILES, multipart, sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';

const LOGIN = '/api/v1/authentications/users';
const json = { 'content-type': 'application/json' };

describeEachDatabase('malformed input', (t) => {
  let token = '';
  beforeAll(async () => {
    token = (await t().login()).access_token;
  });
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: string | object, headers = {}) =>
    t().request({ method, url: `/api/v1/${url}`, token, payload, headers });
  const expectRefused = (res: { statusCode: number; json: <T>() => T }, status: number, code: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json<ApiError>()).toMatchObject({ error: code, translations: expect.any(Object) });
  };

  it('a text field given an object or an array is 400 validation_failed', async () => {
    expectRefused(
      await t().request({ method: 'POST', url: LOGIN, payload: { username: {}, password: 'x' } }),
      400,
      'validation_failed',
    );
    const res = await send('POST', 'members', { ...sampleBody('members'), name: ['x'] });
    expectRefused(res, 400, 'validation_failed');
    expect(res.json<ApiError>().fields).toEqual({ name: 'generic.fields.invalid' });
    expectRefused(
      await send('POST', 'roles', { ...sampleBody('roles'), permissions: 'MEMBERS_READ' }),
      400,
      'validation_failed',
    );
    expectRefused(
      await send('POST', 'roles', { ...sampleBody('roles'), permissions: [{}] }),
      400,
      'validation_failed',
    );
  });

  it('keys named like Object.prototype members are 400, at any depth', async () => {
    for (const payload of [
      '{"constructor":1}',
      '{"username":"a","password":"b","prototype":{}}',
      '{"username":"a","password":"b","x":{"constructor":{"prototype":1}}}',
      '{"__proto__":{"admin":true},"username":"a","password":"b"}',
    ]) {
      const res = await t().request({ method: 'POST', url: LOGIN, payload, headers: json });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().error).toMatch(/validation_failed|invalid_json/);
    }
    expectRefused(
      await send('POST', 'members', { ...sampleBody('members'), constructor: 1 }),
      400,
      'validation_failed',
    );
  });

  it('a NUL byte in a body, a filter or a path is refused, on every dialect alike', async () => {
    expectRefused(await send('GET', 'members?name=%00'), 400, 'validation_failed');
    expectRefused(await send('GET', 'members?q=a%00b'), 400, 'validation_failed');
    expectRefused(
      await send('POST', 'members', { ...sampleBody('members'), name: 'a\u0000b' }),
      400,
      'validation_failed',
    );
    expectRefused(await send('GET', 'members/1%00'), 404, 'not_found');
  });

  it('ids outside the database integer range: 404 in a path, 400 in a filter', async () => {
    expectRefused(await send('GET', 'members/99999999999'), 404, 'not_found');
    expectRefused(await send('PUT', 'members/99999999999', { name: 'x' }), 404, 'not_found');
    expectRefused(await send('GET', 'users/99999999999/members'), 404, 'not_found');
    expectRefused(await send('GET', 'members?branches_id=99999999999'), 400, 'validation_failed');
    expectRefused(await send('GET', 'media/99999999999'), 404, 'not_found');
  });

  it('multipart without a boundary, truncated or malformed is 400/415, never 500', async () => {
    expectRefused(
      await send('POST', 'media', 'xxx', { 'content-type': 'multipart/form-data' }),
      415,
      'unsupported_media_type',
    );
    const whole = multipart({ owner: 'branch', owner_id: 1 }, { name: 'a.png', content: FILES.png });
    const truncated = whole.payload.subarray(0, whole.payload.length - 30);
    const res = await send('POST', 'media', truncated, whole.headers);
    expect([400, 415]).toContain(res.statusCode);
    expect(res.json<ApiError>().error).toBeDefined();
    const garbage = await send('POST', 'media', '--x\r\nnonsense\r\n\r\n', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect([400, 415]).toContain(garbage.statusCode);
    const proto = multipart(
      { owner: 'branch', owner_id: 1, constructor: 'x' },
      { name: 'a.png', content: FILES.png },
    );
    expectRefused(await send('POST', 'media', proto.payload, proto.headers), 400, 'validation_failed');
    const huge = multipart(
      { owner: 'branch', owner_id: '99999999999' },
      { name: 'a.png', content: FILES.png },
    );
    expectRefused(await send('POST', 'media', huge.payload, huge.headers), 400, 'validation_failed');
    expect(readdirSync(path.join(t().config.dataDir, 'media'))).toEqual([]);
  });

  it('an upload whose row cannot be inserted leaves no file behind', async () => {
    const db = t().app.db;
    if (t().dialect === 'postgres') {
      await sql`create function refuse_media() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(
        db,
      );
      await sql`create trigger refuse_media before insert or update on media for each row execute function refuse_media()`.execute(
        db,
      );
    } else {
      await sql`create trigger refuse_media before insert on media begin select raise(abort, 'refused'); end`.execute(
        db,
      );
      await sql`create trigger refuse_media_update before update on media begin select raise(abort, 'refused'); end`.execute(
        db,
      );
    }
    try {
      const body = multipart({ owner: 'branch', owner_id: 1 }, { name: 'a.png', content: FILES.png });
      const res = await send('POST', 'media', body.payload, body.headers);
      expect(res.statusCode).toBe(500);
      expect(readdirSync(path.join(t().config.dataDir, 'media'))).toEqual([]);
    } finally {
      await sql`drop trigger refuse_media${sql.raw(t().dialect === 'postgres' ? ' on media' : '')}`.execute(
        db,
      );
      if (t().dialect === 'sqlite') await sql`drop trigger refuse_media_update`.execute(db);
    }
    // A replacement whose row update fails removes the new file and keeps the old one.
    const body = multipart({ owner: 'branch', owner_id: 1 }, { name: 'a.png', content: FILES.png });
    const created = await send('POST', 'media', body.payload, body.headers);
    expect(created.statusCode).toBe(201);
    const before = readdirSync(path.join(t().config.dataDir, 'media'));
    expect(before).toHaveLength(1);
    if (t().dialect === 'postgres')
      await sql`create trigger refuse_media before update on media for each row execute function refuse_media()`.execute(
        db,
      );
    else
      await sql`create trigger refuse_media_update before update on media begin select raise(abort, 'refused'); end`.execute(
        db,
      );
    const again = multipart({}, { name: 'b.png', content: FILES.png });
    const res = await send('PUT', `media/${created.json<{ id: number }>().id}`, again.payload, again.headers);
    expect(res.statusCode).toBe(500);
    expect(readdirSync(path.join(t().config.dataDir, 'media'))).toEqual(before);
  });
});

describe('a 5xx in the log', () => {
  it('is one line at error level with the request id and the stack, once; the answer holds neither', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    await app.register(errorHandler);
    app.get('/boom', async () => {
      throw new Error('database exploded');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json<ApiError>().error).toBe('unexpected_error');
    expect(res.body).not.toMatch(/exploded/);
    const errors = lines.filter((l) => Number(l.level) >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ reqId: expect.any(String), msg: 'request failed' });
    expect((errors[0]!.err as { stack: string }).stack).toMatch(/database exploded\n\s+at /);
    expect(JSON.stringify(lines).match(/"stack"/g)).toHaveLength(1);
    expect(res.body).not.toMatch(/"stack"|at .*\.ts:\d+/);
    await app.close();
  });
});
