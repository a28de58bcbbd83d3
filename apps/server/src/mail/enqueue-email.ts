/**
 * Queues an email inside the caller's transaction: an `outgoing_emails` row (pending) and a
 * notification that PostgreSQL delivers only when the transaction commits. The worker listening
 * for it queues the `deliver-email` job; a periodic sweep catches any notification it missed.
 * So a rolled-back transaction sends nothing, and a committed one needs nothing more from the caller.
 * Inside a request (`trackEmailSender`), each email first counts against the address's and the sender's
 * hourly limits (email-limits.ts; a notice counts once per request against the sender): over either, a 429
 * rolls the whole transaction back.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { outgoingEmails } from '../db/schema/index';
import { countRequestEmails, type EmailCount } from './email-limits';

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The template's name, for the development mailbox and for support ("which email was that?"). */
  template: string;
};

/** The LISTEN/NOTIFY channel carrying the id of each new email. */
export const EMAIL_CHANNEL = 'outgoing_emails';

export async function enqueueEmail(
  db: DbOrTx,
  message: EmailMessage,
  count: EmailCount = {},
): Promise<{ id: number }> {
  await countRequestEmails(db, [message.to], count);
  const [row] = await db
    .insert(outgoingEmails)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      template: message.template,
    })
    .returning({ id: outgoingEmails.id });
  const id = row!.id;
  await db.execute(sql`select pg_notify(${EMAIL_CHANNEL}, ${String(id)})`);
  return { id };
}
