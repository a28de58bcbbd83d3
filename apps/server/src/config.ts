/**
 * Configuration comes only from environment variables, each with a safe default (the README's table).
 * The environment is parsed once at start-up with zod: a value that is set but not what the variable
 * takes (`PORT=abc`, `SEED_DEMO=yes`) stops the process with a message naming the variable and what it
 * expects, instead of falling back to the default. An empty value counts as unset, except `WEB_DIST_DIR`
 * (empty: serve the API only).
 */
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_HELPDESK_EMAIL } from '@sac/domain';
import { z } from 'zod';

export type LogLevel = (typeof LOG_LEVELS)[number];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Where the embedded database and other local state live when DATABASE_URL is not set. */
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  helpdeskEmail: string;
  logLevel: LogLevel;
  /** Built web app to serve; undefined serves the API only. */
  webDistDir: string | undefined;
  /** API processes to run with a PostgreSQL server (the embedded database allows one). */
  webConcurrency: number;
  /** Connections each process may open to a PostgreSQL server (besides its one listening connection). */
  databasePoolSize: number;
  /** Pipelined connections for autocommit statements, besides the pool (db/pipelined-queries.ts); 0: none. */
  databasePipelines: number;
  /** Worker threads per API process for a request's CPU-bound work (forecasts, report PDFs); 0: the API thread. */
  computeThreads: number;
  /** Forecasts and reports that may wait for a compute thread per API process; past it, a 503. */
  computeQueue: number;
  /** Seed the demo data on start when the database has none (default: in embedded mode only). */
  seedDemo: boolean;
  /**
   * The embedded engine on a worker thread of its own (db/pglite-thread.ts) rather than the API's thread:
   * more requests a second under concurrent load, each statement a little slower. On by default.
   */
  embeddedEngineThread: boolean;
  /** Run the job worker inside the server process (always in embedded mode). */
  inProcessWorker: boolean;
  bodyLimitBytes: number;
  /** Signs download links; without it a key is generated once and kept in the database. */
  secretKeyBase: string | undefined;
  /**
   * The key shelter-software credentials are encrypted with (any text of 32 characters or more; an AES-256
   * key is derived from it). Unset with the embedded database: a random key kept in DATA_DIR. Unset with a
   * PostgreSQL server: credentials cannot be stored.
   */
  credentialsKey: string | undefined;
  /** The vendors' API roots; ShelterBuddy's holds `{site}`, each shelter's own site name. */
  shelterluvBaseUrl: string;
  shelterbuddyBaseUrl: string;
  /** Requests a shelter-software client starts per second at most, per connection (the vendors' fair use). */
  vendorRequestsPerSecond: number;
  /** Serve the development mailbox (`/api/v1/dev/emails`): every email the portal queued, readable without signing in. */
  devMailbox: boolean;
  auth: {
    tokenLifetimeMs: number;
    /** Requests within this window of the last rotation reuse the token instead of rotating it. */
    batchWindowMs: number;
    /** How long the token before the last rotation stays valid. */
    previousTokenGraceMs: number;
    maxDevicesPerUser: number;
    /** How long an API process may reuse a device's authentication (auth/authentication-cache.ts); 0: never. */
    cacheMs: number;
  };
  /** How long each kind of emailed link works after it was sent. */
  linkTokens: {
    confirmation: number;
    authorization: number;
    resetPassword: number;
    invite: number;
  };
  /**
   * Trust `X-Forwarded-For` from a proxy in front (Fastify's `trustProxy`: `true`, a hop count, or
   * addresses/CIDRs). Off by default: a client could otherwise pick the IP its rate limits are counted on.
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  rateLimit: {
    windowMs: number;
    maxAttemptsPerIp: number;
    /** Failed sign-ins per email from one IP address per window (then 429 for that pair only). */
    maxFailuresPerEmail: number;
    /** Emails sent to one address per hour, whatever asked for them. */
    maxEmailsPerAddress: number;
    /** Emails one sender (a signed-in user, or an IP address when signed out) may cause per hour. */
    maxEmailsPerSender: number;
    /** Current-password checks per user per window (email and password changes). */
    maxPasswordChecks: number;
  };
  /** The clock every date rule reads ("future months", "current year"); tests inject their own. */
  now: () => Date;
};

/** The environment holds a value some variable does not take; the message names each such variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Variables whose values may hold a password or a key: named in an error, never echoed. */
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'SMTP_URL', 'SECRET_KEY_BASE', 'CREDENTIALS_KEY']);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const text = () => optional(z.string());

const wholeNumber = (min: number, max?: number) => {
  const expected =
    max === undefined ? `a whole number, at least ${min}` : `a whole number from ${min} to ${max}`;
  return optional(
    z
      .string()
      .regex(/^\d+$/, expected)
      .transform(Number)
      .refine((n) => n >= min && n <= (max ?? Number.MAX_SAFE_INTEGER), expected),
  );
};

const flag = () =>
  optional(z.enum(['true', 'false'], { error: 'true or false' }).transform((value) => value === 'true'));

const url = (...protocols: string[]) =>
  optional(
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && protocols.includes(new URL(value).protocol),
        `a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
      ),
  );

/** `TRUST_PROXY` entries as Fastify (proxy-addr) takes them: an address, a CIDR, or a named range. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

const trustProxy = optional(
  z
    .string()
    .transform((value) => value.trim())
    .refine(
      (value) =>
        value === 'true' ||
        value === 'false' ||
        /^\d+$/.test(value) ||
        value.split(',').every((entry) => isProxyAddress(entry.trim())),
      'true, false, a hop count, or comma-separated addresses/CIDRs',
    ),
);

/** Every variable of the README's table, as it is set; the defaults are applied by `loadConfig`. */
const environmentSchema = z.object({
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], { error: 'development, production or test' }),
  ),
  PORT: wholeNumber(0, 65535),
  HOST: text(),
  DATA_DIR: text(),
  DATABASE_URL: url('postgres:', 'postgresql:'),
  SMTP_URL: url('smtp:', 'smtps:'),
  MAIL_FROM: text(),
  APP_URL: url('http:', 'https:'),
  HELPDESK_EMAIL: optional(z.string().regex(/^[^\s@]+@[^\s@]+$/, 'an email address')),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: LOG_LEVELS.join(', ') })),
  // Empty means "serve the API only", so it is not turned into "unset".
  WEB_DIST_DIR: z.string().optional(),
  WEB_CONCURRENCY: wholeNumber(1),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000),
  DATABASE_PIPELINES: wholeNumber(0, 16),
  COMPUTE_THREADS: wholeNumber(0, 64),
  COMPUTE_QUEUE: wholeNumber(0, 100_000),
  SEED_DEMO: flag(),
  EMBEDDED_ENGINE_THREAD: flag(),
  IN_PROCESS_WORKER: flag(),
  DEV_MAILBOX: flag(),
  BODY_LIMIT_BYTES: wholeNumber(1),
  SECRET_KEY_BASE: text(),
  CREDENTIALS_KEY: optional(z.string().min(32, 'text of 32 characters or more')),
  SHELTERLUV_BASE_URL: url('http:', 'https:'),
  VENDOR_REQUESTS_PER_SECOND: wholeNumber(1),
  SHELTERBUDDY_BASE_URL: optional(
    z
      .string()
      .refine(
        (value) => value.includes('{site}') && URL.canParse(value.replace('{site}', 'site')),
        'a URL holding {site}, e.g. https://{site}.shelterbuddy.com/api/v2',
      ),
  ),
  TOKEN_LIFETIME_HOURS: wholeNumber(1),
  TOKEN_BATCH_WINDOW_MS: wholeNumber(0),
  TOKEN_GRACE_MS: wholeNumber(0),
  MAX_DEVICES_PER_USER: wholeNumber(1),
  AUTH_CACHE_SECONDS: wholeNumber(0),
  CONFIRMATION_LINK_HOURS: wholeNumber(1),
  AUTHORIZATION_LINK_HOURS: wholeNumber(1),
  RESET_PASSWORD_LINK_HOURS: wholeNumber(1),
  INVITE_LINK_HOURS: wholeNumber(1),
  SIGN_IN_WINDOW_MS: wholeNumber(1),
  SIGN_IN_MAX_PER_IP: wholeNumber(1),
  SIGN_IN_MAX_FAILURES_PER_EMAIL: wholeNumber(1),
  TRUST_PROXY: trustProxy,
  EMAIL_MAX_PER_ADDRESS: wholeNumber(1),
  EMAIL_MAX_PER_SENDER: wholeNumber(1),
  PASSWORD_CHECK_MAX: wholeNumber(1),
});

type Environment = z.output<typeof environmentSchema>;

function readEnvironment(env: NodeJS.ProcessEnv): Environment {
  const parsed = environmentSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const got = SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(env[name])})`;
    return `  ${name}: expected ${issue.message}${got}`;
  });
  throw new ConfigError(`Invalid configuration (environment variables):\n${lines.join('\n')}`);
}

/** `TRUST_PROXY`: unset or `false` → off; `true`; a hop count; or a list of addresses/CIDRs. */
function trustProxyOption(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

const HOUR_MS = 3_600_000;

/**
 * Tasks that may wait per compute thread by default (COMPUTE_QUEUE). A cold Analytics & Forecast read is
 * two tasks of 5–30 ms of CPU, so a full queue of them is about half a second of each thread's work: far more
 * than 20 readers at once need, and a bound on what a flood of them can pile up. A data report is one task of
 * 20–700 ms (a year to 24 months by month): a queue full of the largest waits seconds, and the next is refused.
 */
export const QUEUED_TASKS_PER_THREAD = 32;

/**
 * Compute threads per API process unless COMPUTE_THREADS says: the machine's cores shared among its API
 * processes, one or two each. Two let a dashboard's two forecasts run side by side; more than the cores, as
 * two processes of two threads each on 2 cores, only make the reports' layouts take turns on the cores
 * (the scale out's report fell from 34 to 26 a second that way, docs/performance.md).
 */
export function defaultComputeThreads(cores: number, processes: number): number {
  return Math.max(1, Math.min(2, Math.floor(cores / processes)));
}

/** The configuration from `env`; throws a `ConfigError` naming every variable set to a value it does not take. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = readEnvironment(env);
  const nodeEnv = e.NODE_ENV ?? 'development';
  const port = e.PORT ?? 3000;
  const databaseUrl = e.DATABASE_URL;
  const webConcurrency = e.WEB_CONCURRENCY ?? 1;
  const computeThreads = e.COMPUTE_THREADS ?? defaultComputeThreads(availableParallelism(), webConcurrency);
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    env: nodeEnv,
    port,
    // A laptop's `npm start` serves only this machine (the development mailbox shows reset links);
    // a deployment listens on every interface unless told otherwise.
    host: e.HOST ?? (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(e.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Shelter Animals Count <no-reply@shelteranimalscount.org>',
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    helpdeskEmail: e.HELPDESK_EMAIL ?? DEFAULT_HELPDESK_EMAIL,
    logLevel: e.LOG_LEVEL ?? ({ test: 'silent', development: 'warn', production: 'info' } as const)[nodeEnv],
    webDistDir:
      e.WEB_DIST_DIR === ''
        ? undefined
        : path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    webConcurrency,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? 10,
    databasePipelines: e.DATABASE_PIPELINES ?? 2,
    computeThreads,
    computeQueue: e.COMPUTE_QUEUE ?? computeThreads * QUEUED_TASKS_PER_THREAD,
    seedDemo: e.SEED_DEMO ?? !databaseUrl,
    embeddedEngineThread: e.EMBEDDED_ENGINE_THREAD ?? true,
    inProcessWorker: !databaseUrl || (e.IN_PROCESS_WORKER ?? false),
    bodyLimitBytes: e.BODY_LIMIT_BYTES ?? 12 * 1024 * 1024,
    secretKeyBase: e.SECRET_KEY_BASE,
    credentialsKey: e.CREDENTIALS_KEY,
    shelterluvBaseUrl: e.SHELTERLUV_BASE_URL ?? 'https://www.shelterluv.com/api/v1',
    shelterbuddyBaseUrl: e.SHELTERBUDDY_BASE_URL ?? 'https://{site}.shelterbuddy.com/api/v2',
    vendorRequestsPerSecond: e.VENDOR_REQUESTS_PER_SECOND ?? 5,
    // Every queued email (reset links included) readable without signing in: on by default only for the
    // embedded database without SMTP, i.e. a laptop; a server deployment must ask for it explicitly.
    devMailbox: e.DEV_MAILBOX ?? (nodeEnv !== 'production' && !databaseUrl && !e.SMTP_URL),
    auth: {
      tokenLifetimeMs: (e.TOKEN_LIFETIME_HOURS ?? 24 * 14) * HOUR_MS,
      batchWindowMs: e.TOKEN_BATCH_WINDOW_MS ?? 5_000,
      previousTokenGraceMs: e.TOKEN_GRACE_MS ?? 30_000,
      maxDevicesPerUser: e.MAX_DEVICES_PER_USER ?? 10,
      cacheMs: (e.AUTH_CACHE_SECONDS ?? 60) * 1000,
    },
    linkTokens: {
      confirmation: (e.CONFIRMATION_LINK_HOURS ?? 24 * 7) * HOUR_MS,
      authorization: (e.AUTHORIZATION_LINK_HOURS ?? 24 * 30) * HOUR_MS,
      resetPassword: (e.RESET_PASSWORD_LINK_HOURS ?? 6) * HOUR_MS,
      invite: (e.INVITE_LINK_HOURS ?? 24 * 14) * HOUR_MS,
    },
    trustProxy: trustProxyOption(e.TRUST_PROXY),
    rateLimit: {
      windowMs: e.SIGN_IN_WINDOW_MS ?? 15 * 60_000,
      maxAttemptsPerIp: e.SIGN_IN_MAX_PER_IP ?? 100,
      maxFailuresPerEmail: e.SIGN_IN_MAX_FAILURES_PER_EMAIL ?? 10,
      maxEmailsPerAddress: e.EMAIL_MAX_PER_ADDRESS ?? 5,
      maxEmailsPerSender: e.EMAIL_MAX_PER_SENDER ?? 30,
      maxPasswordChecks: e.PASSWORD_CHECK_MAX ?? 10,
    },
    now: () => new Date(),
    ...overrides,
  };
}

/** For the entry points (server, worker, CLIs): the configuration, or the reasons on stderr and exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
