/**
 * The `deliver-email` job: sends one `outgoing_emails` row and records the outcome on it: sent
 * (sent_at), the error of a failed attempt (the job is retried; failed after the last attempt), or
 * kept when no SMTP_URL is configured (the development mailbox reads those).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { outgoingEmails } from '../db/schema/index';
import type { JobContext } from '../jobs/create-jobs';
import type { JobLogger } from '../jobs/logger';
import { sendThroughSmtp } from './smtp';

export type MailDeps = { database: Database; config: Config; logger: JobLogger };

export async function deliverEmail(deps: MailDeps, job: JobContext<'deliver-email'>): Promise<void> {
  const { database, config, logger } = deps;
  const { emailId } = job.data;
  const pending = and(eq(outgoingEmails.id, emailId), eq(outgoingEmails.status, 'pending'));
  const [email] = await database.db.select().from(outgoingEmails).where(pending);
  if (!email) return; // already delivered, kept or failed: a repeated job is a no-op

  if (!config.smtpUrl) {
    await database.db.update(outgoingEmails).set({ status: 'kept' }).where(pending);
    logger.info(
      { emailId, template: email.template },
      'email kept for the development mailbox (no SMTP_URL)',
    );
    return;
  }

  const attempts = sql`${outgoingEmails.attempts} + 1`;
  try {
    await sendThroughSmtp(config.smtpUrl, {
      from: config.mailFrom,
      to: email.toAddress,
      subject: email.subject,
      text: email.textBody,
      html: email.htmlBody ?? undefined,
    });
  } catch (error) {
    const lastError = error instanceof Error ? error.message : String(error);
    const status = job.isLastAttempt ? 'failed' : 'pending';
    await database.db.update(outgoingEmails).set({ attempts, lastError, status }).where(pending);
    throw error;
  }
  await database.db
    .update(outgoingEmails)
    .set({ attempts, status: 'sent', sentAt: config.now() })
    .where(pending);
}
