/** An organization asks to join a coalition: each coalition manager gets a link to the pending contributors. */
import type { EmailMessage } from '../enqueue-email';
import { renderEmailLayout } from '../layout';

export type CoalitionMembershipRequestEmail = {
  to: string;
  name: string;
  organizationName: string;
  coalitionName: string;
  requestedBy: string;
  pendingUrl: string;
};

export function coalitionMembershipRequestEmail(request: CoalitionMembershipRequestEmail): EmailMessage {
  const { to, name, organizationName, coalitionName, requestedBy, pendingUrl } = request;
  const { text, html } = renderEmailLayout({
    greeting: `Hello ${name},`,
    paragraphs: [
      `${requestedBy} of ${organizationName} asked to join ${coalitionName} as a contributor on Shelter Animals Count.`,
      "Accept or decline the request from the coalition's pending contributors.",
    ],
    action: { label: 'Review the request', url: pendingUrl },
  });
  return {
    to,
    subject: `${organizationName} asks to join ${coalitionName}`,
    text,
    html,
    template: 'coalition-membership-request',
  };
}
