import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/db';
import { type SmtpTestServer, startSmtpTestServer } from '../../test/support/smtp-server';
import { waitFor } from '../../test/support/wait-for';
import { loadConfig } from '../config';
import type { Database } from '../db/connection';
import { outgoingEmails } from '../db/schema/index';
import type { CreateJobsOptions } from '../jobs/create-jobs';
import { type RunningWorker, startWorker } from '../jobs/start-worker';
import { type EmailMessage, enqueueEmail } from './enqueue-email';
import { confirmAccountEmail } from './templates/confirm-account';

const APP_URL = 'http://portal.test';
const fast: CreateJobsOptions = {
  pollingIntervalSeconds: 0.5,
  stopTimeoutMs: 1_000,
  queues: { 'deliver-email': { retryLimit: 1, retryDelay: 1, retryBackoff: true } },
};

describe('email delivery', () => {
  let database: Database;
  let smtp: SmtpTestServer;
  let worker: RunningWorker | undefined;
  let count = 0;
  const config = (smtpUrl?: string) =>
    loadConfig({ NODE_ENV: 'test', APP_URL, ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}) });
  const startMailWorker = async ({ withSmtp = true } = {}) => {
    worker = await startWorker(database, config(withSmtp ? smtp.url : undefined), fast);
  };
  /** A unique recipient per test, so tests sharing the listener and the table stay apart. */
  const message = (): EmailMessage => {
    count += 1;
    return confirmAccountEmail({
      to: `user${count}@example.org`,
      firstName: 'Ada',
      confirmUrl: `${APP_URL}/confirm/${count}`,
    });
  };
  const commit = (email: EmailMessage) => database.db.transaction((tx) => enqueueEmail(tx, email));
  const rowOf = async (id: number) => {
    const [row] = await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, id));
    return row!;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpTestServer();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    smtp.rejecting = undefined;
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  it('sends an email enqueued in a committed transaction, with its link', async () => {
    await startMailWorker();
    const email = message();
    const { id } = await commit(email);

    const received = await smtp.waitForEmail((m) => m.to.includes(email.to));
    expect(received.to).toEqual([email.to]);
    expect(received.from).toBe('no-reply@shelteranimalscount.org');
    expect(received.subject).toBe('Confirm your Shelter Animals Count account');
    const link = /Confirm my account: (\S+)/.exec(received.text ?? '')?.[1];
    expect(link).toBe(`${APP_URL}/confirm/${count}`);
    expect(received.html).toContain(`href="${APP_URL}/confirm/${count}"`);

    const row = await waitFor(
      () => rowOf(id),
      (r) => r.status === 'sent',
    );
    expect(row).toMatchObject({ attempts: 1, lastError: null, template: 'confirm-account' });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('never sends an email enqueued in a rolled-back transaction', async () => {
    await startMailWorker();
    const rolledBack = message();
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEmail(tx, rolledBack);
        throw new Error('the registration failed');
      }),
    ).rejects.toThrow('the registration failed');
    const marker = message();
    await commit(marker);

    await smtp.waitForEmail((m) => m.to.includes(marker.to));
    expect(smtp.received.filter((m) => m.to.includes(rolledBack.to))).toEqual([]);
    const rows = await database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.toAddress, rolledBack.to));
    expect(rows).toEqual([]);
  });

  it('retries an email the SMTP server refuses, recording the error, until it is accepted', async () => {
    smtp.rejecting = 'Mailbox temporarily unavailable';
    await startMailWorker();
    const email = message();
    const { id } = await commit(email);

    const refused = await waitFor(
      () => rowOf(id),
      (r) => r.attempts === 1,
    );
    expect(refused.status).toBe('pending');
    expect(refused.lastError).toContain('Mailbox temporarily unavailable');

    smtp.rejecting = undefined;
    await smtp.waitForEmail((m) => m.to.includes(email.to));
    const sent = await waitFor(
      () => rowOf(id),
      (r) => r.status === 'sent',
    );
    expect(sent.attempts).toBe(2);
  });

  it('marks an email failed once its last attempt is refused', async () => {
    smtp.rejecting = 'Mailbox unavailable';
    await startMailWorker();
    const { id } = await commit(message());

    const failed = await waitFor(
      () => rowOf(id),
      (r) => r.status === 'failed',
    );
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toContain('Mailbox unavailable');
    expect(failed.sentAt).toBeNull();
  });

  it('keeps the email for the development mailbox when no SMTP_URL is set', async () => {
    await startMailWorker({ withSmtp: false });
    const email = message();
    const { id } = await commit(email);

    const kept = await waitFor(
      () => rowOf(id),
      (r) => r.status === 'kept',
    );
    expect(kept).toMatchObject({
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      sentAt: null,
    });
    expect(smtp.received.filter((m) => m.to.includes(email.to))).toEqual([]);
  });

  it('sends an email committed while no worker ran once a worker starts', async () => {
    const email = message();
    const { id } = await commit(email);
    expect((await rowOf(id)).status).toBe('pending');

    await startMailWorker();
    await smtp.waitForEmail((m) => m.to.includes(email.to));
    await waitFor(
      () => rowOf(id),
      (r) => r.status === 'sent',
    );
  });
});
