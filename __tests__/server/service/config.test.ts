// Settings are checked at start (issue 23): a wrong value is one ConfigError naming its variable, never a
// server running on a guess; production changes the demo default, DATABASE_URL the migrate-at-start default.
import { ConfigError, loadConfig } from '../../../src/server/config';
import { tempDir } from '../helpers/tempDir';

const dataDir = tempDir('gym-config-');
const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env });

it.each([
  [{ PORT: '0' }, "PORT must be a positive integer, got '0'"],
  [{ SEED_DEMO: 'maybe' }, "SEED_DEMO must be true or false, got 'maybe'"],
  [{ MIGRATE_ON_START: 'sometimes' }, "MIGRATE_ON_START must be true or false, got 'sometimes'"],
  [{ SHUTDOWN_GRACE_SECONDS: '-5' }, "SHUTDOWN_GRACE_SECONDS must be a positive integer, got '-5'"],
  [
    { SHUTDOWN_DELAY_SECONDS: '1.5' },
    "SHUTDOWN_DELAY_SECONDS must be a whole number of 0 or more, got '1.5'",
  ],
  [
    { SHUTDOWN_GRACE_SECONDS: '5', SHUTDOWN_DELAY_SECONDS: '5' },
    "SHUTDOWN_DELAY_SECONDS must be less than SHUTDOWN_GRACE_SECONDS (5), got '5'",
  ],
  [
    { DATABASE_URL: 'mysql://root@db/gym' },
    'DATABASE_URL must be a postgres://user:password@host:5432/database URL',
  ],
  [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters without spaces'],
  [
    { SMTP_URL: 'mail.example.com' },
    'SMTP_URL must be an smtp://user:password@host:587 or smtps://…:465 URL',
  ],
  [{ FREEZE_MAX_DAYS: '0' }, "FREEZE_MAX_DAYS must be a positive integer, got '0'"],
  [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
])('refuses %j with one line naming the variable', (env, message) => {
  expect(() => load(env)).toThrow(new ConfigError(message));
});

it('keeps a password out of the message about a wrong DATABASE_URL', () => {
  expect(() => load({ DATABASE_URL: 'mysql://root:S3cret-pass@db/gym' })).toThrow(
    expect.objectContaining({ message: expect.not.stringContaining('S3cret') }),
  );
});

it('answers on for 5 s of the 10 s grace by default, half a shorter grace, or what is set', () => {
  expect(load({})).toMatchObject({ shutdownGraceSeconds: 10, shutdownDelaySeconds: 5 });
  expect(load({ SHUTDOWN_GRACE_SECONDS: '3' })).toMatchObject({ shutdownDelaySeconds: 1 });
  expect(load({ SHUTDOWN_DELAY_SECONDS: '0' })).toMatchObject({ shutdownDelaySeconds: 0 });
});

it('seeds demo data outside production only, unless SEED_DEMO says otherwise', () => {
  expect(load({}).seedDemo).toBe(true);
  expect(load({ NODE_ENV: 'production' }).seedDemo).toBe(false);
  expect(load({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
});

it('migrates at start on the embedded database, not on PostgreSQL unless MIGRATE_ON_START is set', () => {
  expect(load({}).migrateOnStart).toBe(true);
  const url = 'postgres://gym@127.0.0.1:5432/gym';
  expect(load({ DATABASE_URL: url }).migrateOnStart).toBe(false);
  expect(load({ DATABASE_URL: url, MIGRATE_ON_START: 'yes' }).migrateOnStart).toBe(true);
});

it('lets a package be frozen 30 days in all unless FREEZE_MAX_DAYS says otherwise', () => {
  expect(load({}).freezeMaxDays).toBe(30);
  expect(load({ FREEZE_MAX_DAYS: '45' }).freezeMaxDays).toBe(45);
});
