/** Factories that build the world a test needs: each call makes fresh, unique rows. */
import { hashPassword } from '../../src/auth/password';
import type { DbOrTx } from '../../src/db/connection';
import {
  coalitionMemberships,
  coalitions,
  locations,
  organizations,
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
