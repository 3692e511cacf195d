// Settings are checked at start: a wrong value is one ConfigError naming its variable, never a
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

it.each([
  [
    { TRUST_PROXY: 'everything' },
    "TRUST_PROXY must be a hop count or proxy addresses/CIDRs, got 'everything'",
  ],
  [{ LOG_LEVEL: '' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
  [{ HISTORY_RETENTION_DAYS: '0' }, "HISTORY_RETENTION_DAYS must be a positive integer, got '0'"],
  [{ PORT: ' ' }, "PORT must be a positive integer, got ' '"],
  [{ BODY_LIMIT_BYTES: '1.5' }, "BODY_LIMIT_BYTES must be a positive integer, got '1.5'"],
  [{ MEDIA_STORE: ' ftp ' }, "MEDIA_STORE must be local or s3, got 'ftp'"],
  [{ MEDIA_STORE: 's3' }, 'S3_BUCKET must name the bucket when MEDIA_STORE=s3'],
  [
    { MEDIA_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio' },
    "S3_ENDPOINT must be an http(s) URL, got 'minio'",
  ],
  [
    { MEDIA_STORE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' },
    "S3_FORCE_PATH_STYLE must be true or false, got 'maybe'",
  ],
  [{ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'spa' }, "OIDC_ISSUER must be a URL, got 'not a url'"],
  [
    { OIDC_ISSUER: 'https://idp.example/', OIDC_CLIENT_ID: 'spa', OIDC_PROFILE_URL: 'ftp://idp/{sub}' },
    "OIDC_PROFILE_URL must be an http(s) URL, got 'ftp://idp/{sub}'",
  ],
  // Several wrong values: the first in the docs' order is named.
  [{ LOG_LEVEL: 'loud', PORT: 'x' }, "PORT must be a positive integer, got 'x'"],
])('refuses %j too', (env, message) => {
  expect(() => load(env)).toThrow(new ConfigError(message));
});

it('takes true/false, 1/0, yes/no and on/off in any case for a switch; empty is the default', () => {
  for (const on of ['1', 'TRUE', ' yes ', 'On']) expect(load({ SEED_DEMO: on }).seedDemo).toBe(true);
  for (const off of ['0', 'False', 'no', ' OFF']) expect(load({ SEED_DEMO: off }).seedDemo).toBe(false);
  expect(load({ SEED_DEMO: '' }).seedDemo).toBe(true);
  expect(load({ SEED_DEMO: ' ', NODE_ENV: 'production' }).seedDemo).toBe(false);
});

it('reads numbers as Number does, empty as the default', () => {
  expect(load({ PORT: ' 8081 ', TOKEN_TTL_SECONDS: '' })).toMatchObject({
    port: 8081,
    tokenTtlSeconds: 28800,
  });
  expect(load({ HISTORY_RETENTION_DAYS: '' }).historyRetentionDays).toBeUndefined();
  expect(load({ HISTORY_RETENTION_DAYS: '30' }).historyRetentionDays).toBe(30);
});

it('reads the S3 settings only with MEDIA_STORE=s3, trimmed, with their defaults', () => {
  // Not read otherwise: a wrong value there does not stop a server keeping its media locally.
  expect(load({ S3_ENDPOINT: 'minio', S3_FORCE_PATH_STYLE: 'maybe' }).s3).toBeUndefined();
  expect(load({ MEDIA_STORE: ' s3 ', S3_BUCKET: ' media ', S3_ENDPOINT: ' http://minio:9000 ' }).s3).toEqual({
    bucket: 'media',
    endpoint: 'http://minio:9000',
    region: 'us-east-1',
    accessKeyId: undefined,
    secretAccessKey: undefined,
    forcePathStyle: false,
  });
});

it('reads the identity provider only when both its issuer and client id are set', () => {
  expect(load({ OIDC_ISSUER: 'not a url' }).oidc).toBeUndefined();
  expect(load({ OIDC_ISSUER: ' https://tenant.auth0.com/ ', OIDC_CLIENT_ID: ' spa ' }).oidc).toEqual({
    issuer: 'https://tenant.auth0.com/',
    clientId: 'spa',
    audience: undefined,
    scopes: 'openid profile email',
    profileUrl: undefined,
    name: 'tenant.auth0.com',
  });
});

it('reads TRUST_PROXY as a hop count or proxies, and the defaults of the rest', () => {
  expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
  expect(load({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
  expect(load({})).toMatchObject({
    port: 8080,
    host: '0.0.0.0',
    logLevel: 'info',
    trustProxy: false,
    bodyLimitBytes: 1048576,
    mailFrom: 'Gym <no-reply@localhost>',
    gymName: 'Gym',
    loginMaxFailures: 5,
    loginAddressMaxFailures: 10,
    loginWindowSeconds: 900,
    loginBackoffMaxSeconds: 60,
    s3: undefined,
    oidc: undefined,
  });
});

it("names the gym on its receipts: GYM_NAME, else the sender's name in MAIL_FROM", () => {
  expect(load({ GYM_NAME: '  Moda Fitness  ' }).gymName).toBe('Moda Fitness');
  expect(load({ MAIL_FROM: 'Kadıköy Spor <info@kadikoyspor.example>' }).gymName).toBe('Kadıköy Spor');
  expect(load({ MAIL_FROM: '"Spor, Sağlık" <info@example.com>' }).gymName).toBe('Spor, Sağlık');
  expect(load({ MAIL_FROM: 'info@example.com' }).gymName).toBe('Gym');
});
