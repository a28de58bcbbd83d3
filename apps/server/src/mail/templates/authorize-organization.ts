/** Sent to the person named as authorizer of a newly registered organization: one click confirms it. */
import type { EmailMessage } from '../enqueue-email';
import { renderEmailLayout } from '../layout';

export type AuthorizeOrganizationEmail = {
  to: string;
  authorizerName: string;
  organizationName: string;
  /** Who registered the organization; the authorizer themselves when they registered it. */
  registeredBy: string;
  authorizeUrl: string;
  validForDays: number;
};

export function authorizeOrganizationEmail(email: AuthorizeOrganizationEmail): EmailMessage {
  const { to, authorizerName, organizationName, registeredBy, authorizeUrl, validForDays } = email;
  const { text, html } = renderEmailLayout({
    greeting: `Hello ${authorizerName},`,
    paragraphs: [
      `${registeredBy} registered ${organizationName} with Shelter Animals Count and named you as the person ` +
        'who authorizes the organization to share its data.',
      'Please confirm that you authorize this organization.',
    ],
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
