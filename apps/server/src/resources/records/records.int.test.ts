import { ENTERED_FIELDS, MAX_COUNT, type RecordKind, toSnakeCase, VALIDATION_MESSAGES } from '@sac/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { createLocation, createOrganizationWithMembers, createUser } from '../../../test/support/factories';
import { type Session, signIn } from '../../../test/support/http';
import { dataEntryStatuses, entryLogs, organizationDataEntryStatuses } from '../../db/schema/index';
import { RECORD_TABLES } from '../../db/seed/record-rows';
import { findStatusMismatches } from '../../db/seed/status-check';

type World = Awaited<ReturnType<typeof createOrganizationWithMembers>>;

describe('monthly records', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.database.db, { systemAdmin: true });
  });
  beforeEach(() => t.clock.set('2025-06-15T12:00:00Z'));
  afterAll(() => t.close());

  async function insertRecord(
    world: Pick<World, 'organization' | 'location'>,
    kind: RecordKind,
    overrides: {
      species?: string;
      year?: number;
      month?: number;
      counts?: Record<string, number | null>;
    } = {},
  ): Promise<number> {
    const year = overrides.year ?? 2025;
    const month = overrides.month ?? 5;
    // biome-ignore lint/suspicious/noExplicitAny: any of the four record tables
    const table = RECORD_TABLES[kind] as any;
    const rows = (await t.database.db
      .insert(table)
      .values({
        locationId: world.location.id,
        organizationId: world.organization.id,
        species: overrides.species ?? 'canine',
        yearOfRecord: year,
        monthOfRecord: month,
        dateOfRecord: `${year}-${String(month).padStart(2, '0')}-01`,
        ...overrides.counts,
      })
      .returning()) as { id: number }[];
    return rows[0]!.id;
  }

  const patch = (session: Session, kind: RecordKind, id: number, attributes: Record<string, unknown>) =>
    session.request({
      method: 'PATCH',
      url: `/api/v1/${kind}/${id}`,
      payload: { data: { id: String(id), type: kind, attributes } },
    });
  const show = async (session: Session, kind: RecordKind, id: number) =>
    (await session.request({ method: 'GET', url: `/api/v1/${kind}/${id}` })).json().data.attributes;
  const logsOf = (locationId: number) =>
    t.database.db.select().from(entryLogs).where(eq(entryLogs.locationId, locationId));
  const statusOf = async (locationId: number, action = 'intake_outcome') =>
    (
      await t.database.db
        .select()
        .from(dataEntryStatuses)
        .where(and(eq(dataEntryStatuses.locationId, locationId), eq(dataEntryStatuses.action, action)))
    ).map((r) => `${r.year}-${r.month}:${r.status}`);
  const organizationStatusOf = async (organizationId: number, action = 'intake_outcome') =>
    (
      await t.database.db
        .select()
        .from(organizationDataEntryStatuses)
        .where(
          and(
            eq(organizationDataEntryStatuses.organizationId, organizationId),
            eq(organizationDataEntryStatuses.action, action),
          ),
        )
    ).map((r) => `${r.year}-${r.month}:${r.status}`);
  const allFilled = (kind: RecordKind, value = 1) =>
    Object.fromEntries(ENTERED_FIELDS[kind].map((f) => [toSnakeCase(f), value]));

  it('a manager saves intake counts; they read back with totals computed by the server', async () => {
    const world = await createOrganizationWithMembers(t.database.db);
    const id = await insertRecord(world, 'animal_intakes');
    const session = await signIn(t.app, world.manager.email);
    const response = await patch(session, 'animal_intakes', id, {
      adult_stray_at_large_count: 4,
      youth_stray_at_large_count: 2,
      adult_relinquished_by_owner_count: 0,
    });
    expect(response.statusCode).toBe(200);
    const saved = await show(session, 'animal_intakes', id);
    expect(saved).toMatchObject({
      adult_stray_at_large_count: 4,
      youth_stray_at_large_count: 2,
      age_unknown_stray_at_large_count: null,
      total_stray_at_large_count: 6,
      adult_relinquished_by_owner_count: 0,
      total_live_intake_count: 6,
      species: 'canine',
      year_of_record: 2025,
      month_of_record: 5,
    });
    // Clearing a count (null) means not yet entered.
    expect(
      (await patch(session, 'animal_intakes', id, { youth_stray_at_large_count: null })).statusCode,
    ).toBe(200);
    expect(await show(session, 'animal_intakes', id)).toMatchObject({
      youth_stray_at_large_count: null,
      total_live_intake_count: 4,
    });
  });

  it('refuses totals as input, naming the field, and saves nothing of the request', async () => {
    const world = await createOrganizationWithMembers(t.database.db);
    const id = await insertRecord(world, 'animal_outcomes');
    const session = await signIn(t.app, world.manager.email);
    const response = await patch(session, 'animal_outcomes', id, {
      adult_adoption_count: 3,
      total_outcomes_count: 99,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].source.pointer).toBe('/data/attributes/total_outcomes_count');
    expect(await show(session, 'animal_outcomes', id)).toMatchObject({
      adult_adoption_count: null,
      total_outcomes_count: 0,
    });
    expect(await logsOf(world.location.id)).toEqual([]);
  });

  it.each([
    ['a fraction', 2.5, 'ending_animal_count must be a whole number.'],
    ['a negative number', -1, VALIDATION_MESSAGES.countInvalid],
    ['text', 'many', 'ending_animal_count must be a whole number between -2147483648 and 2147483647.'],
    ['a huge number', 1e12, VALIDATION_MESSAGES.countTooLarge],
    ['one past the largest count', MAX_COUNT + 1, VALIDATION_MESSAGES.countTooLarge],
    ['a boolean', true, 'ending_animal_count must be a whole number.'],
  ])(
    'refuses %s as a count with a 422 naming the field in plain words; nothing is saved',
    async (_label, value, detail) => {
      const world = await createOrganizationWithMembers(t.database.db);
      const id = await insertRecord(world, 'animal_counts');
      const session = await signIn(t.app, world.manager.email);
      const response = await patch(session, 'animal_counts', id, {
        beginning_animal_count: 5,
        ending_animal_count: value,
      });
      expect(response.statusCode).toBe(422);
      expect(
        response
          .json()
          .errors.map((e: { detail: string; source: { pointer: string } }) => [e.source.pointer, e.detail]),
      ).toEqual([['/data/attributes/ending_animal_count', detail]]);
      expect(await show(session, 'animal_counts', id)).toMatchObject({
        beginning_animal_count: null,
        ending_animal_count: null,
      });
      expect(await logsOf(world.location.id)).toEqual([]);
      expect(await statusOf(world.location.id)).toEqual([]);
    },
  );

  it('refuses a record of a future month (by the server clock) and accepts it once the month has come', async () => {
    const world = await createOrganizationWithMembers(t.database.db);
    const id = await insertRecord(world, 'animal_services', { year: 2025, month: 7 });
    const session = await signIn(t.app, world.manager.email);
    const refused = await patch(session, 'animal_services', id, { adult_pet_food_count: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      detail: 'Date cannot be in the future',
      source: { pointer: '/data/attributes/month_of_record' },
    });
    expect(await show(session, 'animal_services', id)).toMatchObject({ adult_pet_food_count: null });
    t.clock.set('2025-07-01T12:00:00Z');
    const later = await signIn(t.app, world.manager.email);
    expect((await patch(later, 'animal_services', id, { adult_pet_food_count: 1 })).statusCode).toBe(200);
  });

  it("refuses changes to a closed location's records with the closed-location message", async () => {
    const world = await createOrganizationWithMembers(t.database.db);
    const closed = await createLocation(t.database.db, world.organization.id, {
      name: 'Northside Shelter',
      status: 'closed',
    });
    const id = await insertRecord({ ...world, location: closed }, 'animal_intakes');
    for (const email of [world.manager.email, admin.email]) {
      const response = await patch(await signIn(t.app, email), 'animal_intakes', id, {
        adult_stray_at_large_count: 1,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].detail).toBe(
        'Northside Shelter - location is closed by system admin. If you want to enter data for this location please contact the helpdesk, helpdesk@shelteranimalscount.org.',
      );
    }
    expect(await logsOf(closed.id)).toEqual([]);
  });

  it("a viewer cannot save (403); another organization's manager does not find the record (404); an admin saves anywhere", async () => {
    const world = await createOrganizationWithMembers(t.database.db);
    const other = await createOrganizationWithMembers(t.database.db);
    const id = await insertRecord(world, 'animal_outcomes');
    const viewer = await signIn(t.app, world.viewer.email);
    expect((await patch(viewer, 'animal_outcomes', id, { adult_adoption_count: 1 })).statusCode).toBe(403);
    expect(await show(viewer, 'animal_outcomes', id)).toMatchObject({ adult_adoption_count: null });
    const stranger = await signIn(t.app, other.manager.email);
    expect((await patch(stranger, 'animal_outcomes', id, { adult_adoption_count: 1 })).statusCode).toBe(404);
    expect((await stranger.request({ method: 'GET', url: `/api/v1/animal_outcomes/${id}` })).statusCode).toBe(
      404,
    );
    const list = await stranger.request({
      method: 'GET',
      url: `/api/v1/animal_outcomes?filter[location_id][eq]=${world.location.id}`,
    });
    expect(list.json().data).toEqual([]);
    const adminSession = await signIn(t.app, admin.email);
    expect((await patch(adminSession, 'animal_outcomes', id, { adult_adoption_count: 2 })).statusCode).toBe(
      200,
    );
    expect(await show(viewer, 'animal_outcomes', id)).toMatchObject({ adult_adoption_count: 2 });
  });

  it('after each save the location-month and organization-month statuses follow the domain rules, and the entry is logged', async () => {
    const world = await createOrganizationWithMembers(t.database.db);
    const second = await createLocation(t.database.db, world.organization.id);
    const ids = {
      animal_counts: await insertRecord(world, 'animal_counts'),
      animal_intakes: await insertRecord(world, 'animal_intakes'),
      animal_outcomes: await insertRecord(world, 'animal_outcomes'),
    };
    const session = await signIn(t.app, world.manager.email);
    expect(
      (await patch(session, 'animal_counts', ids.animal_counts, allFilled('animal_counts'))).statusCode,
    ).toBe(200);
    expect(await statusOf(world.location.id)).toEqual(['2025-5:incomplete']);
    expect(await organizationStatusOf(world.organization.id)).toEqual(['2025-5:incomplete']);
    expect(await findStatusMismatches(t.database, [world.organization.id])).toEqual([]);

    for (const kind of ['animal_intakes', 'animal_outcomes'] as const) {
      expect((await patch(session, kind, ids[kind], allFilled(kind, 0))).statusCode).toBe(200);
    }
    expect(await statusOf(world.location.id)).toEqual(['2025-5:complete']);
    // The second location has entered nothing: the organization's month is not complete yet.
    expect(await organizationStatusOf(world.organization.id)).toEqual(['2025-5:incomplete']);
    expect(await findStatusMismatches(t.database, [world.organization.id])).toEqual([]);

    const logs = await logsOf(world.location.id);
    expect(logs).toHaveLength(3);
    expect(logs[0]).toMatchObject({
      organizationId: world.organization.id,
      userId: world.manager.id,
      action: 'intake_outcome',
      channel: 'manually',
      year: 2025,
      month: 5,
    });
    expect(second.id).toBeGreaterThan(0);
  });

  it('concurrent saves of one month each see the others: the status ends complete', async () => {
    const world = await createOrganizationWithMembers(t.database.db);
    const kinds = ['animal_counts', 'animal_intakes', 'animal_outcomes'] as const;
    const ids = await Promise.all(kinds.map((kind) => insertRecord(world, kind)));
    const sessions = await Promise.all(kinds.map(() => signIn(t.app, world.manager.email)));
    const responses = await Promise.all(
      kinds.map((kind, i) => patch(sessions[i]!, kind, ids[i]!, allFilled(kind, 2))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await statusOf(world.location.id)).toEqual(['2025-5:complete']);
    expect(await organizationStatusOf(world.organization.id)).toEqual(['2025-5:complete']);
  });

  it('services statuses: in progress, then complete with or without services provided', async () => {
    const world = await createOrganizationWithMembers(t.database.db);
    const id = await insertRecord(world, 'animal_services');
    const session = await signIn(t.app, world.manager.email);
    await patch(session, 'animal_services', id, { adult_pet_food_count: 0 });
    expect(await statusOf(world.location.id, 'services')).toEqual(['2025-5:inProgress']);
    await patch(session, 'animal_services', id, allFilled('animal_services', 0));
    expect(await statusOf(world.location.id, 'services')).toEqual(['2025-5:completeNoServicesProvided']);
    await patch(session, 'animal_services', id, { youth_grooming_count: 3 });
    expect(await statusOf(world.location.id, 'services')).toEqual(['2025-5:completeServicesProvided']);
    expect(await organizationStatusOf(world.organization.id, 'services')).toEqual([
      '2025-5:completeServicesProvided',
    ]);
    expect(await findStatusMismatches(t.database, [world.organization.id])).toEqual([]);
    expect((await logsOf(world.location.id)).map((l) => l.action)).toEqual([
      'services',
      'services',
      'services',
    ]);
  });

  it('filters by month, location, organization and species; page size up to 1000', async () => {
    const world = await createOrganizationWithMembers(t.database.db);
    await insertRecord(world, 'animal_counts', { species: 'canine' });
    await insertRecord(world, 'animal_counts', { species: 'feline' });
    await insertRecord(world, 'animal_counts', { species: 'canine', month: 4 });
    const session = await signIn(t.app, world.viewer.email);
    const read = async (query: string) => {
      const response = await session.request({ method: 'GET', url: `/api/v1/animal_counts?${query}` });
      return response.statusCode === 200
        ? response
            .json()
            .data.map(
              (r: { attributes: { species: string; month_of_record: number } }) =>
                `${r.attributes.species}-${r.attributes.month_of_record}`,
            )
        : response.statusCode;
    };
    expect(
      await read(
        `filter[location_id][eq]=${world.location.id}&filter[year_of_record][eq]=2025&filter[month_of_record][eq]=5&page[size]=1000`,
      ),
    ).toEqual(['canine-5', 'feline-5']);
    expect(
      await read(
        `filter[organization_id][eq]=${world.organization.id}&filter[species][eq]=canine&sort=month_of_record`,
      ),
    ).toEqual(['canine-4', 'canine-5']);
    expect(await read(`filter[location_id][eq]=${world.location.id}&page[size]=1001`)).toBe(400);
  });

  describe('species added and removed by sideposting on the location', () => {
    const sidepost = (
      session: Session,
      locationId: number,
      operations: {
        kind: RecordKind;
        method: 'create' | 'destroy';
        id?: number;
        attributes?: Record<string, unknown>;
      }[],
    ) => {
      const relationships: Record<string, { data: unknown[] }> = {};
      const included: unknown[] = [];
      operations.forEach((op, i) => {
        relationships[op.kind] ??= { data: [] };
        if (op.method === 'create') {
          relationships[op.kind]!.data.push({ type: op.kind, 'temp-id': `t${i}`, method: 'create' });
          included.push({ type: op.kind, 'temp-id': `t${i}`, attributes: op.attributes });
        } else relationships[op.kind]!.data.push({ type: op.kind, id: String(op.id), method: 'destroy' });
      });
      return session.request({
        method: 'PATCH',
        url: `/api/v1/locations/${locationId}`,
        payload: {
          data: { id: String(locationId), type: 'locations', attributes: {}, relationships },
          included,
        },
      });
    };
    const newMonth = (locationId: number, species: string, month = 5) => ({
      location_id: locationId,
      species,
      month_of_record: month,
      year_of_record: 2025,
    });
    const kinds = ['animal_counts', 'animal_intakes', 'animal_outcomes'] as const;
    const countOf = async (kind: RecordKind, locationId: number) =>
      (await t.database.query(`select count(*)::int as n from ${kind} where location_id = $1`, [locationId]))
        .rows[0]!.n;

    it("a manager adds a species to a month: its records are created at once and the month's statuses refreshed", async () => {
      const world = await createOrganizationWithMembers(t.database.db);
      const existing = await insertRecord(world, 'animal_counts', { counts: { beginningAnimalCount: 3 } });
      const session = await signIn(t.app, world.manager.email);
      const response = await sidepost(
        session,
        world.location.id,
        kinds.map((kind) => ({
          kind,
          method: 'create' as const,
          attributes: newMonth(world.location.id, 'rabbit'),
        })),
      );
      expect(response.statusCode).toBe(200);
      const created = response.json().included as { type: string; attributes: Record<string, unknown> }[];
      expect(created.map((r) => r.type).sort()).toEqual([...kinds].sort());
      expect(created[0]!.attributes).toMatchObject({
        species: 'rabbit',
        organization_id: world.organization.id,
        date_of_record: '2025-05-01',
      });
      for (const kind of kinds)
        expect(await countOf(kind, world.location.id)).toBe(kind === 'animal_counts' ? 2 : 1);
      expect(await statusOf(world.location.id)).toEqual(['2025-5:incomplete']);
      expect(await findStatusMismatches(t.database, [world.organization.id])).toEqual([]);
      expect(existing).toBeGreaterThan(0);
    });

    it('removing a species destroys its records and refreshes the statuses (a month without records has none)', async () => {
      const world = await createOrganizationWithMembers(t.database.db);
      const ids = await Promise.all(
        kinds.map((kind) => insertRecord(world, kind, { counts: allFilledCamel(kind) })),
      );
      const session = await signIn(t.app, world.manager.email);
      // A save first, so a status row exists.
      expect((await patch(session, 'animal_counts', ids[0]!, { beginning_animal_count: 2 })).statusCode).toBe(
        200,
      );
      expect(await statusOf(world.location.id)).toEqual(['2025-5:complete']);
      const response = await sidepost(
        session,
        world.location.id,
        kinds.map((kind, i) => ({ kind, method: 'destroy' as const, id: ids[i] })),
      );
      expect(response.statusCode).toBe(200);
      for (const kind of kinds) expect(await countOf(kind, world.location.id)).toBe(0);
      expect(await statusOf(world.location.id)).toEqual([]);
      expect(await organizationStatusOf(world.organization.id)).toEqual([]);
      expect(await findStatusMismatches(t.database, [world.organization.id])).toEqual([]);
    });

    it('one failing part rolls back the whole species change', async () => {
      const world = await createOrganizationWithMembers(t.database.db);
      const counts = await insertRecord(world, 'animal_counts', { counts: { beginningAnimalCount: 1 } });
      const session = await signIn(t.app, world.manager.email);
      await patch(session, 'animal_counts', counts, { ending_animal_count: 1 });
      const before = await statusOf(world.location.id);
      const response = await sidepost(session, world.location.id, [
        { kind: 'animal_counts', method: 'destroy', id: counts },
        { kind: 'animal_intakes', method: 'create', attributes: newMonth(world.location.id, 'feline') },
        { kind: 'animal_outcomes', method: 'create', attributes: newMonth(world.location.id, 'feline', 8) },
      ]);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].detail).toBe('Date cannot be in the future');
      expect(await countOf('animal_counts', world.location.id)).toBe(1);
      expect(await countOf('animal_intakes', world.location.id)).toBe(0);
      expect(await countOf('animal_outcomes', world.location.id)).toBe(0);
      expect(await statusOf(world.location.id)).toEqual(before);
    });

    it('refuses an unknown species and a species already in the month', async () => {
      const world = await createOrganizationWithMembers(t.database.db);
      await insertRecord(world, 'animal_intakes', { species: 'canine' });
      const session = await signIn(t.app, world.manager.email);
      const unknown = await sidepost(session, world.location.id, [
        { kind: 'animal_intakes', method: 'create', attributes: newMonth(world.location.id, 'dragon') },
      ]);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors[0].source.pointer).toBe('/included/0/attributes/species');
      const duplicate = await sidepost(session, world.location.id, [
        { kind: 'animal_intakes', method: 'create', attributes: newMonth(world.location.id, 'canine') },
      ]);
      expect([409, 422]).toContain(duplicate.statusCode);
      expect(await countOf('animal_intakes', world.location.id)).toBe(1);
    });

    it("a viewer cannot change a month's species; another organization's manager cannot reach the location", async () => {
      const world = await createOrganizationWithMembers(t.database.db);
      const other = await createOrganizationWithMembers(t.database.db);
      const id = await insertRecord(world, 'animal_counts');
      const add = [
        {
          kind: 'animal_counts' as const,
          method: 'create' as const,
          attributes: newMonth(world.location.id, 'bird'),
        },
      ];
      expect(
        (await sidepost(await signIn(t.app, world.viewer.email), world.location.id, add)).statusCode,
      ).toBe(403);
      const stranger = await signIn(t.app, other.manager.email);
      expect((await sidepost(stranger, world.location.id, add)).statusCode).toBe(404);
      // Nor destroy this organization's record through their own location.
      const destroy = [{ kind: 'animal_counts' as const, method: 'destroy' as const, id }];
      expect((await sidepost(stranger, other.location.id, destroy)).statusCode).toBe(404);
      expect(await countOf('animal_counts', world.location.id)).toBe(1);
      const adminSession = await signIn(t.app, admin.email);
      expect((await sidepost(adminSession, world.location.id, add)).statusCode).toBe(200);
      expect(await countOf('animal_counts', world.location.id)).toBe(2);
    });
  });
});

function allFilledCamel(kind: RecordKind): Record<string, number> {
  return Object.fromEntries(ENTERED_FIELDS[kind].map((f) => [f, 0]));
}
