/**
 * Sent to the OLD address as soon as an email change is asked for (a stolen session must not move the
 * account away silently): what changes, when, who asked, and how to undo it. The change takes effect only
 * once the new address confirms, so the owner reading this can usually still stop it.
 */
import type { EmailMessage } from '../enqueue-email';
import { renderEmailLayout } from '../layout';

export const EMAIL_CHANGED_SUBJECT = 'The email address of your Shelter Animals Count account is changing';

export type EmailChangedEmail = {
  /** The address the account signs in with now. */
  to: string;
  fullName: string;
  newEmail: string;
  requestedAt: Date;
  /** An administrator asked for the change, not the account's owner. */
  byAdministrator: boolean;
  forgotPasswordUrl: string;
  helpdeskEmail: string;
};

/** `on 2025-06-15 at 12:00 UTC`: one unambiguous time, whatever the reader's time zone. */
const when = (date: Date) => {
  const iso = date.toISOString();
  return `on ${iso.slice(0, 10)} at ${iso.slice(11, 16)} UTC`;
};

export function emailChangedEmail(message: EmailChangedEmail): EmailMessage {
  const { to, fullName, newEmail, requestedAt, forgotPasswordUrl, helpdeskEmail } = message;
  const who = message.byAdministrator
    ? 'an administrator of Shelter Animals Count'
    : 'someone signed in to it';
  const { text, html } = renderEmailLayout({
    greeting: `Hello ${fullName || to},`,
    paragraphs: [
      `The email address of your Shelter Animals Count account is changing from ${to} to ${newEmail}: ${who} asked for it ${when(requestedAt)}.`,
      `You keep signing in with ${to} until the new address is confirmed from the email we sent to it; from then on, only ${newEmail} signs in.`,
      'If you asked for this, there is nothing to do.',
      `If you did not: reset your password with the link below (it signs out every device), sign in with ${to} and save your profile with ${to} as its email, which cancels the change. If ${to} no longer signs in, the change was already confirmed: contact ${helpdeskEmail} to get your account back.`,
    ],
    action: { label: 'Reset my password', url: forgotPasswordUrl },
  });
  return { to, subject: EMAIL_CHANGED_SUBJECT, text, html, template: 'email-changed' };
}
