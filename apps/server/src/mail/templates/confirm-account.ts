/**
 * An example template, and the pattern for the others: a function from what the email needs
 * (addresses, names, a ready-made link) to an EmailMessage, laid out by renderEmailLayout.
 * Callers build links from config.appUrl and the route table, then `enqueueEmail(tx, …)`.
 */
import type { EmailMessage } from '../enqueue-email';
import { renderEmailLayout } from '../layout';

export type ConfirmAccountEmail = { to: string; firstName: string; confirmUrl: string };

export function confirmAccountEmail({ to, firstName, confirmUrl }: ConfirmAccountEmail): EmailMessage {
  const { text, html } = renderEmailLayout({
    greeting: `Hello ${firstName},`,
    paragraphs: ['Thank you for registering with Shelter Animals Count. Please confirm your email address.'],
    action: { label: 'Confirm my account', url: confirmUrl },
    notes: ['If you did not register, you can ignore this email.'],
  });
  return {
    to,
    subject: 'Confirm your Shelter Animals Count account',
    text,
    html,
    template: 'confirm-account',
  };
}
