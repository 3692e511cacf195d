/*
 * Server configuration, read once from the environment.
 *
 *   PORT               port to listen on (default 8080)
 *   HOST               address to bind (default 0.0.0.0)
 *   DATA_DIR           folder for the SQLite file, uploaded media, the JWT secret and the
 *                      initial admin password (default ./data; created when missing)
 *   DATABASE_URL       postgres://user:pass@host:5432/db — use PostgreSQL instead of SQLite
 *                      (required to run several instances behind a load balancer)
 *   JWT_SECRET         secret for signing access tokens (HS256). When unset, one is generated
 *                      once and kept in DATA_DIR/jwt-secret so restarts keep sessions. Set it
 *                      (same value everywhere) when running several instances.
 *   TOKEN_TTL_SECONDS  lifetime of an access token / session (default 28800 = 8 hours)
 *   NODE_ENV           'production' changes two defaults: no demo data (SEED_DEMO) and no pretty logs
 *   ADMIN_PASSWORD     password of the seeded 'admin' user on a fresh database; when unset one is
 *                      generated and written to DATA_DIR/initial-admin-password (mode 0600; the log names
 *                      the file, never the password)
 *   SEED_DEMO          seed demo branches, staff, members and articles on a fresh database
 *                      (default true, false under NODE_ENV=production)
 *   DEMO_PASSWORD      the demo staff's password; when unset one is generated per install and written to
 *                      DATA_DIR/demo-password (mode 0600)
 *   MIGRATE_ON_START   migrate (and seed an empty database) when the server starts (default true on the
 *                      embedded SQLite, false with DATABASE_URL: run `npm run migrate` before starting; the
 *                      server refuses to serve an out-of-date schema)
 *   SHUTDOWN_GRACE_SECONDS on SIGTERM/SIGINT, how long the whole stop may take before the process exits 1
 *                      (default 10)
 *   SHUTDOWN_DELAY_SECONDS on SIGTERM/SIGINT, how long the server answers on while /ready says 503, so a
 *                      load balancer moves traffic away before the port closes (default 5, or half a shorter
 *                      grace; 0 closes at once; less than SHUTDOWN_GRACE_SECONDS)
 *   METRICS_TOKEN      GET /metrics (Prometheus text) answers only `Authorization: Bearer <this>`; unset: off
 *   LOG_LEVEL          fatal|error|warn|info|debug|trace|silent (default info)
 *   TRUST_PROXY        behind a reverse proxy / load balancer: the number of proxy hops in front of the
 *                      server (1, 2 …; `true` means 1) or a comma-separated list of proxy addresses/CIDRs.
 *                      The client address (login limits) is then the X-Forwarded-For entry those proxies
 *                      added, never the client-written left-most one (default false: the socket address)
 *   BODY_LIMIT_BYTES   largest JSON body accepted, larger gets 413 (default 1048576 = 1 MiB)
 *   MEDIA_STORE        where uploads live: 'local' (DATA_DIR/media, default) or 's3' (S3-compatible object
 *                      storage, needed with several nodes), configured by:
 *   S3_BUCKET          the bucket (required with MEDIA_STORE=s3)
 *   S3_REGION          its region (default us-east-1)
 *   S3_ENDPOINT        the store's URL for MinIO, Ceph, R2 … (unset: AWS)
 *   S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY  credentials (unset: the AWS SDK's default chain, e.g. an IAM role)
 *   S3_FORCE_PATH_STYLE  bucket in the path instead of the host name (MinIO, Ceph; default false)
 *   MEDIA_MAX_BYTES    largest uploaded image (default 5242880 = 5 MiB)
 *   VIDEO_MAX_BYTES    largest uploaded video (default 3000000, the spec's limit)
 *   LOGIN_MAX_FAILURES failed logins per username before a short back-off (429, default 5)
 *   LOGIN_ADDRESS_MAX_FAILURES failed logins per client address before it is locked for the window (default 10)
 *   LOGIN_WINDOW_SECONDS window in which failures are counted, and an address's lock (default 900 = 15 minutes)
 *   LOGIN_BACKOFF_MAX_SECONDS longest back-off of a username (2 s doubling, default 60)
 *   HISTORY_RETENTION_DAYS  history entries older than this many days are deleted (daily; default: kept)
 *   CACHE_MAX_BYTES    byte budget of the per-process list cache (default 67108864 = 64 MiB)
 *   STATIC_DIR         built SPA served with history fallback (default ./dist; skipped if absent)
 *   PDF_TIMEOUT_MS     longest a diet list's PDF may take to render (in a worker thread) before the call answers 503
 *                      and the worker is stopped (default 10000)
 *   PDF_MEMORY_MB      heap of that worker; a render beyond it answers 503 the same way (default 256)
 *   FREEZE_MAX_DAYS    days a member package may be frozen in all, its freezes together (default 30); more
 *                      answers 400 on the freeze's `to`
 *   SMTP_URL           smtp://user:pass@host:587 (or smtps://…:465): the mail worker sends the outbox through
 *                      it; unset, messages stay queued in the outbox (and the API answers say so)
 *   MAIL_FROM          sender of those messages (default 'Gym <no-reply@localhost>')
 *   OIDC_ISSUER        sign-in through a hosted identity provider (OpenID Connect): the provider's issuer, exactly as
 *                      its tokens' `iss` reads (Auth0: https://<tenant>.auth0.com/ with the slash). Discovery is read
 *                      from <issuer>/.well-known/openid-configuration. Unset (or OIDC_CLIENT_ID unset): no such
 *                      sign-in, and one warning at start-up
 *   OIDC_CLIENT_ID     the SPA's client id at the provider (a public client: authorization code with PKCE, no
 *                      secret); the ID token's audience
 *   OIDC_AUDIENCE      optional `audience` sent with the authorization request, for providers that need it to
 *                      issue an access token for their profile API (Auth0: https://<tenant>.auth0.com/api/v2/)
 *   OIDC_SCOPES        scopes asked for (default 'openid profile email'; Auth0's profile API also needs
 *                      read:current_user update:current_user_metadata)
 *   OIDC_PROFILE_URL   optional user profile endpoint holding `user_metadata` ({sub} is replaced by the user's
 *                      subject; Auth0: https://<tenant>.auth0.com/api/v2/users/{sub}). Set, users who signed in
 *                      through the provider keep their settings and shortcuts there (GET/PATCH with the provider's
 *                      access token); unset, they save them through the API like everyone else
 *   OIDC_NAME          the provider's name on the login button (default: the issuer's host name)
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { JWTVerifyGetKey } from 'jose';
import type { S3Settings } from './media/store/s3Store';

/** Sign-in through a hosted identity provider (OpenID Connect); undefined when not configured. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  audience: string | undefined;
  scopes: string;
  profileUrl: string | undefined;
  name: string;
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  tokenTtlSeconds: number;
  adminPassword: string | undefined;
  seedDemo: boolean;
  demoPassword: string | undefined;
  migrateOnStart: boolean;
  shutdownGraceSeconds: number;
  shutdownDelaySeconds: number;
  metricsToken: string | undefined;
  /** Human-readable log lines (pino-pretty) instead of JSON: a terminal outside production. */
  prettyLogs: boolean;
  logLevel: LogLevel;
  /** Fastify's trustProxy: false, a hop count, or proxy addresses/CIDRs (never `true`). */
  trustProxy: false | number | string[];
  bodyLimitBytes: number;
  mediaMaxBytes: number;
  videoMaxBytes: number;
  loginMaxFailures: number;
  loginWindowSeconds: number;
  loginAddressMaxFailures: number;
  loginBackoffMaxSeconds: number;
  cacheMaxBytes: number;
  /** Days the history keeps (undefined: everything). */
  historyRetentionDays: number | undefined;
  pdfTimeoutMs: number;
  pdfMemoryMb: number;
  /** Days a member package may be frozen in all (FREEZE_MAX_DAYS). */
  freezeMaxDays: number;
  staticDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** MEDIA_STORE=s3: the bucket uploads live in; undefined: the local folder. */
  s3: S3Settings | undefined;
  oidc: OidcConfig | undefined;
  /** Test seam: the provider's keys without discovery and JWKS over the network. */
  oidcKeys?: JWTVerifyGetKey;
}

type Env = Record<string, string | undefined>;

/** A wrong environment value: the server stops with this one line, naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new ConfigError(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

function nonNegativeInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new ConfigError(`${name} must be a whole number of 0 or more, got '${raw}'`);
  return value;
}

/** The drain delay is part of the grace: the rest of it is what in-flight requests have to finish. */
function shutdownTimes(env: Env) {
  const shutdownGraceSeconds = positiveInt(env, 'SHUTDOWN_GRACE_SECONDS', 10);
  const shutdownDelaySeconds = nonNegativeInt(
    env,
    'SHUTDOWN_DELAY_SECONDS',
    Math.min(5, Math.floor(shutdownGraceSeconds / 2)),
  );
  if (shutdownDelaySeconds >= shutdownGraceSeconds) {
    const limit = `less than SHUTDOWN_GRACE_SECONDS (${shutdownGraceSeconds})`;
    throw new ConfigError(`SHUTDOWN_DELAY_SECONDS must be ${limit}, got '${shutdownDelaySeconds}'`);
  }
  return { shutdownGraceSeconds, shutdownDelaySeconds };
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got '${env[name]}'`);
}

/**
 * TRUST_PROXY → Fastify's trustProxy. `true` is read as one hop (the address the nearest proxy saw), never as
 * Fastify's `true`, which would take the left-most X-Forwarded-For entry — written by the client.
 */
export function trustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no', 'off'].includes(value)) return false;
  if (['1', 'true', 'yes', 'on'].includes(value)) return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (!addresses.every((a) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(a)))
    throw new ConfigError(`TRUST_PROXY must be a hop count or proxy addresses/CIDRs, got '${raw}'`);
  return addresses;
}

function databaseUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^postgres(ql)?:\/\/\S+$/.test(raw))
    throw new ConfigError('DATABASE_URL must be a postgres://user:password@host:5432/database URL');
  return raw;
}

function s3Settings(env: Env): S3Settings | undefined {
  const store = env.MEDIA_STORE?.trim() || 'local';
  if (store === 'local') return undefined;
  if (store !== 's3') throw new ConfigError(`MEDIA_STORE must be local or s3, got '${store}'`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new ConfigError('S3_BUCKET must name the bucket when MEDIA_STORE=s3');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/\S+$/.test(endpoint))
    throw new ConfigError(`S3_ENDPOINT must be an http(s) URL, got '${endpoint}'`);
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

function smtpUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^smtps?:\/\/\S+$/.test(raw))
    throw new ConfigError('SMTP_URL must be an smtp://user:password@host:587 or smtps://…:465 URL');
  return raw;
}

/** A bearer token for the metrics route: long enough not to be guessed, no whitespace. */
function metricsToken(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 16 || /\s/.test(raw))
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters without spaces');
  return raw;
}

/** The persisted secret keeps tokens valid across restarts of a single instance. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function oidcConfig(env: Env): OidcConfig | undefined {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!issuer || !clientId) return undefined;
  let host: string;
  try {
    const url = new URL(issuer);
    host = url.hostname;
  } catch {
    throw new ConfigError(`OIDC_ISSUER must be a URL, got '${issuer}'`);
  }
  const profileUrl = env.OIDC_PROFILE_URL?.trim() || undefined;
  if (profileUrl && !/^https?:\/\//.test(profileUrl))
    throw new ConfigError(`OIDC_PROFILE_URL must be an http(s) URL, got '${profileUrl}'`);
  return {
    issuer,
    clientId,
    audience: env.OIDC_AUDIENCE?.trim() || undefined,
    scopes: env.OIDC_SCOPES?.trim() || 'openid profile email',
    profileUrl,
    name: env.OIDC_NAME?.trim() || host,
  };
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const { dataDir: _ignored, ...rest } = overrides;
  const production = env.NODE_ENV === 'production';
  return {
    port: positiveInt(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: databaseUrl(env.DATABASE_URL),
    jwtSecret: overrides.jwtSecret ?? (env.JWT_SECRET || loadOrCreateSecret(dataDir)),
    tokenTtlSeconds: positiveInt(env, 'TOKEN_TTL_SECONDS', 28800),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: bool(env, 'SEED_DEMO', !production),
    demoPassword: env.DEMO_PASSWORD || undefined,
    migrateOnStart: bool(env, 'MIGRATE_ON_START', !env.DATABASE_URL),
    ...shutdownTimes(env),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    prettyLogs: !production && Boolean(process.stdout.isTTY),
    logLevel,
    trustProxy: trustProxy(env.TRUST_PROXY),
    bodyLimitBytes: positiveInt(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    mediaMaxBytes: positiveInt(env, 'MEDIA_MAX_BYTES', 5 * 1024 * 1024),
    videoMaxBytes: positiveInt(env, 'VIDEO_MAX_BYTES', 3_000_000),
    loginMaxFailures: positiveInt(env, 'LOGIN_MAX_FAILURES', 5),
    loginWindowSeconds: positiveInt(env, 'LOGIN_WINDOW_SECONDS', 900),
    loginAddressMaxFailures: positiveInt(env, 'LOGIN_ADDRESS_MAX_FAILURES', 10),
    loginBackoffMaxSeconds: positiveInt(env, 'LOGIN_BACKOFF_MAX_SECONDS', 60),
    cacheMaxBytes: positiveInt(env, 'CACHE_MAX_BYTES', 64 * 1024 * 1024),
    historyRetentionDays: env.HISTORY_RETENTION_DAYS
      ? positiveInt(env, 'HISTORY_RETENTION_DAYS', 1)
      : undefined,
    pdfTimeoutMs: positiveInt(env, 'PDF_TIMEOUT_MS', 10_000),
    pdfMemoryMb: positiveInt(env, 'PDF_MEMORY_MB', 256),
    freezeMaxDays: positiveInt(env, 'FREEZE_MAX_DAYS', 30),
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || 'Gym <no-reply@localhost>',
    oidc: oidcConfig(env),
    s3: s3Settings(env),
    ...rest,
    dataDir,
  };
}
