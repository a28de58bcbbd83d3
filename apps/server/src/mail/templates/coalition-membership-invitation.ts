/**
 * A coalition invites an organization (or resends its invitation): each of the organization's managers gets
 * a link to My Coalitions, where they accept or decline it.
 */
import type { EmailMessage } from '../enqueue-email';
import { renderEmailLayout } from '../layout';

export type CoalitionMembershipInvitationEmail = {
  to: string;
  name: string;
  organizationName: string;
  coalitionName: string;
  myCoalitionsUrl: string;
  /** A resent invitation (Resend Invite). */
  reminder: boolean;
};

export function coalitionMembershipInvitationEmail(invite: CoalitionMembershipInvitationEmail): EmailMessage {
  const { to, name, organizationName, coalitionName, myCoalitionsUrl, reminder } = invite;
  const { text, html } = renderEmailLayout({
    greeting: `Hello ${name},`,
    paragraphs: [
      reminder
        ? `This is a reminder: ${coalitionName} invited ${organizationName} to join as a contributor on Shelter Animals Count.`
        : `${coalitionName} invited ${organizationName} to join as a contributor on Shelter Animals Count.`,
      'Accept or decline the invitation from My Coalitions. Your organization chooses which data it shares with the coalition.',
    ],
    action: { label: 'Open My Coalitions', url: myCoalitionsUrl },
  });
  return {
    to,
    subject: reminder
      ? `Reminder: ${coalitionName} invites ${organizationName} to join`
      : `${coalitionName} invites ${organizationName} to join`,
    text,
    html,
    template: reminder ? 'coalition-membership-reminder' : 'coalition-membership-invitation',
  };
}
