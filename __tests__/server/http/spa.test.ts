import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { tempDir } from '../helpers/tempDir';

describe('SPA serving with history fallback', () => {
  let t: TestApp;
  const dist = tempDir('gym-dist-');

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(dist, 'js'));
    writeFileSync(path.join(dist, 'js', 'main.js'), 'console.log(1)');
    t = await createTestApp('sqlite', { staticDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves files, and index.html for client routes', async () => {
    expect((await t.request({ method: 'GET', url: '/js/main.js' })).body).toBe('console.log(1)');
    for (const url of ['/', '/members', '/member-edit/5/measurements']) {
      const res = await t.request({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toContain('id="root"');
    }
  });

  it('keeps JSON 404s for the API and media', async () => {
    for (const url of ['/api/v1/nothing', '/media/nothing.png']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('route_not_found');
    }
  });
});
