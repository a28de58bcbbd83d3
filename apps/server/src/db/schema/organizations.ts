import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';

/** Reference data: every US county and county-equivalent (territories included), from Census FIPS codes. */
export const usCounties = pgTable(
  'us_counties',
  {
    id: id(),
    name: text('name').notNull(),
    usState: text('us_state').notNull(),
    fipsCode: text('fips_code').notNull(),
  },
  (t) => [
    uniqueIndex('us_counties_fips_idx').on(t.fipsCode),
    index('us_counties_state_idx').on(t.usState, t.name),
  ],
);

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    country: text('country').notNull().default('United States'),
    organizationType: text('organization_type'),
    /** registered | confirmed | closed | paused | imported */
    status: text('status').notNull().default('registered'),
    websiteUrl: text('website_url'),
    incorporatedOn: date('incorporated_on'),
    ein: text('ein'),
    businessNumber: text('business_number'),
    referringOrganizationName: text('referring_organization_name'),
    animalSpecies: text('animal_species').array().notNull().default(sql`'{}'::text[]`),
    annualIntake: text('annual_intake'),
    annualOperatingBudget: text('annual_operating_budget'),
    shelterSoftware: text('shelter_software'),
    externalId: text('external_id'),
    /** yes | no */
    iodApiOption: text('iod_api_option').notNull().default('no'),
    /** active | inactive */
    iodApiActive: text('iod_api_active').notNull().default('inactive'),
    iodApiOptionUpdated: tstz('iod_api_option_updated'),
    aapId: text('aap_id'),
    notes: text('notes'),
    authorizerName: text('authorizer_name'),
    authorizerTitle: text('authorizer_title'),
    authorizerEmail: text('authorizer_email'),
    authorizerPhoneNumber: text('authorizer_phone_number'),
    authorizerExtension: text('authorizer_extension'),
    communicationsOptIn: boolean('communications_opt_in').notNull().default(true),
    searchableOptIn: boolean('searchable_opt_in').notNull().default(true),
    mediaOptIn: boolean('media_opt_in').notNull().default(true),
    authorizationTokenHash: text('authorization_token_hash'),
    authorizationSentAt: tstz('authorization_sent_at'),
    authorizedAt: tstz('authorized_at'),
    archivedAt: tstz('archived_at'),
    /**
     * Bumped in the transaction of every write of the organization's monthly records (a save, an upload:
     * refresh-month-statuses.ts), so that what is computed from them can be cached by version.
     */
    recordsVersion: integer('records_version').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('organizations_name_idx').on(sql`lower(${t.name})`),
    index('organizations_ein_idx').on(t.ein),
    index('organizations_business_number_idx').on(t.businessNumber),
    index('organizations_status_idx').on(t.status),
    uniqueIndex('organizations_authorization_token_idx').on(t.authorizationTokenHash),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: id(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    country: text('country').notNull().default('United States'),
    addressLine1: text('address_line_1'),
    addressLine2: text('address_line_2'),
    city: text('city'),
    usState: text('us_state'),
    zipCode: text('zip_code'),
    usCountyId: integer('us_county_id').references(() => usCounties.id),
    provinceOrTerritory: text('province_or_territory'),
    postalCode: text('postal_code'),
    contactPhoneNumber: text('contact_phone_number'),
    contactPhoneExtension: text('contact_phone_extension'),
    primary: boolean('primary').notNull().default(false),
    /** active | closed */
    status: text('status').notNull().default('active'),
    deletionRequestedAt: tstz('deletion_requested_at'),
    archivedAt: tstz('archived_at'),
    ...timestamps(),
  },
  (t) => [
    index('locations_organization_idx').on(t.organizationId, t.name),
    index('locations_us_state_idx').on(t.usState),
    index('locations_province_or_territory_idx').on(t.provinceOrTerritory),
    index('locations_county_idx').on(t.usCountyId),
    // The few archived locations, whose records never count: record sums leave them out with a lookup here
    // instead of reading every location (8 ms of each coalition graph at national scale).
    index('locations_archived_idx').on(t.id).where(sql`${t.archivedAt} is not null`),
    uniqueIndex('locations_one_primary_idx')
      .on(t.organizationId)
      .where(sql`${t.primary} and ${t.archivedAt} is null`),
  ],
);
