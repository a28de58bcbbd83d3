/**
 * Texts of the emailed links (001 §2, §4): the login page's banners when a confirmation or
 * authorization link could not be used (`/login?link_error=…`), and the password pages' own texts.
 */
export const LINK_ERROR_MESSAGES = {
  invalid:
    'This link is not valid. It may have been copied incompletely or already replaced by a newer email. Log in, or ask for a new email.',
  expired:
    'This link has expired. Log in to your account and resend the authorization email from your organization’s details.',
  expired_resent:
    'This confirmation link has expired. We have sent you a new confirmation email; follow its link to confirm your account.',
} as const;

export type LinkError = keyof typeof LINK_ERROR_MESSAGES;

export const LINK_ERROR_TITLES: Record<LinkError, string> = {
  invalid: 'Link not valid',
  expired: 'Link expired',
  expired_resent: 'New confirmation email sent',
};

/** The `link_error` flag of a query string, when it is one the login page explains. */
export function readLinkError(search: string): LinkError | null {
  const value = new URLSearchParams(search).get('link_error');
  return value !== null && Object.hasOwn(LINK_ERROR_MESSAGES, value) ? (value as LinkError) : null;
}

export const PASSWORD_LINK_MESSAGES = {
  missingToken:
    'This page needs the link from your password email. Request a new password reset email to get one.',
} as const;
