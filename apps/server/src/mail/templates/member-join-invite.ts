/**
 * An invitation to someone who already has an account: the link asks them to sign in and accept. Until
 * they do, they are not a member and the organization sees nothing of their profile.
 */
import type { EmailMessage } from '../enqueue-email';
import { renderEmailLayout } from '../layout';

export type MemberJoinInviteEmail = {
  to: string;
  name: string;
  organizationName: string;
  roleLabel: string;
  invitedBy: string;
  acceptUrl: string;
  validDays: number;
};

export function memberJoinInviteEmail(invite: MemberJoinInviteEmail): EmailMessage {
  const { to, name, organizationName, roleLabel, invitedBy, acceptUrl, validDays } = invite;
  const { text, html } = renderEmailLayout({
    greeting: `Hello ${name},`,
    paragraphs: [
      `${invitedBy} invited you to join ${organizationName} on Shelter Animals Count as a ${roleLabel}.`,
      'You already have an account with this email address. Follow the link and sign in as usual to accept; ' +
        `${organizationName} sees your name, email and title only once you have accepted.`,
      'If you do not want to join, ignore this email: nothing changes.',
    ],
    action: { label: 'Accept the invitation', url: acceptUrl },
    notes: [`The link works once, for ${validDays} ${validDays === 1 ? 'day' : 'days'}.`],
  });
  return {
    to,
    // The same subject as a new user's invitation.
    subject: `You are invited to join ${organizationName} on Shelter Animals Count`,
    text,
    html,
    template: 'member-join-invite',
  };
}
