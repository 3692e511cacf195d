import { RESOURCES } from '../../../src/shared/resources';
import type { ApiError } from '../../../src/shared/types';
import { sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';

const CRUD = ['users', 'roles', 'branches', 'articles', 'members'] as const;

describeEachDatabase('generic CRUD', (t) => {
  let token = '';
  beforeAll(async () => {
    token = (await t().login()).access_token;
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t().request({ method, url: `/api/v1/${url}`, token, payload });

  describe.each(CRUD)('%s', (name) => {
    const def = RESOURCES[name];

    it('creates (201), reads (200), lists with x-total-count, updates partially (200) and deletes (204)', async () => {
      const body = sampleBody(def.entity);
      const created = await call('POST', def.path, body);
      expect(created.statusCode).toBe(201);
      const record = created.json();
      expect(record.id).toEqual(expect.any(Number));
      expect(JSON.stringify(record)).not.toMatch(/password/);

      const read = await call('GET', `${def.path}/${record.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(record);

      const list = await call('GET', `${def.path}?start=0&count=200&id=${record.id}`);
      expect(list.statusCode).toBe(200);
      expect(list.headers['x-total-count']).toBe('1');
      // Large fields the list does not show (the row's listOmit) stay out of list answers.
      const listed = { ...record };
      for (const column of def.listOmit) delete listed[column];
      expect(list.json()).toEqual([listed]);

      // An edit sends only what changed (the SPA drops empty fields): the rest is kept.
      const changeField = name === 'articles' ? 'title' : 'name';
      const updated = await call('PUT', `${def.path}/${record.id}`, { [changeField]: 'Yeni ad', id: 999 });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        ...record,
        [changeField]: 'Yeni ad',
        updated_at: expect.any(String),
      });

      expect((await call('DELETE', `${def.path}/${record.id}`)).statusCode).toBe(204);
      const gone = await call('GET', `${def.path}/${record.id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json<ApiError>().error).toBe('not_found');
      expect((await call('PUT', `${def.path}/${record.id}`, {})).statusCode).toBe(404);
      expect((await call('DELETE', `${def.path}/${record.id}`)).statusCode).toBe(404);
    });

    it('answers 404 for a malformed id', async () => {
      expect((await call('GET', `${def.path}/abc`)).statusCode).toBe(404);
    });

    it('refuses an invalid body with 400 and field keys', async () => {
      const res = await call('POST', def.path, {});
      expect(res.statusCode).toBe(400);
      const fields = res.json<ApiError>().fields ?? {};
      expect(
        Object.values(fields).every((k) => k.startsWith('generic.fields.') || k.includes('.fields.')),
      ).toBe(true);
      expect(Object.values(fields)).toContain('generic.fields.required');
    });

    it('refuses a sort column outside the whitelist', async () => {
      const res = await call('GET', `${def.path}?sort=password_hash`);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().fields).toEqual({ sort: 'generic.fields.invalid' });
    });
  });

  it('pages, sorts, filters and searches by name', async () => {
    for (const name of ['Zeynep Kaya', 'Zehra Kaya', 'Ali Veli']) {
      await call('POST', 'members', {
        ...sampleBody('members'),
        name,
        status: name === 'Ali Veli' ? 'passive' : 'active',
      });
    }
    const search = await call('GET', 'members?name=kaya&sort=name&sort_by=ASC&start=0&count=1');
    expect(search.headers['x-total-count']).toBe('2');
    expect(search.json().map((m: { name: string }) => m.name)).toEqual(['Zehra Kaya']);
    const second = await call('GET', 'members?name=kaya&sort=name&sort_by=ASC&start=1&count=1');
    expect(second.json().map((m: { name: string }) => m.name)).toEqual(['Zeynep Kaya']);
    const passive = await call('GET', 'members?status=passive&name=veli');
    expect(passive.json()).toHaveLength(1);
    // Default member sort: newest first (id DESC).
    const ids = (await call('GET', 'members?count=3')).json().map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    // Like-wildcards in the search text are literal.
    expect((await call('GET', 'members?name=%25')).headers['x-total-count']).toBe('0');
    expect((await call('GET', 'members?count=0')).statusCode).toBe(400);
  });
});
