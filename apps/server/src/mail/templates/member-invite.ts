/** An invitation to a new user: the link sets their password and activates the membership. */
import type { EmailMessage } from '../enqueue-email';
import { renderEmailLayout } from '../layout';

export type MemberInviteEmail = {
  to: string;
  name: string;
  organizationName: string;
  roleLabel: string;
  invitedBy: string;
  inviteUrl: string;
  validDays: number;
};

export function memberInviteEmail(invite: MemberInviteEmail): EmailMessage {
  const { to, name, organizationName, roleLabel, invitedBy, inviteUrl, validDays } = invite;
  const { text, html } = renderEmailLayout({
    greeting: `Hello ${name},`,
    paragraphs: [
      `${invitedBy} invited you to join ${organizationName} on Shelter Animals Count as a ${roleLabel}.`,
      'Choose a password to accept the invitation; then sign in with this email address.',
    ],
    action: { label: 'Accept the invitation', url: inviteUrl },
    notes: [`The link works once, for ${validDays} ${validDays === 1 ? 'day' : 'days'}.`],
  });
  return {
    to,
    subject: `You are invited to join ${organizationName} on Shelter Animals Count`,
    text,
    html,
    template: 'member-invite',
  };
}
