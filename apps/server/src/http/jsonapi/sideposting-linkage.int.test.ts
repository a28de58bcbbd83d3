/**
 * Issue 10 item 2: a relationship entry of `PATCH /api/v1/locations/{id}` never moves a record that
 * belongs to another location (or organization); it is refused with 422 naming the relationship and
 * nothing is stored. Entries for records of the location itself still work.
 */
import { ENTERED_FIELDS, type RecordKind, toSnakeCase } from '@sac/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { createLocation, createOrganizationWithMembers, createUser } from '../../../test/support/factories';
import { type Session, signIn } from '../../../test/support/http';
import { dataEntryStatuses, entryLogs, organizationDataEntryStatuses } from '../../db/schema/index';
import { RECORD_TABLES } from '../../db/seed/record-rows';

type World = Awaited<ReturnType<typeof createOrganizationWithMembers>>;

const RECORD_KINDS = Object.keys(RECORD_TABLES) as RecordKind[];

describe('relationship entries on a location never move a record', () => {
  let t: TestApp;
  let admin: Session;
  let world: World;
  let manager: Session;
  beforeAll(async () => {
    t = await createTestApp();
    const adminUser = await createUser(t.database.db, { systemAdmin: true });
    admin = await signIn(t.app, adminUser.email);
    world = await createOrganizationWithMembers(t.database.db);
    manager = await signIn(t.app, world.manager.email);
  });
  beforeEach(() => t.clock.set('2025-06-15T12:00:00Z'));
  afterAll(() => t.close());

  const patchLocation = (session: Session, locationId: number, payload: Record<string, unknown>) =>
    session.request({ method: 'PATCH', url: `/api/v1/locations/${locationId}`, payload });

  const linkage = (locationId: number, kind: RecordKind, entry: Record<string, unknown>) => ({
    data: {
      id: String(locationId),
      type: 'locations',
      attributes: {},
      relationships: { [kind]: { data: [entry] } },
    },
  });

  /** Adds a species to a month the way the web client does, so the month's statuses exist. */
  async function createRecord(session: Session, locationId: number, kind: RecordKind, species = 'canine') {
    const response = await patchLocation(session, locationId, {
      data: {
        id: String(locationId),
        type: 'locations',
        attributes: {},
        relationships: { [kind]: { data: [{ type: kind, 'temp-id': 'n1', method: 'create' }] } },
      },
      included: [
        {
          type: kind,
          'temp-id': 'n1',
          attributes: { location_id: locationId, species, month_of_record: 5, year_of_record: 2025 },
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    return Number(response.json().included[0].id);
  }

  async function recordRow(kind: RecordKind, id: number) {
    // biome-ignore lint/suspicious/noExplicitAny: any of the four record tables
    const table = RECORD_TABLES[kind] as any;
    const [row] = await t.database.db.select().from(table).where(eq(table.id, id));
    return row as { locationId: number; organizationId: number; updatedAt: Date };
  }

  /** Everything a move would change: statuses of both ends and their organizations, and the entry log. */
  async function snapshot(locationIds: number[], organizationIds: number[]) {
    const db = t.database.db;
    return {
      statuses: await db
        .select()
        .from(dataEntryStatuses)
        .where(inArray(dataEntryStatuses.locationId, locationIds)),
      organizationStatuses: await db
        .select()
        .from(organizationDataEntryStatuses)
        .where(inArray(organizationDataEntryStatuses.organizationId, organizationIds)),
      logs: await db.select().from(entryLogs).where(inArray(entryLogs.locationId, locationIds)),
    };
  }

  async function expectRefused(
    session: Session,
    target: { id: number; organizationId: number },
    kind: RecordKind,
    recordId: number,
    entry: Record<string, unknown>,
    payloadExtra: Record<string, unknown> = {},
  ) {
    const before = await recordRow(kind, recordId);
    const locationIds = [before.locationId, target.id];
    const organizationIds = [before.organizationId, target.organizationId];
    const worldBefore = await snapshot(locationIds, organizationIds);
    const response = await patchLocation(session, target.id, {
      ...linkage(target.id, kind, entry),
      ...payloadExtra,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        code: 'relationship_cannot_move_record',
        detail: `${kind} ${recordId} belongs to another record: a relationship (${kind}) cannot move it here.`,
        source: { pointer: `/data/relationships/${kind}/data/0` },
      }),
    ]);
    expect(await recordRow(kind, recordId)).toEqual(before);
    expect(await snapshot(locationIds, organizationIds)).toEqual(worldBefore);
  }

  for (const kind of RECORD_KINDS) {
    describe(kind, () => {
      it('a manager cannot move a record of one location to another by linkage', async () => {
        const from = await createLocation(t.database.db, world.organization.id);
        const to = await createLocation(t.database.db, world.organization.id);
        const id = await createRecord(manager, from.id, kind);
        await expectRefused(manager, to, kind, id, { type: kind, id: String(id) });
        // Not with method update either, with or without attributes.
        await expectRefused(manager, to, kind, id, { type: kind, id: String(id), method: 'update' });
        const attribute = toSnakeCase(ENTERED_FIELDS[kind][0]!);
        await expectRefused(
          manager,
          to,
          kind,
          id,
          { type: kind, id: String(id), method: 'update' },
          { included: [{ type: kind, id: String(id), attributes: { [attribute]: 3 } }] },
        );
      });

      it('a manager cannot move a record into a closed location', async () => {
        const from = await createLocation(t.database.db, world.organization.id);
        const closed = await createLocation(t.database.db, world.organization.id, { status: 'closed' });
        const id = await createRecord(manager, from.id, kind);
        await expectRefused(manager, closed, kind, id, { type: kind, id: String(id) });
      });

      it('an admin cannot move a record to another organization’s location', async () => {
        const other = await createOrganizationWithMembers(t.database.db);
        const id = await createRecord(admin, world.location.id, kind, 'feline');
        await expectRefused(admin, other.location, kind, id, { type: kind, id: String(id) });
        await t.database.db
          // biome-ignore lint/suspicious/noExplicitAny: any of the four record tables
          .delete(RECORD_TABLES[kind] as any)
          // biome-ignore lint/suspicious/noExplicitAny: any of the four record tables
          .where(eq((RECORD_TABLES[kind] as any).id, id));
      });

      it('another organization’s record stays out of a manager’s reach (404)', async () => {
        const other = await createOrganizationWithMembers(t.database.db);
        const id = await createRecord(admin, other.location.id, kind, 'rabbit');
        const before = await recordRow(kind, id);
        const response = await patchLocation(
          manager,
          world.location.id,
          linkage(world.location.id, kind, { type: kind, id: String(id) }),
        );
        expect(response.statusCode, response.body).toBe(404);
        expect(await recordRow(kind, id)).toEqual(before);
      });

      it('linkage of a record of the location itself is accepted and changes nothing', async () => {
        const location = await createLocation(t.database.db, world.organization.id);
        const id = await createRecord(manager, location.id, kind);
        const before = await recordRow(kind, id);
        const worldBefore = await snapshot([location.id], [world.organization.id]);
        t.clock.advance(60_000);
        const response = await patchLocation(
          manager,
          location.id,
          linkage(location.id, kind, { type: kind, id: String(id) }),
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(await recordRow(kind, id)).toEqual(before);
        expect(await snapshot([location.id], [world.organization.id])).toEqual(worldBefore);
        // The web client's removal of a species (method destroy) still works.
        const destroyed = await patchLocation(
          manager,
          location.id,
          linkage(location.id, kind, { type: kind, id: String(id), method: 'destroy' }),
        );
        expect(destroyed.statusCode, destroyed.body).toBe(200);
        expect(await recordRow(kind, id)).toBeUndefined();
      });
    });
  }

  it('an update of a record of the location itself, sent through the relationship, is saved', async () => {
    const location = await createLocation(t.database.db, world.organization.id);
    const id = await createRecord(manager, location.id, 'animal_counts');
    const response = await patchLocation(manager, location.id, {
      ...linkage(location.id, 'animal_counts', { type: 'animal_counts', id: String(id), method: 'update' }),
      included: [{ type: 'animal_counts', id: String(id), attributes: { ending_animal_count: 7 } }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().included[0].attributes).toMatchObject({
      ending_animal_count: 7,
      location_id: location.id,
    });
  });
});
