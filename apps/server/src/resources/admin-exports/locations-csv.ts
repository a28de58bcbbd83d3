/** Every location, with its organization (id and name, so the file joins the organizations CSV) and county. */
import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { locations, organizations, usCounties } from '../../db/schema/index';
import { type AdminCsv, columnsOf } from './admin-csv';

const selection = {
  id: locations.id,
  organization_id: locations.organizationId,
  organization_name: organizations.name,
  name: locations.name,
  status: locations.status,
  primary: locations.primary,
  country: locations.country,
  address_line_1: locations.addressLine1,
  address_line_2: locations.addressLine2,
  city: locations.city,
  us_state: locations.usState,
  zip_code: locations.zipCode,
  us_county: usCounties.name,
  county_fips_code: usCounties.fipsCode,
  province_or_territory: locations.provinceOrTerritory,
  postal_code: locations.postalCode,
  contact_phone_number: locations.contactPhoneNumber,
  contact_phone_extension: locations.contactPhoneExtension,
  deletion_requested_at: locations.deletionRequestedAt,
  created_at: locations.createdAt,
  updated_at: locations.updatedAt,
  archived_at: locations.archivedAt,
};

type LocationCsvRow = Awaited<ReturnType<typeof readBatch>>[number];

function readBatch(db: Db, afterId: number, limit: number) {
  return db
    .select(selection)
    .from(locations)
    .innerJoin(organizations, eq(organizations.id, locations.organizationId))
    .leftJoin(usCounties, eq(usCounties.id, locations.usCountyId))
    .where(gt(locations.id, afterId))
    .orderBy(asc(locations.id))
    .limit(limit);
}

export const locationsCsv: AdminCsv<LocationCsvRow> = {
  columns: columnsOf<LocationCsvRow>(Object.keys(selection) as (keyof LocationCsvRow & string)[]),
  readBatch,
};
