import type { ApiError } from '../../../../src/shared/types';
import { sampleBody } from '../../helpers/samples';
import { describeEachDatabase } from '../../helpers/testApp';

describeEachDatabase('users', (t) => {
  let token = '';
  beforeAll(async () => {
    token = (await t().login()).access_token;
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t().request({ method, url: `/api/v1/${url}`, token, payload });

  it('requires every field, a valid e-mail and matching passwords on create', async () => {
    const res = await call('POST', 'users', {
      ...sampleBody('users'),
      email: 'not-an-email',
      title: '',
      password_again: 'other',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().fields).toEqual({
      email: 'generic.fields.email_format_err',
      title: 'generic.fields.required',
      password_again: 'users.fields.password_again_err',
    });
  });

  it('hashes the password: the new user signs in with it, and it is never returned', async () => {
    const body = sampleBody('users');
    const created = await call('POST', 'users', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).not.toHaveProperty('password_hash');
    const row = await t()
      .app.db.selectFrom('users')
      .select('password_hash')
      .where('id', '=', created.json().id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(String(body.password));
    const session = await t().login(String(body.username), String(body.password));
    expect(session.id).toBe(created.json().id);
  });

  it('ignores password fields on edit', async () => {
    const body = sampleBody('users');
    const { id } = (await call('POST', 'users', body)).json();
    const res = await call('PUT', `users/${id}`, {
      password: 'changed',
      password_again: 'changed',
      title: 'Şef',
    });
    expect(res.statusCode).toBe(200);
    await expect(t().login(String(body.username), String(body.password))).resolves.toMatchObject({
      title: 'Şef',
    });
  });

  it('answers 409 for a taken username and 400 for an unknown role', async () => {
    const taken = await call('POST', 'users', { ...sampleBody('users'), username: 'admin' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ApiError>()).toMatchObject({
      error: 'conflict',
      fields: { username: 'generic.fields.unique_err' },
    });
    const noRole = await call('POST', 'users', { ...sampleBody('users'), roles_id: 9999 });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json<ApiError>().fields).toEqual({ roles_id: 'generic.fields.invalid' });
  });

  it("lists a user's assigned members (users/{id}/members: coach_id = id)", async () => {
    const coach = (await call('POST', 'users', sampleBody('users'))).json();
    const other = (await call('POST', 'users', sampleBody('users'))).json();
    await call('POST', 'members', { ...sampleBody('members'), coach_id: coach.id, name: 'Mine Ak' });
    await call('POST', 'members', { ...sampleBody('members'), coach_id: coach.id, name: 'Nur Ak' });
    await call('POST', 'members', { ...sampleBody('members'), coach_id: other.id });
    const res = await call('GET', `users/${coach.id}/members?sort=name&sort_by=ASC&count=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()).toEqual([expect.objectContaining({ name: 'Mine Ak', coach_id: coach.id })]);
    expect((await call('GET', `users/${coach.id}/members?name=nur`)).json()).toHaveLength(1);
    expect((await call('GET', 'users/99999/members')).statusCode).toBe(404);
  });
});
