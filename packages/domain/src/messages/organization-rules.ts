/** Texts of the server's rules on organizations, locations, members and users (001 §6), shown as toasts. */
export const ORGANIZATION_RULE_MESSAGES = {
  adminOnlyFields: (names: readonly string[]) => `Only administrators may change ${names.join(', ')}.`,
  confirmThroughAuthorization:
    'Only administrators may confirm an organization; it is confirmed by the emailed authorization.',
  importedOnlyByFinalizer:
    'An organization leaves or enters the imported status only through the legacy form.',
  countyNotInState: (state: string) => `The county is not in ${state}.`,
  primaryLocationNotDeletable: 'The primary location cannot be deleted.',
  locationDeletionRequested:
    'SAC administrators have been notified that you would like this location deleted.',
  ownRoleUnchangeable: 'You cannot change your own role.',
  ownAdminFlagUnchangeable: 'You cannot change your own administrator role.',
  lastManager: 'An organization must keep at least one manager.',
  roleNotForResource: 'Role is required',
  cannotArchiveYourself: 'You cannot archive yourself.',
  resourceTypeInvalid: 'Resource type must be location, user or coalition',
} as const;
