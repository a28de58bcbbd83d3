import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultComputeThreads, loadConfig } from './config';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The message of the error `loadConfig(env)` throws. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('configuration from the environment', () => {
  it("has the README's defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(repoRoot, 'data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Shelter Animals Count <no-reply@shelteranimalscount.org>',
      appUrl: 'http://localhost:3000',
      helpdeskEmail: 'helpdesk@shelteranimalscount.org',
      logLevel: 'warn',
      webDistDir: path.join(repoRoot, 'apps/web/dist'),
      webConcurrency: 1,
      databasePoolSize: 10,
      databasePipelines: 2,
      computeThreads: Math.min(2, availableParallelism()),
      computeQueue: Math.min(2, availableParallelism()) * 32,
      seedDemo: true,
      inProcessWorker: true,
      bodyLimitBytes: 12_582_912,
      secretKeyBase: undefined,
      devMailbox: true,
      trustProxy: false,
      auth: {
        tokenLifetimeMs: 336 * 3_600_000,
        batchWindowMs: 5_000,
        previousTokenGraceMs: 30_000,
        maxDevicesPerUser: 10,
      },
      linkTokens: {
        confirmation: 168 * 3_600_000,
        authorization: 720 * 3_600_000,
        resetPassword: 6 * 3_600_000,
        invite: 336 * 3_600_000,
      },
      rateLimit: {
        windowMs: 900_000,
        maxAttemptsPerIp: 100,
        maxFailuresPerEmail: 10,
        maxEmailsPerAddress: 5,
        maxEmailsPerSender: 30,
        maxPasswordChecks: 10,
      },
    });
  });

  it("shares the machine's cores among the API processes' compute threads, one or two each", () => {
    expect(defaultComputeThreads(2, 1)).toBe(2);
    expect(defaultComputeThreads(2, 2)).toBe(1);
    expect(defaultComputeThreads(2, 4)).toBe(1);
    expect(defaultComputeThreads(1, 1)).toBe(1);
    expect(defaultComputeThreads(16, 4)).toBe(2);
    expect(loadConfig({ WEB_CONCURRENCY: '2' }).computeThreads).toBe(
      Math.max(1, Math.min(2, Math.floor(availableParallelism() / 2))),
    );
    expect(loadConfig({ WEB_CONCURRENCY: '2', COMPUTE_THREADS: '3' }).computeThreads).toBe(3);
  });

  it('changes its defaults with a server database and in production', () => {
    const server = loadConfig({ DATABASE_URL: 'postgres://db.internal/sac' });
    expect(server).toMatchObject({ seedDemo: false, inProcessWorker: false, devMailbox: false });
    const production = loadConfig({ NODE_ENV: 'production', PORT: '8080' });
    expect(production).toMatchObject({
      env: 'production',
      host: '0.0.0.0',
      logLevel: 'info',
      appUrl: 'http://localhost:8080',
      devMailbox: false,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it('reads every kind of value it is given', () => {
    const config = loadConfig({
      PORT: '0',
      APP_URL: 'https://portal.example.org/',
      WEB_DIST_DIR: '',
      WEB_CONCURRENCY: '4',
      DATABASE_POOL_SIZE: '4',
      DATABASE_PIPELINES: '0',
      COMPUTE_THREADS: '0',
      COMPUTE_QUEUE: '5',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgresql://sac:secret@db:5432/sac',
      IN_PROCESS_WORKER: 'true',
      SMTP_URL: 'smtps://user:pass@mail:465',
      TOKEN_LIFETIME_HOURS: '2',
      SIGN_IN_MAX_PER_IP: '1000',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      port: 0,
      appUrl: 'https://portal.example.org',
      webDistDir: undefined,
      webConcurrency: 4,
      databasePoolSize: 4,
      databasePipelines: 0,
      computeThreads: 0,
      computeQueue: 5,
      seedDemo: false,
      inProcessWorker: true,
      logLevel: 'debug',
      auth: { tokenLifetimeMs: 7_200_000 },
      rateLimit: { maxAttemptsPerIp: 1000 },
    });
  });

  it('takes an empty value as unset (but an empty WEB_DIST_DIR serves the API only)', () => {
    const config = loadConfig({ PORT: '', SEED_DEMO: '', HOST: '', DATABASE_URL: '', WEB_DIST_DIR: '' });
    expect(config).toMatchObject({ port: 3000, seedDemo: true, host: '127.0.0.1', databaseUrl: undefined });
    expect(config.webDistDir).toBeUndefined();
  });

  it('reads TRUST_PROXY as off, on, a hop count or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1), hops('10.0.0.1', 2)]).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1,::1 ' }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1,::1',
    );
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('refuses a port that is not a number, naming PORT and what it expects', () => {
    expect(refusal({ PORT: 'abc' })).toContain('PORT: expected a whole number from 0 to 65535 (got "abc")');
    expect(refusal({ PORT: '70000' })).toContain(
      'PORT: expected a whole number from 0 to 65535 (got "70000")',
    );
    expect(refusal({ PORT: '3000.5' })).toContain('PORT:');
  });

  it('refuses numbers with other text, below their minimum or negative', () => {
    expect(refusal({ TOKEN_LIFETIME_HOURS: '2h' })).toContain(
      'TOKEN_LIFETIME_HOURS: expected a whole number, at least 1 (got "2h")',
    );
    expect(refusal({ SIGN_IN_MAX_PER_IP: '-5' })).toContain('SIGN_IN_MAX_PER_IP: expected a whole number');
    expect(refusal({ WEB_CONCURRENCY: '0' })).toContain(
      'WEB_CONCURRENCY: expected a whole number, at least 1',
    );
    expect(refusal({ BODY_LIMIT_BYTES: '12MB' })).toContain('BODY_LIMIT_BYTES:');
    expect(refusal({ DATABASE_POOL_SIZE: '0' })).toContain(
      'DATABASE_POOL_SIZE: expected a whole number from 1 to 1000',
    );
    expect(refusal({ DATABASE_PIPELINES: '17' })).toContain(
      'DATABASE_PIPELINES: expected a whole number from 0 to 16',
    );
    expect(refusal({ COMPUTE_THREADS: '65' })).toContain(
      'COMPUTE_THREADS: expected a whole number from 0 to 64',
    );
    expect(refusal({ COMPUTE_QUEUE: '-1' })).toContain(
      'COMPUTE_QUEUE: expected a whole number from 0 to 100000',
    );
  });

  it('refuses a boolean that is not true or false', () => {
    expect(refusal({ SEED_DEMO: 'yes' })).toContain('SEED_DEMO: expected true or false (got "yes")');
    expect(refusal({ DEV_MAILBOX: '1' })).toContain('DEV_MAILBOX: expected true or false (got "1")');
    expect(refusal({ IN_PROCESS_WORKER: 'TRUE' })).toContain('IN_PROCESS_WORKER: expected true or false');
  });

  it('refuses unknown environments, log levels, URLs and proxy settings', () => {
    expect(refusal({ NODE_ENV: 'staging' })).toContain('NODE_ENV: expected development, production or test');
    expect(refusal({ LOG_LEVEL: 'verbose' })).toContain('LOG_LEVEL: expected fatal, error, warn, info');
    expect(refusal({ APP_URL: 'portal.example.org' })).toContain(
      'APP_URL: expected a URL starting with http:// or https://',
    );
    expect(refusal({ HELPDESK_EMAIL: 'helpdesk' })).toContain('HELPDESK_EMAIL: expected an email address');
    expect(refusal({ TRUST_PROXY: 'yes please' })).toContain(
      'TRUST_PROXY: expected true, false, a hop count',
    );
    expect(refusal({ TRUST_PROXY: '10.0.0.0/40' })).toContain('TRUST_PROXY:');
  });

  it('names every wrong variable at once, without echoing secrets', () => {
    const message = refusal({
      PORT: 'abc',
      SEED_DEMO: 'yes',
      DATABASE_URL: 'mysql://sac:hunter2@db/sac',
      SMTP_URL: 'mail.example.org',
    });
    expect(message).toMatch(/^Invalid configuration \(environment variables\):\n/);
    for (const name of ['PORT', 'SEED_DEMO', 'DATABASE_URL', 'SMTP_URL'])
      expect(message).toContain(`  ${name}:`);
    expect(message).toContain('DATABASE_URL: expected a URL starting with postgres:// or postgresql://');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('mail.example.org');
  });

  it('stops the server at start-up with the message and exit code 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', PORT: 'abc', DATABASE_URL: '', DATA_DIR: '/nonexistent' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT: expected a whole number from 0 to 65535 (got "abc")');
    expect(result.stderr).not.toContain('    at ');
  });
});
