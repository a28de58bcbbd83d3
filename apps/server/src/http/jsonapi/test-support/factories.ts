/** Fixture rows inserted directly with drizzle: each test builds the world it reads. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import {
  animalIntakes,
  coalitionMemberships,
  coalitions,
  locations,
  organizations,
  usCounties,
} from '../../../db/schema/index';

type OrganizationValues = typeof organizations.$inferInsert;
type LocationValues = typeof locations.$inferInsert;

let sequence = 0;
const next = () => ++sequence;

export async function createOrganization(db: Db, values: Partial<OrganizationValues> = {}) {
  const [row] = await db
    .insert(organizations)
    .values({ name: `Organization ${next()}`, ...values })
    .returning();
  return row!;
}

export async function createLocation(db: Db, organizationId: number, values: Partial<LocationValues> = {}) {
  const [row] = await db
    .insert(locations)
    .values({ name: `Location ${next()}`, organizationId, ...values })
    .returning();
  return row!;
}

export async function createCoalition(db: Db, name = `Coalition ${next()}`) {
  const [row] = await db.insert(coalitions).values({ name }).returning();
  return row!;
}

export async function createMembership(
  db: Db,
  organizationId: number,
  coalitionId: number,
  status = 'active',
) {
  const [row] = await db
    .insert(coalitionMemberships)
    .values({ organizationId, coalitionId, status, statusActor: 'Organization' })
    .returning();
  return row!;
}

export async function createIntake(
  db: Db,
  location: { id: number; organizationId: number },
  values: { species?: string; year?: number; month?: number; adultStray?: number } = {},
) {
  const year = values.year ?? 2024;
  const month = values.month ?? 1;
  const [row] = await db
    .insert(animalIntakes)
    .values({
      locationId: location.id,
      organizationId: location.organizationId,
      species: values.species ?? 'canine',
      yearOfRecord: year,
      monthOfRecord: month,
      dateOfRecord: `${year}-${String(month).padStart(2, '0')}-01`,
      // The count columns are generated from the domain lists, so drizzle's insert type does not name them.
      ...{ adultStrayAtLargeCount: values.adultStray ?? null },
    })
    .returning();
  return row!;
}

export async function countyId(db: Db, fipsCode: string): Promise<number> {
  const [row] = await db
    .select({ id: usCounties.id })
    .from(usCounties)
    .where(eq(usCounties.fipsCode, fipsCode));
  return row!.id;
}
