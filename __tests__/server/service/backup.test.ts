// Backups of the embedded database: taken with SQLite's online backup API while requests write,
// restored into an empty DATA_DIR, where a server finds every write acknowledged before the backup began, the
// media and the sessions' secret.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { backupDatabase, restoreDatabase } from '../../../src/server/maintenance/backup';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { tempDir } from '../helpers/tempDir';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
afterAll(() => t.close());

it('restores a backup taken under a write load with every write acknowledged before it began', async () => {
  const token = (await t.login()).access_token;
  const { dataDir } = t.config;
  mkdirSync(path.join(dataDir, 'media'), { recursive: true });
  writeFileSync(path.join(dataDir, 'media', 'photo.jpg'), 'not really a photo');
  // What a server without JWT_SECRET keeps in DATA_DIR (test apps are given theirs).
  writeFileSync(path.join(dataDir, 'jwt-secret'), 'kept-secret', { mode: 0o600 });

  const acknowledged: number[] = [];
  let writing = true;
  let n = 0;
  const load = (async () => {
    while (writing) {
      const created = await t.request({
        method: 'POST',
        url: '/api/v1/roles',
        token,
        payload: { name: `Vardiya ${++n}`, status: 'active', permissions: [] },
      });
      expect(created.statusCode).toBe(201);
      acknowledged.push(created.json().id);
    }
  })();
  while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 5));
  const before = [...acknowledged];
  const file = path.join(tempDir('gym-backup-'), 'nightly.sqlite');
  const result = await backupDatabase(dataDir, file);
  writing = false;
  await load;
  expect(result.mediaFiles).toBe(1);
  expect(acknowledged.length).toBeGreaterThan(before.length); // the load went on during the backup
  expect(statSync(`${file}.jwt-secret`).mode & 0o777).toBe(0o600);
  await expect(backupDatabase(dataDir, file)).rejects.toThrow('exists already');

  const restoredDir = tempDir('gym-restored-');
  expect(restoreDatabase(restoredDir, file)).toEqual({ mediaFiles: 1 });
  expect(readFileSync(path.join(restoredDir, 'media', 'photo.jpg'), 'utf8')).toBe('not really a photo');
  expect(readFileSync(path.join(restoredDir, 'jwt-secret'), 'utf8')).toBe('kept-secret');
  expect(() => restoreDatabase(restoredDir, file)).toThrow('restore into an empty DATA_DIR');

  const restored = await createTestApp('sqlite', { dataDir: restoredDir });
  try {
    // The sessions are in the backup: a token signed before it still opens the restored server.
    const roles = await restored.request({ method: 'GET', url: '/api/v1/roles?start=0&count=1000', token });
    expect(roles.statusCode).toBe(200);
    const ids = new Set(roles.json().map((role: { id: number }) => role.id));
    expect(before.filter((id) => !ids.has(id))).toEqual([]);
  } finally {
    await restored.close();
  }
});

it('refuses a file that is not an SQLite database', () => {
  const dir = tempDir('gym-restore-');
  const bogus = path.join(dir, 'bogus.sqlite');
  writeFileSync(bogus, 'hello');
  expect(() => restoreDatabase(path.join(dir, 'data'), bogus)).toThrow();
  expect(existsSync(path.join(dir, 'data', 'gym.sqlite'))).toBe(false);
});
