/**
 * An example template, and the pattern for the others: a function from what the email needs
 * (addresses, names, a ready-made link) to an EmailMessage, laid out by renderEmailLayout.
 * Callers build links from config.appUrl and the route table, then `enqueueEmail(tx, …)`.
 */
import type { EmailMessage } from '../enqueue-email';
import { renderEmailLayout } from '../layout';

export type ConfirmAccountEmail = {
  to: string;
  firstName: string;
  confirmUrl: string;
  /** How long the link works; an expired link sends a new email. */
  validForDays?: number;
};

export function confirmAccountEmail({
  to,
  firstName,
  confirmUrl,
  validForDays,
}: ConfirmAccountEmail): EmailMessage {
  const { text, html } = renderEmailLayout({
    greeting: `Hello ${firstName},`,
    paragraphs: ['Thank you for registering with Shelter Animals Count. Please confirm your email address.'],
    action: { label: 'Confirm my account', url: confirmUrl },
    notes: [
      ...(validForDays
        ? [`This link works for ${validForDays} days; after that, following it sends you a new one.`]
        : []),
      'If you did not register, you can ignore this email.',
    ],
  });
  return {
    to,
    subject: 'Confirm your Shelter Animals Count account',
    text,
    html,
    template: 'confirm-account',
  };
}
