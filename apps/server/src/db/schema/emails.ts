/** Every email the portal sends; delivered by a job through SMTP, or kept for the development mailbox. */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, tstz } from './columns';

/** status: pending | sent | failed | kept (no SMTP configured) */
export const outgoingEmails = pgTable(
  'outgoing_emails',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    template: text('template').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('outgoing_emails_created_idx').on(t.createdAt)],
);
