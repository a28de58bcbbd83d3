/** Configuration comes only from environment variables, each with a safe default (listed in the README). */
import path from 'node:path';

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
  logLevel: string;
  /** Built web app to serve; undefined serves the API only. */
  webDistDir: string | undefined;
  /** API processes to run with a PostgreSQL server (the embedded database allows one). */
  webConcurrency: number;
  /** Seed the demo data on start when the database has none (default: in embedded mode only). */
  seedDemo: boolean;
  /** Run the job worker inside the server process (always in embedded mode). */
  inProcessWorker: boolean;
  bodyLimitBytes: number;
  /** Signs download links; without it a key is generated once and kept in the database. */
  secretKeyBase: string | undefined;
  /** Serve the development mailbox (`/api/v1/dev/emails`): every email the portal queued, readable without signing in. */
  devMailbox: boolean;
  auth: {
    tokenLifetimeMs: number;
    /** Requests within this window of the last rotation reuse the token instead of rotating it. */
    batchWindowMs: number;
    /** How long the token before the last rotation stays valid. */
    previousTokenGraceMs: number;
    maxDevicesPerUser: number;
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

const int = (value: string | undefined, fallback: number): number => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** `TRUST_PROXY`: unset or `false` → off; `true`; a hop count; or a list of addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = int(env.PORT, 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    env: nodeEnv,
    port,
    // A laptop's `npm start` serves only this machine (the development mailbox shows reset links);
    // a deployment listens on every interface unless told otherwise.
    host: env.HOST || (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Shelter Animals Count <no-reply@shelteranimalscount.org>',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    helpdeskEmail: env.HELPDESK_EMAIL ?? 'helpdesk@shelteranimalscount.org',
    logLevel: env.LOG_LEVEL ?? { test: 'silent', development: 'warn', production: 'info' }[nodeEnv],
    webDistDir:
      env.WEB_DIST_DIR === ''
        ? undefined
        : path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    webConcurrency: Math.max(1, int(env.WEB_CONCURRENCY, 1)),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !databaseUrl,
    inProcessWorker: !databaseUrl || env.IN_PROCESS_WORKER === 'true',
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 12 * 1024 * 1024),
    secretKeyBase: env.SECRET_KEY_BASE || undefined,
    // Every queued email (reset links included) readable without signing in: on by default only for the
    // embedded database without SMTP, i.e. a laptop; a server deployment must ask for it explicitly.
    devMailbox: env.DEV_MAILBOX
      ? env.DEV_MAILBOX === 'true'
      : nodeEnv !== 'production' && !databaseUrl && !env.SMTP_URL,
    auth: {
      tokenLifetimeMs: int(env.TOKEN_LIFETIME_HOURS, 24 * 14) * 3600_000,
      batchWindowMs: int(env.TOKEN_BATCH_WINDOW_MS, 5_000),
      previousTokenGraceMs: int(env.TOKEN_GRACE_MS, 30_000),
      maxDevicesPerUser: int(env.MAX_DEVICES_PER_USER, 10),
    },
    linkTokens: {
      confirmation: int(env.CONFIRMATION_LINK_HOURS, 24 * 7) * 3600_000,
      authorization: int(env.AUTHORIZATION_LINK_HOURS, 24 * 30) * 3600_000,
      resetPassword: int(env.RESET_PASSWORD_LINK_HOURS, 6) * 3600_000,
      invite: int(env.INVITE_LINK_HOURS, 24 * 14) * 3600_000,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimit: {
      windowMs: int(env.SIGN_IN_WINDOW_MS, 15 * 60_000),
      maxAttemptsPerIp: int(env.SIGN_IN_MAX_PER_IP, 100),
      maxFailuresPerEmail: int(env.SIGN_IN_MAX_FAILURES_PER_EMAIL, 10),
      maxEmailsPerAddress: int(env.EMAIL_MAX_PER_ADDRESS, 5),
      maxEmailsPerSender: int(env.EMAIL_MAX_PER_SENDER, 30),
      maxPasswordChecks: int(env.PASSWORD_CHECK_MAX, 10),
    },
    now: () => new Date(),
    ...overrides,
  };
}
