/**
 * A test app whose emails really go out (tests only): a real SMTP listener, the app pointed at it with
 * SMTP_URL, and the job worker delivering what the app commits. Tests read the received message and
 * follow its link, as a user would.
 */
import { desc, eq } from 'drizzle-orm';
import { outgoingEmails } from '../../src/db/schema/index';
import type { CreateJobsOptions } from '../../src/jobs/create-jobs';
import { type RunningWorker, startWorker } from '../../src/jobs/start-worker';
import { createTestApp, type TestApp } from './app';
import { type ReceivedEmail, type SmtpTestServer, startSmtpTestServer } from './smtp-server';

export const MAIL_APP_URL = 'http://portal.test';

const fast: CreateJobsOptions = {
  pollingIntervalSeconds: 0.5,
  stopTimeoutMs: 1_000,
  queues: { 'deliver-email': { retryLimit: 1, retryDelay: 1, retryBackoff: true } },
};

export type MailTestApp = TestApp & {
  smtp: SmtpTestServer;
  /** The first email received for `to` (optionally with this subject), waiting for it if needed. */
  emailTo(to: string, subject?: string | RegExp): Promise<ReceivedEmail>;
  /** The newest stored email for `to`, read from the database without waiting for delivery. */
  storedEmailTo(to: string): Promise<typeof outgoingEmails.$inferSelect | undefined>;
};

export async function createMailTestApp(env: Record<string, string> = {}): Promise<MailTestApp> {
  const smtp = await startSmtpTestServer();
  const t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: MAIL_APP_URL, ...env } });
  const worker: RunningWorker = await startWorker(t.database, t.config, fast);
  const matches = (subject: string | RegExp | undefined, actual: string) =>
    subject === undefined || (typeof subject === 'string' ? actual === subject : subject.test(actual));
  return {
    ...t,
    smtp,
    emailTo: (to, subject) =>
      smtp.waitForEmail(
        (m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()) && matches(subject, m.subject),
      ),
    storedEmailTo: async (to) =>
      (
        await t.database.db
          .select()
          .from(outgoingEmails)
          .where(eq(outgoingEmails.toAddress, to))
          .orderBy(desc(outgoingEmails.id))
          .limit(1)
      )[0],
    close: async () => {
      await worker.stop();
      await t.close();
      await smtp.close();
    },
  };
}

/** The URL after `label: ` in an email's text body (the layout writes the action so). */
export function linkIn(email: { text?: string | null }, label: string): URL {
  const match = new RegExp(`${label}: (\\S+)`).exec(email.text ?? '');
  if (!match) throw new Error(`No "${label}" link in:\n${email.text}`);
  return new URL(match[1]!);
}
