/** Texts of accepting a member invite as an existing user, and of the email limits (issue 10). */
export const INVITE_ACCEPTANCE_MESSAGES = {
  accepted: (organizationName: string) => `You are now a member of ${organizationName}.`,
  linkInvalid: 'This invitation link is no longer valid. Ask the organization to invite you again.',
  anotherAccount:
    'This invitation was sent to another email address. Sign out, then sign in with the address the invitation was sent to.',
  pendingNote: 'Invited people appear in this list once they accept their invitation.',
} as const;

export const EMAIL_LIMIT_MESSAGES = {
  tooManyEmails: 'Too many emails were requested. Please try again in an hour.',
  tooManyRegistrations: 'Too many registrations from this network. Please try again in an hour.',
} as const;
