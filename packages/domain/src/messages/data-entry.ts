/** Fixed texts of sign-in, the shell and monthly data entry, upload and export (000 §2, §4, §8). */
import { CSV_UPLOAD_MAX_BYTES, CSV_YEAR_RANGE, MAX_COUNT } from '../constants/limits';
import { formatInteger } from '../format/numbers';
import { MONTH_NAMES } from '../records/months';
import { SPECIES_KEYS, type Species } from '../species';

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
  invalidHeaders: (
    missing: readonly string[],
    unknown: readonly string[],
    duplicated: readonly string[] = [],
  ) =>
    [
      missing.length > 0 ? `Missing columns: ${missing.join(', ')}` : '',
      unknown.length > 0 ? `Unknown columns: ${unknown.join(', ')}` : '',
      duplicated.length > 0 ? `Repeated columns: ${duplicated.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('. '),
  // A refused upload names each problem by its row (the header is row 1), column and value.
  emptyField: (row: number, column: string) => `Row ${row}, column ${column}: every field must have a value.`,
  invalidValue: (row: number, column: string, value: string) =>
    `Row ${row}, column ${column}: "${value}" must be a whole number of 0 or more.`,
  countTooLarge: (row: number, column: string, value: string) =>
    `Row ${row}, column ${column}: "${value}" must be ${formatInteger(MAX_COUNT)} or less.`,
  invalidLocationId: (row: number, value: string) =>
    `Row ${row}, column locationId: "${value}" must be a location id (a whole number).`,
  unknownSpecies: (row: number, value: string) =>
    `Row ${row}, column species: "${value}" is not a species code (${SPECIES_KEYS.join(', ')}).`,
  invalidYear: (row: number, value: string) =>
    `Row ${row}, column yearOfRecord: "${value}" must be a year from ${CSV_YEAR_RANGE.min} to ${CSV_YEAR_RANGE.max}.`,
  invalidMonth: (row: number, value: string) =>
    `Row ${row}, column monthOfRecord: "${value}" must be a month from 1 to 12.`,
  invalidDate: (row: number, column: string, value: string) =>
    `Row ${row}, column ${column}: "${value}" must be a date written yyyy-MM-dd or M/d/yyyy.`,
  futureMonth: (row: number, year: number, month: number) =>
    `Row ${row}: ${MONTH_NAMES[month - 1]} ${year} is in the future.`,
  notOrganizationLocation: (row: number, locationId: number, organization: string) =>
    `Row ${row}, column locationId: location ${locationId} is not a location of ${organization}.`,
  closedLocation: (row: number, location: string, email: string) =>
    `Row ${row}, column locationId: ${DATA_ENTRY_MESSAGES.closedLocation(location, email)}`,
  repeatedRow: (row: number, earlierRow: number) =>
    `Row ${row}: the same location, species and month as row ${earlierRow}.`,
  cellCount: (row: number, cells: number, headers: number) =>
    `Row ${row}: ${cells} ${cells === 1 ? 'cell' : 'cells'} where the header has ${headers}.`,
  // A file that cannot be read as CSV at all: named by the line where the trouble starts.
  unclosedQuote: (line: number) =>
    `Line ${line}: a quote (") opens a value here and is never closed, so the rest of the file would be that one value. Remove the quote or close it, and upload the file again.`,
  valueTooLong: (line: number, max: number) =>
    `Line ${line}: a value is longer than ${formatInteger(max)} characters. An upload holds only numbers, dates and species codes; check that this is the CSV of the example and upload it again.`,
  tooManyErrors: (total: number, listed: number) =>
    `The file has ${formatInteger(total)} problems; the first ${listed} are listed. Correct them and upload the file again.`,
  noRows: 'The file has no rows of data.',
  fileRequired: 'Choose a .csv file to upload.',
  notDataUrl: 'The file must be sent as a base64 data URL (data:text/csv;base64,…).',
  notText:
    'The file is not a CSV text file. Save it from your spreadsheet as CSV (UTF-8) and upload it again.',
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
