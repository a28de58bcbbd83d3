/** Texts of the password flows, the email change and member invites, shared by the server and the web (001 §2, §8). */
export const PASSWORD_MESSAGES = {
  resetInstructionsSent: (email: string) =>
    `If an account exists for ${email}, an email with instructions for resetting the password has been sent.`,
  resetLinkInvalid: 'This link is no longer valid. Request a new password reset email.',
  passwordReset: 'Your password has been reset. You can now log in.',
  passwordChanged: 'Your password has been changed.',
  passwordTooLong: 'Password must be at most 200 characters',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  tooManyResetRequests: 'Too many password reset requests. Please wait a few minutes and try again.',
  resetEmailSent: (email: string) => `A reset password email was sent to ${email}.`,
  archivedAccount: (email: string) => `The account of ${email} is archived.`,
} as const;

export const EMAIL_CHANGE_MESSAGES = {
  emailTaken: 'An account with this email already exists.',
} as const;

export const INVITE_MESSAGES = {
  inviteSent: (email: string) => `An invitation was sent to ${email}.`,
  memberAdded: (email: string) => `${email} was added to the organization and notified by email.`,
  websiteUrlNeeded: 'The organization needs a valid website URL before members can be invited.',
  alreadyMember: (email: string) => `${email} is already a member of this organization.`,
  alreadyCoalitionUser: (email: string) => `${email} is already a user of this coalition.`,
  archivedAccount: (email: string) =>
    `The account of ${email} is archived; an administrator must restore it before it can be invited.`,
} as const;
