/**
 * The one set of factories of the server's tests: each call inserts fresh, unique rows straight into the
 * database, so a test builds the world it needs and does not depend on another test's rows.
 */
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/password';
import type { Database, DbOrTx } from '../../src/db/connection';
import {
  animalCounts,
  animalIntakes,
  animalOutcomes,
  animalServices,
  coalitionMemberships,
  coalitions,
  locations,
  organizations,
  usCounties,
  userMemberships,
  users,
} from '../../src/db/schema/index';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export const TEST_PASSWORD = 'password1234';
let cachedHash: string | undefined;
const passwordHash = async () => {
  cachedHash ??= await hashPassword(TEST_PASSWORD);
  return cachedHash;
};

export async function createUser(db: DbOrTx, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      email: `user${n}-${Date.now()}@example.test`,
      fullName: `Test User ${n}`,
      title: 'Staff',
      passwordHash: await passwordHash(),
      confirmedAt: new Date('2024-01-01T00:00:00Z'),
      ...overrides,
    })
    .returning();
  return user!;
}

/** A confirmed organization with a unique name and EIN unless `overrides` says otherwise. */
export async function createOrganization(
  db: DbOrTx,
  overrides: Partial<typeof organizations.$inferInsert> = {},
) {
  const n = next();
  const [organization] = await db
    .insert(organizations)
    .values({ name: `Test Shelter ${n}`, status: 'confirmed', ein: String(100000000 + n), ...overrides })
    .returning();
  return organization!;
}

export async function createLocation(
  db: DbOrTx,
  organizationId: number,
  overrides: Partial<typeof locations.$inferInsert> = {},
) {
  const n = next();
  const [location] = await db
    .insert(locations)
    .values({ organizationId, name: `Location ${n}`, usState: 'CO', city: 'Denver', ...overrides })
    .returning();
  return location!;
}

export async function addOrganizationMember(
  db: DbOrTx,
  userId: number,
  organizationId: number,
  role: 'organization_manager' | 'organization_viewer' = 'organization_manager',
) {
  const [membership] = await db.insert(userMemberships).values({ userId, organizationId, role }).returning();
  return membership!;
}

export async function createCoalition(db: DbOrTx, overrides: Partial<typeof coalitions.$inferInsert> = {}) {
  const n = next();
  const [coalition] = await db
    .insert(coalitions)
    .values({
      name: `Coalition ${n}`,
      status: 'active',
      operatingRegionType: 'Statewide/Provincewide',
      ...overrides,
    })
    .returning();
  return coalition!;
}

export async function addCoalitionMember(
  db: DbOrTx,
  userId: number,
  coalitionId: number,
  role: 'coalition_manager' | 'coalition_viewer' = 'coalition_manager',
  dataUseAgreement = true,
) {
  const [membership] = await db
    .insert(userMemberships)
    .values({ userId, coalitionId, role, dataUseAgreement })
    .returning();
  return membership!;
}

/** The organization contributes to the coalition: an active membership sharing both kinds of data by default. */
export async function addContributor(
  db: DbOrTx,
  coalitionId: number,
  organizationId: number,
  overrides: Partial<typeof coalitionMemberships.$inferInsert> = {},
) {
  const [membership] = await db
    .insert(coalitionMemberships)
    .values({
      coalitionId,
      organizationId,
      status: 'active',
      statusActor: 'Organization',
      intakeOutcomeDataSharing: true,
      communityServiceDataSharing: true,
      ...overrides,
    })
    .returning();
  return membership!;
}

/** An organization with a primary location, a manager and a viewer. */
export async function createOrganizationWithMembers(db: DbOrTx) {
  const organization = await createOrganization(db);
  const location = await createLocation(db, organization.id, { primary: true });
  const manager = await createUser(db, { locationId: location.id });
  const viewer = await createUser(db, { locationId: location.id });
  await addOrganizationMember(db, manager.id, organization.id, 'organization_manager');
  await addOrganizationMember(db, viewer.id, organization.id, 'organization_viewer');
  return { organization, location, manager, viewer };
}

/** One intake record of a location (January 2024, canine, unless given). */
export async function createIntake(
  db: DbOrTx,
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

export type MonthRecords = {
  locationId: number;
  organizationId: number;
  species: string;
  year: number;
  month: number;
  counts?: Record<string, number>;
  intakes?: Record<string, number>;
  outcomes?: Record<string, number>;
  services?: Record<string, number>;
};

const RECORD_TABLES = {
  counts: animalCounts,
  intakes: animalIntakes,
  outcomes: animalOutcomes,
  services: animalServices,
} as const;

/** The records of one location, species and month (each kind given is one row). */
export async function insertMonth(db: DbOrTx, records: MonthRecords) {
  const { locationId, organizationId, species, year, month } = records;
  const keys = {
    locationId,
    organizationId,
    species,
    yearOfRecord: year,
    monthOfRecord: month,
    dateOfRecord: `${year}-${String(month).padStart(2, '0')}-01`,
  };
  for (const kind of Object.keys(RECORD_TABLES) as (keyof typeof RECORD_TABLES)[]) {
    const values = records[kind];
    if (values) await db.insert(RECORD_TABLES[kind]).values({ ...keys, ...values } as never);
  }
}

/** The id of a reference county by its FIPS code (counties are loaded with the template database). */
export async function countyId(db: DbOrTx, fipsCode: string): Promise<number> {
  const [row] = await db
    .select({ id: usCounties.id })
    .from(usCounties)
    .where(eq(usCounties.fipsCode, fipsCode));
  return row!.id;
}

/** The first reference county of a state, by name. */
export async function countyOf(database: Database, state: string) {
  const [county] = await database.db
    .select()
    .from(usCounties)
    .where(eq(usCounties.usState, state))
    .orderBy(usCounties.name)
    .limit(1);
  return county!;
}
