/** Fixed texts of sign-in, the shell and monthly data entry, upload and export (000 §2, §4, §8). */
import { CSV_UPLOAD_MAX_BYTES } from '../constants/limits';
import type { Species } from '../species';

export const SESSION_MESSAGES = {
  emailConfirmed: 'Your email address has been confirmed.',
  organizationAuthorized: 'Your organization has been authorized.',
  locationSwitchWarning:
    'If you have any changes or edits in progress and switch locations you will lose un-saved data.',
  noLocation: (email: string) =>
    `You must be associated with an organization to enter data. Please contact your organization or the helpdesk, ${email}.`,
} as const;

export const DATA_ENTRY_MESSAGES = {
  closedLocation: (location: string, email: string) =>
    `${location} - location is closed by system admin. If you want to enter data for this location please contact the helpdesk, ${email}.`,
  unknownLocation: 'Unable to determine location. Please check your access permissions.',
  noDataAvailable: 'No data available',
  failedToLoadOrganization: 'Failed to load organization/location',
  failedToSave: 'Failed to save data',
  allDataSubmitted: 'All data submitted.',
  loadingServicesMatrix: 'Loading services matrix…',
  servicesNotice:
    'All fields must be filled in, even if the value is 0. Records are incomplete until every field holds a number.',
  selectAtLeastOneSpecies: 'You must select at least one species',
} as const;

const SERVICE_GROUP_TOAST_NAMES = {
  field: 'field services',
  veterinary: 'veterninary services',
  behavioral: 'behavioral services',
  support: 'support services',
} as const;

/** Services matrix toasts. The veterinary one keeps the spec's spelling (000 §8), which the screens show verbatim. */
export const SERVICES_MESSAGES = {
  animalTypesUpdated: 'Updated the animal types',
  groupUpdated: (species: Species | string, group: 'field' | 'veterinary' | 'behavioral' | 'support') =>
    `Updated the ${species} ${SERVICE_GROUP_TOAST_NAMES[group]}`,
} as const;

export const UPLOAD_MESSAGES = {
  defaultTitle: 'Upload Your CSV',
  enterDifferently: 'Enter data a different way',
  complete: 'Thanks! Your entry is complete.',
  viewMyData: 'View My Data',
  invalidHeadersTitle: 'Invalid CSV Headers',
  labelLikeExample: 'Your data must be labelled exactly like the columns of the example CSV.',
  downloadExample: 'Download Example CSV',
  missingColumnsRejected: 'Files with missing or incorrectly labelled columns cannot be processed.',
  onlyCsv: 'Only .csv files can be uploaded.',
  oneFile: 'Upload one file at a time.',
  fileTooLarge: `The file is larger than ${CSV_UPLOAD_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files (for example one per year) and upload each.`,
  invalidHeaders: (missing: readonly string[], unknown: readonly string[]) =>
    [
      missing.length > 0 ? `Missing columns: ${missing.join(', ')}` : '',
      unknown.length > 0 ? `Unknown columns: ${unknown.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('. '),
  emptyField: (row: number, column: string) => `Row ${row}, column ${column}: every field must have a value.`,
  invalidValue: (row: number, column: string) =>
    `Row ${row}, column ${column}: must be a whole number of 0 or more.`,
} as const;

export const EXPORT_MESSAGES = {
  unableToGenerate: 'Unable to generate the CSV and PDF',
  unableToLoadLocations: 'Unable to load the locations',
  latestCsvUnavailable: 'The latest animal data CSV is unavailable.',
} as const;

export const ENTRY_SCREEN_TITLES = {
  intakeOutcomeOptions: 'Intakes and Outcomes: Get Started',
  servicesOptions: 'Services: Get Started',
  intakeOutcomeMatrix: 'Enter Shelter Intake and Outcome Data',
  servicesMatrix: 'Enter Services Data',
} as const;
