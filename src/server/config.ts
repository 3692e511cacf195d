/*
 * Server configuration, read once from the environment. Every variable — its type, default, allowed values, error
 * and documentation — is declared in configSchema.ts (docs/configuration.md's table is written from it); this file
 * turns what the schemas read into the settings the server uses.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { JWTVerifyGetKey } from 'jose';
import {
  ConfigError,
  readEnvironment,
  readTrustProxy,
  type Environment,
  type LogLevel,
} from './configSchema';
import type { S3Settings } from './media/store/s3Store';
import type { ClassSettings } from '../shared/classes/settings';
import type { SmsSettings } from './mail/sms';

export { ConfigError, type LogLevel };

/** Sign-in through a hosted identity provider (OpenID Connect); undefined when not configured. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  audience: string | undefined;
  scopes: string;
  profileUrl: string | undefined;
  name: string;
}

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
  /** The gym's classes: its time zone (TZ), the weeks of sessions made ahead, the late-cancellation rule. */
  classes: ClassSettings;
  staticDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The gym's name on its receipts: GYM_NAME, else the sender's name in MAIL_FROM. */
  gymName: string;
  /** The SMS provider (SMS_URL, SMS_PROVIDER, SMS_FROM); undefined: SMS stay queued. */
  sms: SmsSettings | undefined;
  /** The daily reminders: when they run on the gym's clock (REMINDER_TIME), and whether this node schedules them. */
  reminders: { time: string; schedule: boolean };
  /** MEDIA_STORE=s3: the bucket uploads live in; undefined: the local folder. */
  s3: S3Settings | undefined;
  oidc: OidcConfig | undefined;
  /** Test seam: the provider's keys without discovery and JWKS over the network. */
  oidcKeys?: JWTVerifyGetKey;
}

type Env = Record<string, string | undefined>;

/**
 * TRUST_PROXY → Fastify's trustProxy. `true` is read as one hop (the address the nearest proxy saw), never as
 * Fastify's `true`, which would take the left-most X-Forwarded-For entry — written by the client.
 */
export function trustProxy(raw: string | undefined): false | number | string[] {
  const value = readTrustProxy(raw);
  if (value === undefined)
    throw new ConfigError(`TRUST_PROXY must be a hop count or proxy addresses/CIDRs, got '${raw}'`);
  return value;
}

/** The persisted secret keeps tokens valid across restarts of a single instance. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function s3Settings(env: Environment): S3Settings | undefined {
  if (env.MEDIA_STORE !== 's3' || !env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

function oidcConfig(env: Environment): OidcConfig | undefined {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId } = env;
  if (!issuer || !clientId) return undefined;
  return {
    issuer,
    clientId,
    audience: env.OIDC_AUDIENCE,
    scopes: env.OIDC_SCOPES,
    profileUrl: env.OIDC_PROFILE_URL,
    name: env.OIDC_NAME ?? new URL(issuer).hostname,
  };
}

/** The name of a sender written `Name <address>` (`"Name" <address>`); the address alone names nobody: 'Gym'. */
export function senderName(from: string): string {
  return /^\s*"?([^"<]*?)"?\s*</.exec(from)?.[1]?.trim() || 'Gym';
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const read = readEnvironment(env);
  const dataDir = path.resolve(overrides.dataDir ?? read.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const { dataDir: _ignored, ...rest } = overrides;
  return {
    port: read.PORT,
    host: read.HOST,
    databaseUrl: read.DATABASE_URL,
    jwtSecret: overrides.jwtSecret ?? (read.JWT_SECRET || loadOrCreateSecret(dataDir)),
    tokenTtlSeconds: read.TOKEN_TTL_SECONDS,
    adminPassword: read.ADMIN_PASSWORD,
    seedDemo: read.SEED_DEMO,
    demoPassword: read.DEMO_PASSWORD,
    migrateOnStart: read.MIGRATE_ON_START,
    shutdownGraceSeconds: read.SHUTDOWN_GRACE_SECONDS,
    shutdownDelaySeconds: read.SHUTDOWN_DELAY_SECONDS,
    metricsToken: read.METRICS_TOKEN,
    prettyLogs: read.NODE_ENV !== 'production' && Boolean(process.stdout.isTTY),
    logLevel: read.LOG_LEVEL,
    trustProxy: trustProxy(read.TRUST_PROXY),
    bodyLimitBytes: read.BODY_LIMIT_BYTES,
    mediaMaxBytes: read.MEDIA_MAX_BYTES,
    videoMaxBytes: read.VIDEO_MAX_BYTES,
    loginMaxFailures: read.LOGIN_MAX_FAILURES,
    loginWindowSeconds: read.LOGIN_WINDOW_SECONDS,
    loginAddressMaxFailures: read.LOGIN_ADDRESS_MAX_FAILURES,
    loginBackoffMaxSeconds: read.LOGIN_BACKOFF_MAX_SECONDS,
    cacheMaxBytes: read.CACHE_MAX_BYTES,
    historyRetentionDays: read.HISTORY_RETENTION_DAYS,
    pdfTimeoutMs: read.PDF_TIMEOUT_MS,
    pdfMemoryMb: read.PDF_MEMORY_MB,
    freezeMaxDays: read.FREEZE_MAX_DAYS,
    classes: {
      timeZone: read.TZ,
      horizonWeeks: read.CLASS_HORIZON_WEEKS,
      lateCancelHours: read.CLASS_LATE_CANCEL_HOURS,
      lateCancelSpends: read.CLASS_LATE_CANCEL_SPENDS,
    },
    staticDir: path.resolve(read.STATIC_DIR),
    smtpUrl: read.SMTP_URL,
    mailFrom: read.MAIL_FROM,
    gymName: read.GYM_NAME ?? senderName(read.MAIL_FROM),
    sms: read.SMS_URL
      ? { url: read.SMS_URL, provider: read.SMS_PROVIDER, from: read.SMS_FROM ?? senderName(read.MAIL_FROM) }
      : undefined,
    reminders: { time: read.REMINDER_TIME, schedule: read.REMINDERS_SCHEDULE },
    oidc: oidcConfig(read),
    s3: s3Settings(read),
    ...rest,
    dataDir,
  };
}
