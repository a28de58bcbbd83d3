/** Tells an existing user they were added to an organization; they sign in as before. */
import type { EmailMessage } from '../enqueue-email';
import { renderEmailLayout } from '../layout';

export type MemberAddedEmail = {
  to: string;
  name: string;
  organizationName: string;
  roleLabel: string;
  invitedBy: string;
  loginUrl: string;
};

export function memberAddedEmail(notice: MemberAddedEmail): EmailMessage {
  const { to, name, organizationName, roleLabel, invitedBy, loginUrl } = notice;
  const { text, html } = renderEmailLayout({
    greeting: `Hello ${name},`,
    paragraphs: [
      `${invitedBy} added you to ${organizationName} on Shelter Animals Count as a ${roleLabel}.`,
      'Sign in with your usual email address and password to see it.',
    ],
    action: { label: 'Sign in', url: loginUrl },
  });
  return {
    to,
    subject: `You were added to ${organizationName} on Shelter Animals Count`,
    text,
    html,
    template: 'member-added',
  };
}
