/** The development mailbox: kept emails readable (and their links usable) when enabled; no routes otherwise. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { createUser } from '../../test/support/factories';
import { waitFor } from '../../test/support/wait-for';
import { loadConfig } from '../config';
import type { CreateJobsOptions } from '../jobs/create-jobs';
import { type RunningWorker, startWorker } from '../jobs/start-worker';

const fast: CreateJobsOptions = { pollingIntervalSeconds: 0.5, stopTimeoutMs: 1_000 };

describe('development mailbox, enabled', () => {
  let t: TestApp;
  let worker: RunningWorker;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'http://laptop.test' } });
    worker = await startWorker(t.database, t.config, fast);
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/v1/dev/emails${query}` });

  it('says so in the health answer', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.json()).toEqual({ meta: { status: 'ok', dev_mailbox: true } });
  });

  it('lists the kept emails newest first, without signing in, and their links work', async () => {
    const user = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    for (const email of [other.email, user.email]) {
      await t.app.inject({ method: 'POST', url: '/auth/password', payload: { email } });
    }

    const kept = await waitFor(
      () => list(`?filter[to_address][eq]=${encodeURIComponent(user.email)}`),
      (r) => r.json().data[0]?.attributes.status === 'kept',
    );
    expect(kept.statusCode).toBe(200);
    const [entry] = kept.json().data;
    expect(kept.json().data).toHaveLength(1);
    expect(entry).toMatchObject({
      type: 'dev_emails',
      attributes: {
        to_address: user.email,
        subject: 'Reset your Shelter Animals Count password',
        template: 'reset-password',
        status: 'kept',
      },
    });
    expect(entry.attributes.html_body).toContain(
      '<a href="http://laptop.test/reset-password?reset_password_token=',
    );

    const all = (await list())
      .json()
      .data.map((e: { attributes: { to_address: string } }) => e.attributes.to_address);
    expect(all.indexOf(user.email)).toBeLessThan(all.indexOf(other.email));

    const shown = await t.app.inject({ method: 'GET', url: `/api/v1/dev/emails/${entry.id}` });
    expect(shown.statusCode).toBe(200);
    const text: string = shown.json().data.attributes.text_body;
    const link = new URL(/Reset my password: (\S+)/.exec(text)![1]!);
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      payload: {
        password: 'laptop-password-1',
        password_confirmation: 'laptop-password-1',
        reset_password_token: link.searchParams.get('reset_password_token'),
      },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('answers bad ids and filters with 4xx', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/emails/999999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/emails/abc' })).statusCode).toBe(404);
    expect((await list('?filter[password][eq]=x')).statusCode).toBe(400);
  });
});

describe('development mailbox, disabled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEV_MAILBOX: 'false' } });
  });
  afterAll(() => t.close());

  it('has no routes at all, and the health answer says it is off', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/emails' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/emails/1' })).statusCode).toBe(404);
    expect(t.app.registeredRoutes.some((r) => r.url.startsWith('/api/v1/dev/'))).toBe(false);
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.json().meta.dev_mailbox).toBe(false);
  });

  it('is on by default only for the embedded database without SMTP, outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://db/sac' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', SMTP_URL: 'smtp://mail:25' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/sac', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
  });
});
