/** Asks a member (of a coalition, usually) to accept the data use agreement; the link also sets a password. */
import type { EmailMessage } from '../enqueue-email';
import { renderEmailLayout } from '../layout';

export type DataUseAgreementEmail = {
  to: string;
  name: string;
  /** What the membership is of: a coalition's or an organization's name. */
  resourceName: string;
  agreementUrl: string;
  validForHours: number;
};

export function dataUseAgreementEmail(email: DataUseAgreementEmail): EmailMessage {
  const { to, name, resourceName, agreementUrl, validForHours } = email;
  const { text, html } = renderEmailLayout({
    greeting: `Hello ${name},`,
    paragraphs: [
      `You have been given access to ${resourceName} on Shelter Animals Count.`,
      'Before you can see its shared data, please read and accept the data use agreement.',
    ],
    action: { label: 'Review the data use agreement', url: agreementUrl },
    notes: [
      `This link works for ${validForHours} hours. After accepting, new users set their password from the same page.`,
    ],
  });
  return {
    to,
    subject: 'Accept the Shelter Animals Count data use agreement',
    text,
    html,
    template: 'data-use-agreement',
  };
}
