/** Sent to every system admin when an organization manager asks for a location to be deleted (001 §2). */
import type { EmailMessage } from '../enqueue-email';
import { renderEmailLayout } from '../layout';

export type RequestLocationDeletionEmail = {
  to: string;
  adminName: string;
  requesterName: string;
  requesterEmail: string;
  organizationName: string;
  locationName: string;
  locationUrl: string;
};

export function requestLocationDeletionEmail(email: RequestLocationDeletionEmail): EmailMessage {
  const { text, html } = renderEmailLayout({
    greeting: `Hello ${email.adminName},`,
    paragraphs: [
      `${email.requesterName} (${email.requesterEmail}) would like the location ${email.locationName} of ` +
        `${email.organizationName} deleted.`,
      'Nothing has been deleted yet. Review the location and delete it if the request is right.',
    ],
    action: { label: 'Review the location', url: email.locationUrl },
  });
  return {
    to: email.to,
    subject: `Location deletion requested: ${email.locationName} (${email.organizationName})`,
    text,
    html,
    template: 'request-location-deletion',
  };
}
