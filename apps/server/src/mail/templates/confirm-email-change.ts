/** Sent to the new address of an email change: the sign-in email changes only once this link is followed. */
import type { EmailMessage } from '../enqueue-email';
import { renderEmailLayout } from '../layout';

export type ConfirmEmailChangeEmail = {
  to: string;
  fullName: string;
  currentEmail: string;
  confirmUrl: string;
};

export function confirmEmailChangeEmail({
  to,
  fullName,
  currentEmail,
  confirmUrl,
}: ConfirmEmailChangeEmail): EmailMessage {
  const { text, html } = renderEmailLayout({
    greeting: `Hello ${fullName || to},`,
    paragraphs: [
      `The email address of your Shelter Animals Count account is changing from ${currentEmail} to ${to}.`,
      `Please confirm the new address. Until you do, you keep signing in with ${currentEmail}.`,
    ],
    action: { label: 'Confirm my new email address', url: confirmUrl },
    notes: ['If you did not ask for this change, you can ignore this email.'],
  });
  return {
    to,
    subject: 'Confirm your new Shelter Animals Count email address',
    text,
    html,
    template: 'confirm-email-change',
  };
}
