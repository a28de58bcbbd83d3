/**
 * Every organization: identity (id, EIN, business number), status and type, software, the authorizer
 * (its contact), the primary location's address and county, how many locations and members it has.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { locations, organizations, usCounties, userMemberships } from '../../db/schema/index';
import { type AdminCsv, columnsOf } from './admin-csv';

const selection = {
  id: organizations.id,
  name: organizations.name,
  status: organizations.status,
  organization_type: organizations.organizationType,
  ein: organizations.ein,
  business_number: organizations.businessNumber,
  country: organizations.country,
  website_url: organizations.websiteUrl,
  incorporated_on: organizations.incorporatedOn,
  shelter_software: organizations.shelterSoftware,
  animal_species: organizations.animalSpecies,
  annual_intake: organizations.annualIntake,
  annual_operating_budget: organizations.annualOperatingBudget,
  referring_organization_name: organizations.referringOrganizationName,
  authorizer_name: organizations.authorizerName,
  authorizer_title: organizations.authorizerTitle,
  authorizer_email: organizations.authorizerEmail,
  authorizer_phone_number: organizations.authorizerPhoneNumber,
  authorizer_extension: organizations.authorizerExtension,
  primary_location_id: locations.id,
  address_line_1: locations.addressLine1,
  address_line_2: locations.addressLine2,
  city: locations.city,
  us_state: locations.usState,
  zip_code: locations.zipCode,
  us_county: usCounties.name,
  province_or_territory: locations.provinceOrTerritory,
  postal_code: locations.postalCode,
  contact_phone_number: locations.contactPhoneNumber,
  locations_count: sql<number>`(select count(*)::int from ${locations} l
    where l.organization_id = ${organizations}.id and l.archived_at is null)`,
  members_count: sql<number>`(select count(*)::int from ${userMemberships} m
    where m.organization_id = ${organizations}.id)`,
  iod_api_option: organizations.iodApiOption,
  iod_api_active: organizations.iodApiActive,
  external_id: organizations.externalId,
  aap_id: organizations.aapId,
  communications_opt_in: organizations.communicationsOptIn,
  searchable_opt_in: organizations.searchableOptIn,
  media_opt_in: organizations.mediaOptIn,
  authorized_at: organizations.authorizedAt,
  created_at: organizations.createdAt,
  updated_at: organizations.updatedAt,
  archived_at: organizations.archivedAt,
};

type OrganizationCsvRow = Awaited<ReturnType<typeof readBatch>>[number];

function readBatch(db: Db, afterId: number, limit: number) {
  return db
    .select(selection)
    .from(organizations)
    .leftJoin(
      locations,
      and(
        eq(locations.organizationId, organizations.id),
        eq(locations.primary, true),
        isNull(locations.archivedAt),
      ),
    )
    .leftJoin(usCounties, eq(usCounties.id, locations.usCountyId))
    .where(gt(organizations.id, afterId))
    .orderBy(asc(organizations.id))
    .limit(limit);
}

export const organizationsCsv: AdminCsv<OrganizationCsvRow> = {
  columns: columnsOf<OrganizationCsvRow>(Object.keys(selection) as (keyof OrganizationCsvRow & string)[]),
  readBatch,
};
