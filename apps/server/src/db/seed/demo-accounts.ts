/** Writes the demo organizations and their locations, placing US locations in their real county. */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../connection';
import { locations, organizations, usCounties } from '../schema/index';
import { DEMO_ORGANIZATIONS, type DemoLocation, type DemoOrganization } from './demo-organizations';

export type InsertedOrganization = Omit<DemoOrganization, 'locations'> & {
  id: number;
  locations: (DemoLocation & { id: number })[];
};

async function findCounties(db: DbOrTx, names: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: usCounties.id, name: usCounties.name })
    .from(usCounties)
    .where(and(eq(usCounties.usState, 'TX'), inArray(usCounties.name, names)));
  const counties = new Map(rows.map((r) => [r.name, r.id]));
  const missing = names.filter((name) => !counties.has(name));
  if (missing.length > 0) {
    throw new Error(`US counties not found (${missing.join(', ')}): load the reference data before seeding.`);
  }
  return counties;
}

export async function insertDemoOrganizations(
  db: DbOrTx,
  createdAt: Date,
): Promise<Map<string, InsertedOrganization>> {
  const allLocations = DEMO_ORGANIZATIONS.flatMap((o) => o.locations);
  const counties = await findCounties(db, [
    ...new Set(allLocations.flatMap((l) => (l.county ? [l.county] : []))),
  ]);
  const orgRows = await db
    .insert(organizations)
    .values(
      DEMO_ORGANIZATIONS.map(({ key: _key, locations: _locations, ...org }) => ({
        ...org,
        authorizedAt: org.status === 'confirmed' ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: organizations.id, name: organizations.name });
  const orgIds = new Map(orgRows.map((r) => [r.name, r.id]));
  const locationValues = DEMO_ORGANIZATIONS.flatMap((org) =>
    org.locations.map(({ key: _key, county, data: _data, ...location }) => ({
      ...location,
      organizationId: orgIds.get(org.name)!,
      usCountyId: county ? counties.get(county) : null,
      createdAt,
      updatedAt: createdAt,
    })),
  );
  const locationRows = await db
    .insert(locations)
    .values(locationValues)
    .returning({ id: locations.id, name: locations.name });
  const locationIds = new Map(locationRows.map((r) => [r.name, r.id]));
  return new Map(
    DEMO_ORGANIZATIONS.map((org) => [
      org.key,
      {
        ...org,
        id: orgIds.get(org.name)!,
        locations: org.locations.map((location) => ({ ...location, id: locationIds.get(location.name)! })),
      },
    ]),
  );
}
