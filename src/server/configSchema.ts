/*
 * Every environment variable the product reads, declared once: its yup schema (type, default, allowed values, the
 * one-line error naming it) and its documentation. `loadConfig` (config.ts) validates the environment with these
 * schemas; `npm run docs:config` writes docs/configuration.md's table (and README's first-deployment rows) from
 * the same declarations, and a test fails when the committed tables differ from them.
 */
import { boolean, number, object, string, ValidationError, type AnySchema, type InferType } from 'yup';

/** A wrong environment value: the server stops with this one line, naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const MEDIA_STORES = ['local', 's3'] as const;

type Message = (params: { path: string; value: unknown; originalValue: unknown }) => string;

/** Unset or empty: the default. */
const emptyIsUnset = (value: unknown) => (value === '' ? undefined : value);
/** Surrounding spaces dropped; nothing left: the default. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

/** A whole number of at least `min` (Number's forms: ' 12 ', '1e3', '0x10'); empty: the default. */
function wholeNumber(min: 0 | 1) {
  const message: Message = ({ path, originalValue }) =>
    `${path} must be ${min === 1 ? 'a positive integer' : 'a whole number of 0 or more'}, got '${String(originalValue)}'`;
  return number()
    .transform((_value, raw: unknown) => (raw === '' || raw === undefined ? undefined : Number(raw)))
    .typeError(message)
    .test('whole', message, (value) => value === undefined || (Number.isInteger(value) && value >= min));
}

const positiveInt = () => wholeNumber(1);

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

/** true/false, also 1/0, yes/no, on/off, in any case; empty: the default. */
function flag() {
  return boolean()
    .transform((value: unknown, raw: unknown) => {
      if (typeof raw !== 'string') return value;
      const word = raw.trim().toLowerCase();
      if (word === '') return undefined;
      if (TRUE.includes(word)) return true;
      if (FALSE.includes(word)) return false;
      return raw;
    })
    .typeError(({ path, originalValue }) => `${path} must be true or false, got '${String(originalValue)}'`);
}

/** A URL matching `pattern`; empty: unset. `message` never repeats the value (it may hold a password). */
function secretUrl(pattern: RegExp, message: string) {
  return string()
    .transform(emptyIsUnset)
    .test('url', message, (value) => value === undefined || pattern.test(value));
}

/** Free text; empty: the default (or unset). */
const text = () => string().transform(emptyIsUnset);
/** Free text without surrounding spaces; empty: the default (or unset). */
const trimmedText = () => string().transform(trimmed);

/**
 * TRUST_PROXY → Fastify's trustProxy, or undefined when the value is neither. `true` is read as one hop (the
 * address the nearest proxy saw), never as Fastify's `true`, which would take the left-most X-Forwarded-For entry
 * — written by the client.
 */
export function readTrustProxy(raw: string | undefined): false | number | string[] | undefined {
  const value = raw?.trim().toLowerCase() ?? '';
  if (['', ...FALSE].includes(value)) return false;
  if (TRUE.includes(value)) return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return addresses.every((a) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(a)) ? addresses : undefined;
}

const s3Only = (store: unknown) => store === 's3';
/** The provider's settings are read only when both its issuer and its client id are set. */
function oidcSet(this: { parent: Record<string, unknown> }) {
  return Boolean(this.parent.OIDC_ISSUER && this.parent.OIDC_CLIENT_ID);
}

export interface Variable {
  schema: AnySchema;
  /** The docs' default cell when the schema's default does not say it (derived, generated, …). */
  shown?: string;
  /** The docs' meaning cell (Markdown; links relative to docs/). */
  meaning: string;
  /** Names sharing this row of the docs' table (documented together). */
  alias?: string;
  /** Read by something other than the server's configuration (its place), documented here all the same. */
  readBy?: string;
}

/** The variables, in the docs' order. */
export const VARIABLES = {
  PORT: { schema: positiveInt().default(8080), meaning: 'port to listen on' },
  HOST: { schema: text().default('0.0.0.0'), meaning: 'address to bind' },
  DATA_DIR: {
    schema: string().default('./data'),
    meaning:
      'SQLite file `gym.sqlite`, uploads `media/`, `jwt-secret`, `initial-admin-password`, `demo-password`',
  },
  DATABASE_URL: {
    schema: secretUrl(
      /^postgres(ql)?:\/\/\S+$/,
      'DATABASE_URL must be a postgres://user:password@host:5432/database URL',
    ),
    meaning: '`postgres://user:pass@host:5432/db`: PostgreSQL instead of SQLite (same migrations)',
  },
  JWT_SECRET: {
    schema: text(),
    shown: 'generated into `DATA_DIR/jwt-secret`',
    meaning: 'HS256 signing secret; give every instance the same one',
  },
  TOKEN_TTL_SECONDS: {
    schema: positiveInt().default(28800),
    meaning: 'lifetime of a token and its session (8 h)',
  },
  ADMIN_PASSWORD: {
    schema: text(),
    shown: 'generated',
    meaning: 'password of the seeded `admin` on a fresh database',
  },
  NODE_ENV: {
    schema: string(),
    meaning: '`production`: no demo data unless `SEED_DEMO=true`, JSON logs even on a terminal',
  },
  SEED_DEMO: {
    schema: flag()
      .default(true)
      .when('NODE_ENV', ([nodeEnv], schema) => schema.default(nodeEnv !== 'production')),
    shown: 'true; false under `production`',
    meaning: 'demo branches, staff, members and articles on a fresh database',
  },
  DEMO_PASSWORD: {
    schema: text(),
    shown: 'generated into `DATA_DIR/demo-password`',
    meaning: "the demo staff's password (tests and demos set it)",
  },
  MIGRATE_ON_START: {
    schema: flag()
      .default(true)
      .when('DATABASE_URL', ([url], schema) => schema.default(!url)),
    shown: 'true on SQLite, false with `DATABASE_URL`',
    meaning:
      'migrate and seed an empty database when the server starts; off, the server refuses an out-of-date schema (`npm run migrate` first)',
  },
  SHUTDOWN_GRACE_SECONDS: {
    schema: positiveInt().default(10),
    meaning:
      'on SIGTERM/SIGINT, how long the whole stop may take (from the signal) before the process exits 1',
  },
  // The drain delay is part of the grace: the rest of it is what in-flight requests have to finish.
  SHUTDOWN_DELAY_SECONDS: {
    schema: wholeNumber(0)
      .default(5)
      .when('SHUTDOWN_GRACE_SECONDS', ([grace], schema) => {
        if (!Number.isInteger(grace) || grace <= 0) return schema;
        return schema.default(Math.min(5, Math.floor(grace / 2))).test(
          'below-grace',
          ({ value }) =>
            `SHUTDOWN_DELAY_SECONDS must be less than SHUTDOWN_GRACE_SECONDS (${grace}), got '${String(value)}'`,
          (value) => value === undefined || value < grace,
        );
      }),
    shown: '5 (half a shorter grace)',
    meaning:
      'on SIGTERM/SIGINT, how long the server keeps answering while `/ready` says 503, before the port closes; part of the grace',
  },
  METRICS_TOKEN: {
    // A bearer token: long enough not to be guessed, no whitespace.
    schema: string()
      .transform(emptyIsUnset)
      .test(
        'token',
        'METRICS_TOKEN must be at least 16 characters without spaces',
        (value) => value === undefined || (value.length >= 16 && !/\s/.test(value)),
      ),
    meaning:
      '`GET /metrics` answers only `Authorization: Bearer <token>` (16+ characters); unset: metrics off (404)',
  },
  LOG_LEVEL: {
    schema: string()
      .default('info')
      .oneOf(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`),
    meaning: `${LOG_LEVELS.join(', ')} (JSON lines; pretty on a terminal outside production)`,
  },
  TRUST_PROXY: {
    schema: string().test(
      'proxies',
      ({ originalValue }) =>
        `TRUST_PROXY must be a hop count or proxy addresses/CIDRs, got '${String(originalValue)}'`,
      (value) => readTrustProxy(value) !== undefined,
    ),
    shown: 'false',
    meaning:
      'behind proxies: their hop count (`1`, `2`…; `true` = 1) or a comma-separated list of proxy addresses/CIDRs (preferred). The client address (login limits) and `https` (HSTS) are then taken from what those proxies added to `X-Forwarded-For`/`-Proto`, never the client-written left-most entry. A hop count assumes the server is reachable only through the proxies',
  },
  BODY_LIMIT_BYTES: {
    schema: positiveInt().default(1024 * 1024),
    meaning: 'largest JSON body (larger → 413)',
  },
  MEDIA_STORE: {
    schema: trimmedText()
      .default('local')
      .oneOf(
        MEDIA_STORES,
        ({ value }) => `MEDIA_STORE must be ${MEDIA_STORES.join(' or ')}, got '${String(value)}'`,
      ),
    meaning:
      'where uploads live: `local` (`DATA_DIR/media`, one node) or `s3` (S3-compatible object storage, several nodes; see [Several nodes](several-nodes.md))',
  },
  S3_BUCKET: {
    schema: trimmedText().when('MEDIA_STORE', ([store], schema) =>
      s3Only(store) ? schema.required('S3_BUCKET must name the bucket when MEDIA_STORE=s3') : schema,
    ),
    meaning: 'the bucket (required with `MEDIA_STORE=s3`)',
  },
  S3_REGION: { schema: trimmedText().default('us-east-1'), meaning: 'its region' },
  S3_ENDPOINT: {
    schema: trimmedText().when('MEDIA_STORE', ([store], schema) =>
      s3Only(store)
        ? schema.test(
            'url',
            ({ value }) => `S3_ENDPOINT must be an http(s) URL, got '${String(value)}'`,
            (value) => value === undefined || /^https?:\/\/\S+$/.test(value),
          )
        : schema,
    ),
    shown: '— (AWS)',
    meaning: "the store's URL for MinIO, Ceph, R2 …",
  },
  S3_ACCESS_KEY_ID: {
    schema: text(),
    alias: 'S3_SECRET_ACCESS_KEY',
    shown: "— (the AWS SDK's default chain)",
    meaning: 'credentials',
  },
  S3_SECRET_ACCESS_KEY: { schema: text(), meaning: 'credentials' },
  S3_FORCE_PATH_STYLE: {
    // Read with MEDIA_STORE=s3 only.
    schema: flag()
      .default(false)
      .when('MEDIA_STORE', ([store], schema) =>
        s3Only(store) ? schema : schema.transform((value: unknown) => value === true),
      ),
    meaning: 'bucket in the path instead of the host name (MinIO, Ceph)',
  },
  MEDIA_MAX_BYTES: {
    schema: positiveInt().default(5 * 1024 * 1024),
    meaning: 'largest image upload (→ 413)',
  },
  VIDEO_MAX_BYTES: {
    schema: positiveInt().default(3_000_000),
    meaning: "largest video upload (the spec's limit, → 413)",
  },
  LOGIN_MAX_FAILURES: {
    schema: positiveInt().default(5),
    meaning: 'failed logins for one username before it backs off (429): 2 s, doubling per repeated lock-out',
  },
  LOGIN_BACKOFF_MAX_SECONDS: {
    schema: positiveInt().default(60),
    meaning: 'the longest back-off of a username',
  },
  LOGIN_ADDRESS_MAX_FAILURES: {
    schema: positiveInt().default(10),
    meaning: 'failed logins from one client address before that address is locked for the window (429)',
  },
  LOGIN_WINDOW_SECONDS: {
    schema: positiveInt().default(900),
    meaning: "window in which failures count, and the length of an address's lock",
  },
  CACHE_MAX_BYTES: {
    schema: positiveInt().default(64 * 1024 * 1024),
    meaning:
      'byte budget of the per-process list cache (64 MiB); least recently used pages go first, no page over 1/8 of it is cached',
  },
  STATIC_DIR: {
    schema: string().default('./dist'),
    meaning: 'the built SPA, served with history fallback when present',
  },
  SKIP_BUILD: {
    schema: string(),
    readBy: 'scripts/start.mjs',
    meaning:
      '`1`: `npm start` runs `dist/` and `build/` as they are, without checking that they are up to date',
  },
  SMTP_URL: {
    schema: secretUrl(
      /^smtps?:\/\/\S+$/,
      'SMTP_URL must be an smtp://user:password@host:587 or smtps://…:465 URL',
    ),
    meaning:
      '`smtp://user:pass@host:587` or `smtps://…:465`: the server sends the mail outbox through it (see [Mail](mail.md)). Unset: mail stays queued and answers say `queued_only: true`',
  },
  SMS_URL: {
    schema: secretUrl(/^https?:\/\/\S+$/, 'SMS_URL must be an http:// or https:// URL'),
    meaning:
      "the SMS provider's address: the server sends the SMS outbox (the reminders' SMS) through it, as `SMS_PROVIDER` says (see [Mail](mail.md)). Unset: SMS stay queued",
  },
  SMS_PROVIDER: {
    schema: string().oneOf(['json', 'twilio'], 'SMS_PROVIDER must be json or twilio').default('json'),
    meaning:
      "`json`: a POST of `{to, from, text}` to `SMS_URL` (credentials in its user part as Basic auth); `twilio`: Twilio's Messages API, `SMS_URL` being `https://<sid>:<token>@api.twilio.com`",
  },
  SMS_FROM: {
    schema: trimmedText(),
    shown: 'the name in `MAIL_FROM` (`Gym`)',
    meaning: 'the sender name or number an SMS shows',
  },
  REMINDER_TIME: {
    schema: trimmedText()
      .default('09:00')
      .matches(/^([01]\d|2[0-3]):[0-5]\d$/, {
        message: ({ value }: { value: unknown }) => `REMINDER_TIME must be HH:mm, got '${String(value)}'`,
      }),
    meaning: "when the daily reminders run, on the gym's clock (`TZ`)",
  },
  REMINDERS_SCHEDULE: {
    schema: flag().default(true),
    meaning:
      'this node schedules the daily reminders (`false`: only `npm run reminders` sends them); on PostgreSQL every node may, pg-boss runs each day once',
  },
  MAIL_FROM: {
    schema: text().default('Gym <no-reply@localhost>'),
    meaning: 'sender address of outgoing mail',
  },
  GYM_NAME: {
    schema: trimmedText(),
    shown: 'the name in `MAIL_FROM` (`Gym`)',
    meaning: "the gym's name as its receipts print it, above the branch's",
  },
  PDF_FONT_DIR: {
    schema: string(),
    readBy: 'src/server/pdf/document.ts (in the PDF worker)',
    shown: 'the `dejavu-fonts-ttf` package',
    meaning: 'folder holding `DejaVuSans.ttf` and `DejaVuSans-Bold.ttf` for the PDFs (diet lists, receipts)',
  },
  PDF_TIMEOUT_MS: {
    schema: positiveInt().default(10_000),
    meaning:
      'longest a PDF (a diet list, a receipt) may take in the PDF worker thread; past it the worker is stopped and the call answers 503 `pdf_unavailable`',
  },
  PDF_MEMORY_MB: {
    schema: positiveInt().default(256),
    meaning: 'heap of that worker; a render beyond it answers 503 the same way',
  },
  FREEZE_MAX_DAYS: {
    schema: positiveInt().default(30),
    meaning:
      "days a member package may be frozen in all, its freezes together; more answers 400 on the freeze's `to`",
  },
  TZ: {
    schema: trimmedText()
      .default('Europe/Istanbul')
      .test(
        'zone',
        ({ value }) => `TZ must be an IANA time zone such as Europe/Istanbul, got '${String(value)}'`,
        (value) => {
          try {
            new Intl.DateTimeFormat('en-US', { timeZone: value });
            return true;
          } catch {
            return false;
          }
        },
      ),
    meaning:
      'the gym\'s time zone: a class schedule\'s "every Tuesday 18:00" is 18:00 on this clock all year (times are stored in UTC)',
  },
  CLASS_HORIZON_WEEKS: {
    schema: positiveInt().default(8),
    meaning: 'weeks ahead for which a class schedule has made its sessions (extended daily as time passes)',
  },
  CLASS_LATE_CANCEL_HOURS: {
    schema: wholeNumber(0).default(2),
    meaning: 'a booking cancelled this many hours or less before its class starts is a late cancellation',
  },
  CLASS_LATE_CANCEL_SPENDS: {
    schema: flag().default(false),
    meaning: 'a late cancellation spends the lesson (`true`), as attending would',
  },
  HISTORY_RETENTION_DAYS: {
    schema: positiveInt(),
    shown: '— (kept)',
    meaning: 'history entries older than this many days are deleted at start and then daily, on every node',
  },
  OIDC_ISSUER: {
    schema: trimmedText().test(
      'url',
      ({ value }) => `OIDC_ISSUER must be a URL, got '${String(value)}'`,
      function (value) {
        return !oidcSet.call(this) || URL.canParse(value ?? '');
      },
    ),
    meaning:
      "sign-in through a hosted identity provider (see [OpenID Connect](oidc-sign-in.md)): its issuer exactly as tokens' `iss` reads; unset (or no client id): no such button, one warning at start-up",
  },
  OIDC_CLIENT_ID: {
    schema: trimmedText(),
    meaning:
      "the SPA's public client at the provider (authorization code with PKCE; redirect URI `https://<host>/login/callback`); also the ID token's audience",
  },
  OIDC_AUDIENCE: {
    schema: trimmedText(),
    meaning:
      '`audience` sent with the authorization request, for providers that need it for their profile API',
  },
  OIDC_SCOPES: {
    schema: trimmedText().default('openid profile email'),
    meaning:
      "scopes asked for (Auth0's profile API also needs `read:current_user update:current_user_metadata`)",
  },
  OIDC_PROFILE_URL: {
    schema: trimmedText().test(
      'url',
      ({ value }) => `OIDC_PROFILE_URL must be an http(s) URL, got '${String(value)}'`,
      function (value) {
        return !oidcSet.call(this) || value === undefined || /^https?:\/\//.test(value);
      },
    ),
    meaning:
      'user-profile endpoint holding `user_metadata` (`{sub}` is replaced); set: provider users keep settings and shortcuts there',
  },
  OIDC_NAME: {
    schema: trimmedText(),
    shown: "the issuer's host name",
    meaning: "the provider's name on the login button",
  },
  TEST_DATABASE_URL: {
    schema: string(),
    readBy: '__tests__/server/helpers',
    meaning: 'tests only: also run every server test on this PostgreSQL database (one schema per test file)',
  },
  CHROMIUM_PATH: {
    schema: string(),
    readBy: '__tests__/e2e, __tests__/bench',
    shown: '`/usr/bin/chromium`',
    meaning: 'tests and benches only: the browser Playwright drives',
  },
} satisfies Record<string, Variable>;

type Variables = typeof VARIABLES;
export type VariableName = keyof Variables;

const NAMES = Object.keys(VARIABLES) as VariableName[];

const environmentSchema = object(
  Object.fromEntries(NAMES.map((name) => [name, VARIABLES[name].schema])) as {
    [N in VariableName]: Variables[N]['schema'];
  },
);

/** The environment as the schemas read it: typed, defaults filled in. */
export type Environment = InferType<typeof environmentSchema>;

/**
 * Reads every variable; a wrong value throws one ConfigError naming the first wrong variable (in the docs'
 * order). Variables the schemas do not know are ignored.
 */
export function readEnvironment(env: Record<string, string | undefined>): Environment {
  try {
    return environmentSchema.validateSync(env, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = error.inner.length > 0 ? error.inner : [error];
    const rank = (e: ValidationError) => NAMES.indexOf(e.path as VariableName);
    const [first] = [...errors].sort((a, b) => rank(a) - rank(b));
    throw new ConfigError(first.message);
  }
}
