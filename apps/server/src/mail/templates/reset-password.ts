/** The reset-password email: one link to the reset page, good for a few hours and once. */
import type { EmailMessage } from '../enqueue-email';
import { renderEmailLayout } from '../layout';

export type ResetPasswordEmail = { to: string; fullName: string; resetUrl: string; validHours: number };

export function resetPasswordEmail({ to, fullName, resetUrl, validHours }: ResetPasswordEmail): EmailMessage {
  const { text, html } = renderEmailLayout({
    greeting: `Hello ${fullName || to},`,
    paragraphs: [
      'Someone asked to reset the password of your Shelter Animals Count account. Choose a new password with the link below.',
    ],
    action: { label: 'Reset my password', url: resetUrl },
    notes: [
      `The link works once, for ${validHours} ${validHours === 1 ? 'hour' : 'hours'}.`,
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
  });
  return { to, subject: 'Reset your Shelter Animals Count password', text, html, template: 'reset-password' };
}
