/** Sent to the person named as authorizer of a newly registered organization: one click confirms it. */
import type { EmailMessage } from '../enqueue-email';
import { renderEmailLayout } from '../layout';

export type AuthorizeOrganizationEmail = {
  to: string;
  authorizerName: string;
  organizationName: string;
  /** Who asked for the email: the person who registered the organization, or who resent the link. */
  requestedBy: string;
  /** A first email at registration (or legacy finalize), or a link sent again. */
  occasion: 'registration' | 'resend';
  authorizeUrl: string;
  validForDays: number;
};

export function authorizeOrganizationEmail(email: AuthorizeOrganizationEmail): EmailMessage {
  const { to, authorizerName, organizationName, requestedBy, occasion, authorizeUrl, validForDays } = email;
  const intro =
    occasion === 'registration'
      ? `${requestedBy} registered ${organizationName} with Shelter Animals Count and named you as the person ` +
        'who authorizes the organization to share its data.'
      : `${requestedBy} asked us to send you a new authorization link for ${organizationName}, which names you ` +
        'as the person who authorizes the organization to share its data with Shelter Animals Count.';
  const { text, html } = renderEmailLayout({
    greeting: `Hello ${authorizerName},`,
    paragraphs: [intro, 'Please confirm that you authorize this organization.'],
    action: { label: 'Authorize the organization', url: authorizeUrl },
    notes: [
      `This link works for ${validForDays} days. An organization manager can send a new one.`,
      'If you do not know this organization, you can ignore this email.',
    ],
  });
  return {
    to,
    subject: `Authorize ${organizationName} on Shelter Animals Count`,
    text,
    html,
    template: 'authorize-organization',
  };
}
