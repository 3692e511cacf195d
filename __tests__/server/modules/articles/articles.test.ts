import { describeEachDatabase } from '../../helpers/testApp';
import { sampleBody } from '../../helpers/samples';

describeEachDatabase('articles and roles specifics', (t) => {
  let token = '';
  beforeAll(async () => {
    token = (await t().login()).access_token;
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t().request({ method, url: `/api/v1/${url}`, token, payload });

  it('keeps the video link in attributes.media and sanitizes rich text', async () => {
    const body: Record<string, unknown> = {
      ...sampleBody('articles'),
      content: '<p onclick="x()">Hi<script>alert(1)</script><img src="javascript:alert(1)"></p>',
    };
    const created = (await call('POST', 'articles', body)).json();
    expect(created.content).toBe('<p>Hi<img /></p>');
    expect(created.attributes.media).toEqual([{ type: 'youtube', url: body.youtube_url }]);
    expect(created.youtube_url).toBe(body.youtube_url);
    const cleared = (await call('PUT', `articles/${created.id}`, { youtube_url: '' })).json();
    // An empty string is dropped by the SPA; sending it explicitly clears the link.
    expect(cleared.attributes.media).toEqual([]);
    const bad = await call('POST', 'articles', {
      ...sampleBody('articles'),
      youtube_url: 'https://evil.example/x',
      type: 'blog',
    });
    expect(bad.json().fields).toEqual({
      youtube_url: 'generic.fields.invalid',
      type: 'generic.fields.invalid',
    });
  });

  it('stores role permissions as a list of catalogue keys', async () => {
    const role = (
      await call('POST', 'roles', { name: 'Kasa', status: 'active', permissions: ['MEMBERS_SEARCH'] })
    ).json();
    expect(role.permissions).toEqual(['MEMBERS_SEARCH']);
    const bad = await call('PUT', `roles/${role.id}`, { permissions: ['MEMBERS_SEARCH', 'EVERYTHING'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'permissions[1]': 'generic.fields.invalid' });
  });

  it('serves the 81 provinces to any signed-in user', async () => {
    const res = await call('GET', 'cities');
    expect(res.statusCode).toBe(200);
    const cities = res.json();
    expect(cities).toHaveLength(81);
    expect(cities.find((c: { id: number }) => c.id === 34)).toMatchObject({
      name: 'İstanbul',
      region: 'Marmara',
    });
    expect(new Set(cities.map((c: { region: string }) => c.region)).size).toBe(7);
    expect((await t().request({ method: 'GET', url: '/api/v1/cities' })).statusCode).toBe(401);
  });
});
