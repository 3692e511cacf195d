// List pages and x-total-count come from a cache checked against the table's write version: every write must show at once.
import { sampleBody } from '../../helpers/samples';
import { describeEachDatabase } from '../../helpers/testApp';

describeEachDatabase('cached list pages and totals', (t) => {
  let token = '';
  beforeAll(async () => {
    token = (await t().login()).access_token;
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t().request({ method, url: `/api/v1/${url}`, token, payload });
  const total = async (url: string) => Number((await call('GET', url)).headers['x-total-count']);

  it('follows creates, updates and deletes of the filtered rows', async () => {
    const url = 'members?name=Zümrüt&status=passive';
    expect(await total(url)).toBe(0);
    const a = (
      await call('POST', 'members', { ...sampleBody('members'), name: 'Zümrüt Ak', status: 'passive' })
    ).json();
    expect(await total(url)).toBe(1);
    expect(await total(url)).toBe(1); // served from the cache, still right
    await call('PUT', `members/${a.id}`, { status: 'active' });
    expect(await total(url)).toBe(0);
    await call('PUT', `members/${a.id}`, { status: 'passive' });
    expect(await total(url)).toBe(1);
    expect((await call('DELETE', `members/${a.id}`)).statusCode).toBe(204);
    expect(await total(url)).toBe(0);
  });

  it('serves a page that follows every update of its rows', async () => {
    const created = (await call('POST', 'members', { ...sampleBody('members'), name: 'Yaprak Önce' })).json();
    const names = async () =>
      (await call('GET', 'members?name=Yaprak')).json().map((m: { name: string }) => m.name);
    expect(await names()).toEqual(['Yaprak Önce']);
    expect(await names()).toEqual(['Yaprak Önce']);
    await call('PUT', `members/${created.id}`, { name: 'Yaprak Sonra' });
    expect(await names()).toEqual(['Yaprak Sonra']);
  });

  it('follows a reassignment that lets a role in use be deleted', async () => {
    const role = (await call('POST', 'roles', { name: 'Geçici', status: 'active', permissions: [] })).json();
    const user = (
      await call('POST', 'users', { ...sampleBody('users'), username: 'gecici.kullanici', roles_id: role.id })
    ).json();
    expect(await total(`users?roles_id=${role.id}`)).toBe(1);
    expect((await call('DELETE', `roles/${role.id}`)).statusCode).toBe(409);
    expect((await call('PUT', `users/${user.id}`, { roles_id: 1 })).statusCode).toBe(200);
    expect(await total(`users?roles_id=${role.id}`)).toBe(0);
    expect((await call('DELETE', `roles/${role.id}`)).statusCode).toBe(204);
    expect(await total('roles?name=Geçici')).toBe(0);
  });
});
