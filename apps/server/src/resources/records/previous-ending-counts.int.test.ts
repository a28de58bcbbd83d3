/**
 * Animal counts carry the previous month's ending counts of the same location and species (000 §3):
 * `previous_ending_animal_count` and `previous_ending_foster_animal_count`, read-only, null when that
 * month has no record or no value, wherever animal counts are read.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  createLocation,
  createOrganization,
  createOrganizationWithMembers,
} from '../../../test/support/factories';
import { type Session, signIn } from '../../../test/support/http';
import { animalCounts } from '../../db/schema/index';

type World = Awaited<ReturnType<typeof createOrganizationWithMembers>>;
type Counts = { ending?: number | null; endingFoster?: number | null; archived?: boolean };
type Attributes = Record<string, unknown>;

describe("animal counts: the previous month's ending counts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.clock.set('2025-06-15T12:00:00Z'));
  afterAll(() => t.close());

  async function insertCounts(
    world: Pick<World, 'organization'>,
    locationId: number,
    species: string,
    year: number,
    month: number,
    counts: Counts = {},
  ): Promise<number> {
    const [row] = await t.database.db
      // biome-ignore lint/suspicious/noExplicitAny: the count columns are not in the table's type
      .insert(animalCounts as any)
      .values({
        locationId,
        organizationId: world.organization.id,
        species,
        yearOfRecord: year,
        monthOfRecord: month,
        dateOfRecord: `${year}-${String(month).padStart(2, '0')}-01`,
        endingAnimalCount: counts.ending ?? null,
        endingFosterAnimalCount: counts.endingFoster ?? null,
        archivedAt: counts.archived ? new Date('2025-01-01T00:00:00Z') : null,
      })
      .returning({ id: animalCounts.id });
    return row!.id;
  }

  const get = async (session: Session, url: string) => {
    const response = await session.request({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const previousOf = (attributes: Attributes) => [
    attributes.previous_ending_animal_count,
    attributes.previous_ending_foster_animal_count,
  ];
  const bySpecies = (records: { attributes: Attributes }[]) =>
    Object.fromEntries(records.map((r) => [r.attributes.species, previousOf(r.attributes)]));

  it("January reads December of the year before; other species, locations and months don't count", async () => {
    const world = await createOrganizationWithMembers(t.database.db);
    const other = await createLocation(t.database.db, world.organization.id);
    const { id: locationId } = world.location;
    await insertCounts(world, locationId, 'canine', 2024, 12, { ending: 12, endingFoster: 3 });
    await insertCounts(world, locationId, 'canine', 2024, 11, { ending: 90, endingFoster: 90 });
    await insertCounts(world, locationId, 'canine', 2025, 12, { ending: 80, endingFoster: 80 });
    await insertCounts(world, other.id, 'feline', 2024, 12, { ending: 70, endingFoster: 70 });
    await insertCounts(world, locationId, 'rabbit', 2024, 12, { ending: 0, endingFoster: 0 });
    const january = await insertCounts(world, locationId, 'canine', 2025, 1);
    await insertCounts(world, locationId, 'feline', 2025, 1);
    await insertCounts(world, locationId, 'rabbit', 2025, 1);
    const session = await signIn(t.app, world.viewer.email);

    const list = await get(
      session,
      `/api/v1/animal_counts?filter[location_id][eq]=${locationId}&filter[year_of_record][eq]=2025&filter[month_of_record][eq]=1&page[size]=1000`,
    );
    expect(bySpecies(list.data)).toEqual({ canine: [12, 3], feline: [null, null], rabbit: [0, 0] });

    const show = await get(session, `/api/v1/animal_counts/${january}`);
    expect(previousOf(show.data.attributes)).toEqual([12, 3]);

    const included = await get(
      session,
      `/api/v1/locations/${locationId}?include=animal_counts&filter[animal_counts.year_of_record][eq]=2025&filter[animal_counts.month_of_record][eq]=1`,
    );
    expect(bySpecies(included.included)).toEqual({ canine: [12, 3], feline: [null, null], rabbit: [0, 0] });
  });

  it('a month within the year reads the month before it', async () => {
    const world = await createOrganizationWithMembers(t.database.db);
    const { id: locationId } = world.location;
    await insertCounts(world, locationId, 'feline', 2025, 4, { ending: 7, endingFoster: 1 });
    const may = await insertCounts(world, locationId, 'feline', 2025, 5);
    const session = await signIn(t.app, world.manager.email);
    expect(previousOf((await get(session, `/api/v1/animal_counts/${may}`)).data.attributes)).toEqual([7, 1]);
  });

  it("null when the previous month has no record, no value, only an archived record or another organization's", async () => {
    const world = await createOrganizationWithMembers(t.database.db);
    const stranger = await createOrganization(t.database.db);
    const { id: locationId } = world.location;
    await insertCounts(world, locationId, 'canine', 2025, 2, { ending: 5, endingFoster: null });
    await insertCounts(world, locationId, 'feline', 2025, 2, { ending: 9, endingFoster: 9, archived: true });
    // Not something the API makes (a location keeps its organization), but never read across organizations.
    await insertCounts({ organization: stranger }, locationId, 'rabbit', 2025, 2, {
      ending: 4,
      endingFoster: 4,
    });
    await insertCounts(world, locationId, 'canine', 2025, 3);
    await insertCounts(world, locationId, 'feline', 2025, 3);
    await insertCounts(world, locationId, 'rabbit', 2025, 3);
    const session = await signIn(t.app, world.manager.email);
    const list = await get(
      session,
      `/api/v1/animal_counts?filter[location_id][eq]=${locationId}&filter[year_of_record][eq]=2025&filter[month_of_record][eq]=3`,
    );
    expect(bySpecies(list.data)).toEqual({
      canine: [5, null],
      feline: [null, null],
      rabbit: [null, null],
    });
  });

  it('follows a save of the previous month', async () => {
    const world = await createOrganizationWithMembers(t.database.db);
    const { id: locationId } = world.location;
    const december = await insertCounts(world, locationId, 'canine', 2024, 12, {
      ending: 1,
      endingFoster: 1,
    });
    const january = await insertCounts(world, locationId, 'canine', 2025, 1);
    const session = await signIn(t.app, world.manager.email);
    const saved = await session.request({
      method: 'PATCH',
      url: `/api/v1/animal_counts/${december}`,
      payload: {
        data: { id: String(december), type: 'animal_counts', attributes: { ending_animal_count: 20 } },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(previousOf((await get(session, `/api/v1/animal_counts/${january}`)).data.attributes)).toEqual([
      20, 1,
    ]);
  });

  it.each(['previous_ending_animal_count', 'previous_ending_foster_animal_count'])(
    'refuses %s on write, naming it, and stores nothing of the request',
    async (attribute) => {
      const world = await createOrganizationWithMembers(t.database.db);
      const { id: locationId } = world.location;
      await insertCounts(world, locationId, 'canine', 2024, 12, { ending: 12, endingFoster: 3 });
      const january = await insertCounts(world, locationId, 'canine', 2025, 1);
      const session = await signIn(t.app, world.manager.email);
      const response = await session.request({
        method: 'PATCH',
        url: `/api/v1/animal_counts/${january}`,
        payload: {
          data: {
            id: String(january),
            type: 'animal_counts',
            attributes: { beginning_animal_count: 12, [attribute]: 99 },
          },
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].source.pointer).toBe(`/data/attributes/${attribute}`);
      const stored = await t.database.db.execute(
        sql`select beginning_animal_count from animal_counts where id = ${january}`,
      );
      expect((stored as unknown as { rows: Attributes[] }).rows[0]).toEqual({ beginning_animal_count: null });
      const show = await get(session, `/api/v1/animal_counts/${january}`);
      expect(previousOf(show.data.attributes)).toEqual([12, 3]);
    },
  );
});
