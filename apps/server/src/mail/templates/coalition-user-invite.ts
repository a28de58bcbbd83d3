/**
 * An invitation to a coalition's users (002 §2.6, §6): who invited them, with which role, and the link to
 * the data use agreement they must accept before any contributor's data shows. New users set their
 * password from the same page after accepting.
 */
import type { EmailMessage } from '../enqueue-email';
import { renderEmailLayout } from '../layout';

export type CoalitionUserInviteEmail = {
  to: string;
  name: string;
  coalitionName: string;
  roleLabel: string;
  invitedBy: string;
  agreementUrl: string;
  validForHours: number;
};

export function coalitionUserInviteEmail(invite: CoalitionUserInviteEmail): EmailMessage {
  const { to, name, coalitionName, roleLabel, invitedBy, agreementUrl, validForHours } = invite;
  const { text, html } = renderEmailLayout({
    greeting: `Hello ${name},`,
    paragraphs: [
      `${invitedBy} invited you to ${coalitionName} on Shelter Animals Count as a ${roleLabel}.`,
      "Before you can see its contributors' shared data, please read and accept the data use agreement.",
    ],
    action: { label: 'Review the data use agreement', url: agreementUrl },
    notes: [
      `This link works for ${validForHours} hours. After accepting, new users set their password from the same page; existing users sign in as usual.`,
      'If you did not expect this invitation, ignore this email.',
    ],
  });
  return {
    to,
    subject: `You are invited to ${coalitionName} on Shelter Animals Count`,
    text,
    html,
    template: 'coalition-user-invite',
  };
}
