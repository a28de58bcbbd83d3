/** Texts of the registration, authorization, legacy and data use agreement endpoints (001, 000 §2, 002 §2.16). */
export const REGISTRATION_MESSAGES = {
  emailTaken: 'An account with this email already exists.',
  countyNotInState: 'Select a county of the selected state',
  countyUnknown: 'Select a county from the list',
  mustBeBoolean: 'Must be true or false',
  authorizationSent: (email: string) => `The authorization email was sent to ${email}.`,
  organizationAlreadyAuthorized: 'This organization is already authorized.',
  organizationImported:
    'This organization was imported: its details must be completed before it can be authorized.',
  authorizerEmailMissing:
    "Add the authorizer's email in the organization's details before sending the authorization email.",
  notImported: 'Only an imported organization can complete its legacy details.',
  dataUseAgreementAccepted: 'You have accepted the data use agreement',
  dataUseAgreementRequired: 'You must accept the data use agreement',
  dataUseAgreementLinkInvalid: 'This data use agreement link is not valid.',
  dataUseAgreementLinkExpired:
    'This data use agreement link has expired. Ask the person who invited you to send a new one.',
} as const;
