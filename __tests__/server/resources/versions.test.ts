// No lost updates: a record's read answers its version as ETag; an update or delete sending If-Match
// with a stale version answers 412 naming who changed it and when, and changes nothing; without If-Match
// writes work as the spec's clients expect; two editors racing with the same version: one wins.
import { sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describeEachDatabase('record versions', (t) => {
  let token = '';
  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t().request({ method, url: `/api/v1/${url}`, token, headers, ...(payload ? { payload } : {}) });
  const member = async () => (await call('POST', 'members', sampleBody('members'))).json<{ id: number }>().id;

  beforeAll(async () => {
    token = (await t().login()).access_token;
  });

  it('answers the version as ETag and refuses a stale If-Match with 412 naming who changed it', async () => {
    const id = await member();
    const read = await call('GET', `members/${id}`);
    const etag = read.headers.etag as string;
    expect(etag).toBe(`"${read.json<{ updated_at: string }>().updated_at}"`);
    const first = await call('PUT', `members/${id}`, { name: 'İlk Düzenleyen' }, { 'if-match': etag });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(etag);
    const second = await call('PUT', `members/${id}`, { name: 'İkinci Düzenleyen' }, { 'if-match': etag });
    expect(second.statusCode).toBe(412);
    expect(second.json()).toMatchObject({ error: 'stale_version' });
    expect(second.json<{ translated_message: string }>().translated_message).toMatch(
      /^Siz düzenlerken bu kayıt Admin User tarafından \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} tarihinde değiştirildi\./,
    );
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await call('GET', `members/${id}`)).json<{ name: string }>().name).toBe('İlk Düzenleyen');
    // With the current version, or without If-Match (the spec's clients), the write goes through.
    expect(
      (await call('PUT', `members/${id}`, { name: 'Üçüncü' }, { 'if-match': first.headers.etag as string }))
        .statusCode,
    ).toBe(200);
    expect((await call('PUT', `members/${id}`, { name: 'Dördüncü' })).statusCode).toBe(200);
  });

  it('refuses a delete with a stale version', async () => {
    const id = await member();
    const etag = (await call('GET', `members/${id}`)).headers.etag as string;
    await call('PUT', `members/${id}`, { name: 'Değişti' });
    expect((await call('DELETE', `members/${id}`, undefined, { 'if-match': etag })).statusCode).toBe(412);
    expect((await call('GET', `members/${id}`)).statusCode).toBe(200);
  });

  it('lets exactly one of two editors racing with the same version win', async () => {
    const id = await member();
    const etag = (await call('GET', `members/${id}`)).headers.etag as string;
    const answers = await Promise.all(
      ['Yarış A', 'Yarış B', 'Yarış C'].map((name) =>
        call('PUT', `members/${id}`, { name }, { 'if-match': etag }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412, 412]);
  });
});
