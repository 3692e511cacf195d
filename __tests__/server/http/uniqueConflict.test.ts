// A write the database refuses as a duplicate answers 409 `conflict` naming the field, on SQLite and
// PostgreSQL alike, so the form shows the message under it: a module's own check (a taken username) and the
// unique index behind it (a write that got past such a check) answer the same envelope.
import Fastify from 'fastify';
import { insertRecord } from '../../../src/server/db/repositories/records';
import errorHandler, { uniqueViolationFields } from '../../../src/server/http/errorHandler';
import type { ApiError } from '../../../src/shared/types';
import { sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';

describeEachDatabase('a duplicate names its field', (t) => {
  /** `write` in a route of its own, answered by the app's error handler. */
  const answer = async (write: () => Promise<unknown>) => {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    app.post('/write', async () => {
      await write();
      return {};
    });
    const res = await app.inject({ method: 'POST', url: '/write', headers: { 'accept-language': 'tr' } });
    await app.close();
    return res;
  };

  it('answers a taken username with 409 on the username field (the module checks first)', async () => {
    const token = (await t().login()).access_token;
    const res = await t().request({
      method: 'POST',
      url: '/api/v1/users',
      token,
      payload: { ...sampleBody('users'), username: 'admin' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>()).toMatchObject({
      error: 'conflict',
      fields: { username: 'generic.fields.unique_err' },
    });
  });

  it("answers the database's own unique violation with 409 naming the column", async () => {
    const db = t().app.db;
    const admin = await db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = admin as Record<string, unknown>;
    const res = await answer(() => insertRecord(db, 'users', copy));
    expect(res.statusCode).toBe(409);
    const body = res.json<ApiError>();
    expect(body).toMatchObject({ error: 'conflict', fields: { username: 'generic.fields.unique_err' } });
    // The stored value is not repeated back.
    expect(JSON.stringify(body)).not.toContain('admin');
  });

  it('names every column of a unique index over two', async () => {
    const db = t().app.db;
    const day = { package_id: 987_654, day_number: 1, title: 'Gün 1', description: '' };
    await insertRecord(db, 'package_days', day);
    const res = await answer(() => insertRecord(db, 'package_days', day));
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>().fields).toEqual({
      package_id: 'generic.fields.unique_err',
      day_number: 'generic.fields.unique_err',
    });
  });
});

describe('uniqueViolationFields', () => {
  it("reads SQLite's message and PostgreSQL's detail, and names nothing for an index over an expression", () => {
    expect(uniqueViolationFields({ message: 'UNIQUE constraint failed: move_media.move_name' })).toEqual({
      move_name: 'generic.fields.unique_err',
    });
    expect(uniqueViolationFields({ message: 'x', detail: 'Key (email)=(a@b.c) already exists.' })).toEqual({
      email: 'generic.fields.unique_err',
    });
    expect(
      uniqueViolationFields({ message: 'x', detail: 'Key (lower(email::text))=(a) already exists.' }),
    ).toBe(undefined);
    expect(uniqueViolationFields({ message: "UNIQUE constraint failed: index 'users_email_lower'" })).toBe(
      undefined,
    );
  });
});
