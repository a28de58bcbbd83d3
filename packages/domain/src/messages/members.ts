/** Texts of the members, locations and users screens (001 §2) that the spec names without quoting them. */
export const USER_MESSAGES = {
  deleteUserConfirm: (name: string) => `Are you sure you want to delete ${name}?`,
  userNotFound: 'The user could not be found.',
} as const;

export const MEMBER_MESSAGES = {
  invited: (email: string) => `An invitation was sent to ${email}.`,
  noMembers: 'No members found',
} as const;

export const LOCATION_MESSAGES = {
  deleteLocationConfirm: (name: string) => `Are you sure you want to delete ${name}?`,
  noLocations: 'No locations found',
} as const;
