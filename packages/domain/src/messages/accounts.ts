/** Fixed texts of registration, password flows, profile, organizations, locations and members (001 §2, §8). */
export const ACCOUNT_MESSAGES = {
  registered: 'Thanks! Your account has been registered.',
  confirmBeforeLogin: 'You must confirm your account before you log in.',
  emailChangeSent: (email: string) =>
    `An email was sent to the account for ${email} to confirm the new email address.`,
} as const;

export const ORGANIZATION_MESSAGES = {
  countiesUnavailable: (state: string) => `Unable to load counties for ${state}.`,
  locationDeletionRequested:
    'SAC administrators have been notified that you would like this location deleted.',
  sacCategoriesMapped: 'SAC Categories mapped successfully',
  memberRoleUpdated: (id: string | number, role: string) => `Updated member ${id} to ${role} successfully`,
  removeMemberConfirm: (name: string) => `Are you sure you want to remove ${name} from the organization?`,
  websiteNeededForInvite: (email: string) =>
    `Please enter a valid website URL in the Details tab before adding a new member. For help, email ${email}.`,
} as const;

/** Whether an invite failure is the server asking for a valid website first (001 §8). */
export function isWebsiteUrlError(message: string): boolean {
  return /website[ _]?url/i.test(message);
}
