// Every answer carries the security headers; HSTS only over HTTPS.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../../../src/server/http/securityHeaders';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { FILES, multipart } from '../helpers/samples';
import { tempDir } from '../helpers/tempDir';

const expectHeaders = (headers: Record<string, unknown>, what: string) => {
  expect([what, headers['content-security-policy']]).toEqual([what, CONTENT_SECURITY_POLICY]);
  expect([what, headers['x-content-type-options']]).toEqual([what, 'nosniff']);
  expect([what, headers['referrer-policy']]).toEqual([what, 'same-origin']);
  expect([what, headers['x-frame-options']]).toEqual([what, 'DENY']);
};

describe('security headers', () => {
  let t: TestApp;
  const dist = tempDir('gym-dist-');

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(dist, 'js'));
    writeFileSync(path.join(dist, 'js', 'main.js'), 'console.log(1)');
    t = await createTestApp('sqlite', { staticDir: dist, trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('are on the SPA page, its fallbacks, its files, API answers, errors and media', async () => {
    const { access_token: token } = await t.login();
    const upload = multipart({ owner: 'branch', owner_id: 1 }, { name: 'a.png', content: FILES.png });
    const media = await t.request({
      method: 'POST',
      url: '/api/v1/media',
      token,
      payload: upload.payload,
      headers: upload.headers,
    });
    const answers = {
      index: await t.request({ method: 'GET', url: '/' }),
      fallback: await t.request({ method: 'GET', url: '/article-edit/5' }),
      script: await t.request({ method: 'GET', url: '/js/main.js' }),
      api: await t.request({ method: 'GET', url: '/api/v1/cities', token }),
      unauthorized: await t.request({ method: 'GET', url: '/api/v1/members' }),
      notFound: await t.request({ method: 'GET', url: '/api/v1/nothing' }),
      badJson: await t.request({
        method: 'POST',
        url: '/api/v1/authentications/users',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
      media: await t.request({ method: 'GET', url: media.json<{ url: string }>().url }),
    };
    for (const [what, res] of Object.entries(answers)) {
      expect([what, res.statusCode < 500]).toEqual([what, true]);
      expectHeaders(res.headers, what);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    expect(answers.index.headers['content-type']).toMatch(/text\/html/);
  });

  it('add HSTS when the request came over HTTPS (through a trusted proxy)', async () => {
    const res = await t.request({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // A client cannot claim HTTPS through an address that is not a trusted proxy.
    const spoofed = await t.request({
      method: 'GET',
      url: '/',
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
