/**
 * Aggregation (issue 16) end to end on the server, against local fakes of the vendors' APIs: an
 * administrator's request queues a run, the job reads the month and writes exactly the records the fixtures
 * make; unmapped types block with their list; a re-run changes nothing; a month entered by hand waits for an
 * administrator's choice; paging, a 429 waited out, refused credentials and a vendor that keeps failing.
 */
import { COMMON_EVENT_TYPES, eventKey } from '@sac/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { addOrganizationMember, createLocation, createOrganization } from '../../test/support/factories';
import { jsonApi, type Session } from '../../test/support/http';
import { signInNewUser } from '../../test/support/sessions';
import { startShelterbuddyFake } from '../../test/support/vendor-fakes/shelterbuddy-fake';
import { startShelterluvFake } from '../../test/support/vendor-fakes/shelterluv-fake';
import { generatedShelterluvMonth, shelterluvMonth } from '../../test/support/vendor-fakes/shelterluv-month';
import {
  aggregationRuns,
  animalCounts,
  animalEventTypes,
  animalIntakes,
  animalOutcomes,
  dataEntryStatuses,
  entryLogs,
} from '../db/schema/index';
import { runAggregation } from './run-aggregation';

const API_KEY = 'sl-aggregation-key-0001';
const BIG_KEY = 'sl-aggregation-key-big1';
const SB = { username: 'api.user', password: 'sb-password' };
const YEAR = 2026;
const MONTH = 10;
const FAST = { retries: 5, minBackoffMs: 5, requestsPerSecond: 1000 };

type Run = { id: string; attributes: Record<string, unknown> };

describe('aggregation', () => {
  let t: TestApp;
  let shelterluv: Awaited<ReturnType<typeof startShelterluvFake>>;
  let big: Awaited<ReturnType<typeof startShelterluvFake>>;
  let shelterbuddy: Awaited<ReturnType<typeof startShelterbuddyFake>>;
  let admin: Session;
  let manager: Session;
  let outsider: Session;
  let organizationId: number;
  let locationId: number;
  const fixture = shelterluvMonth(YEAR, MONTH);

  beforeAll(async () => {
    shelterluv = await startShelterluvFake({ apiKey: API_KEY, ...fixture });
    big = await startShelterluvFake({
      apiKey: BIG_KEY,
      ...generatedShelterluvMonth(YEAR, MONTH, { events: 1_050, animals: 300 }),
    });
    shelterbuddy = await startShelterbuddyFake({
      ...SB,
      locations: [{ Id: '1', Name: 'Main', UtcOffset: -5 }],
      animals: [
        { Id: '11', AnimalType: 'Dog', Status: 'Adopted', DateOfBirthUtc: '2020-01-01T00:00:00Z' },
        { Id: '12', AnimalType: 'Cat', Status: 'In Shelter' },
        { Id: '13', AnimalType: 'Alpaca', Status: 'In Shelter' },
      ],
      statusChanges: [
        // 3 a.m. UTC on October 1 is still September at UTC-5: not the month's.
        { AnimalId: '11', StatusCategory: 'Intake', Status: 'Stray', DateUtc: '2026-10-01T03:00:00Z' },
        { AnimalId: '11', StatusCategory: 'Outcome', Status: 'Adopted', DateUtc: '2026-10-09T15:00:00Z' },
        { AnimalId: '12', StatusCategory: 'Intake', Status: 'Surrendered', DateUtc: '2026-10-20T15:00:00Z' },
        {
          AnimalId: '12',
          StatusCategory: 'Movement',
          Status: 'Kennel change',
          DateUtc: '2026-10-21T15:00:00Z',
        },
        { AnimalId: '13', StatusCategory: 'Intake', Status: 'Stray', DateUtc: '2026-10-22T15:00:00Z' },
      ],
    });
    t = await createTestApp({
      jobs: true,
      config: { shelterluvBaseUrl: shelterluv.baseUrl, shelterbuddyBaseUrl: shelterbuddy.siteTemplate },
    });
    t.clock.set('2026-11-15T12:00:00Z');
    const db = t.database.db;
    const organization = await createOrganization(db, { shelterSoftware: 'ShelterLuv' });
    organizationId = organization.id;
    locationId = (await createLocation(db, organizationId, { primary: true })).id;
    manager = await signInNewUser(t, (id) => addOrganizationMember(db, id, organizationId));
    const other = await createOrganization(db, { shelterSoftware: 'ShelterLuv' });
    outsider = await signInNewUser(t, (id) => addOrganizationMember(db, id, other.id));
    admin = await signInNewUser(t, undefined, true);
    const saved = await manager.request({
      method: 'PATCH',
      url: `/api/v1/shelter_software_connections/${organizationId}`,
      payload: jsonApi(
        'shelter_software_connections',
        { vendor: 'shelterluv', api_key: API_KEY },
        organizationId,
      ),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await Promise.all([shelterluv.close(), big.close(), shelterbuddy.close()]);
  });

  const aggregate = (session: Session, body: unknown, vendor = 'shelterluv') =>
    session.request({ method: 'POST', url: `/api/v1/${vendor}_aggregations`, payload: body as object });
  const runOf = async (id: string | number): Promise<Run> =>
    (await admin.request({ method: 'GET', url: `/api/v1/aggregation_runs/${id}` })).json().data;
  /** Queues the month for an organization and runs its job here, as a worker would. */
  async function aggregateAndRun(orgId: number, vendor = 'shelterluv', isLastAttempt = true): Promise<Run> {
    const queued = await aggregate(admin, { orgId, month: MONTH, year: YEAR }, vendor);
    expect(queued.statusCode, queued.body).toBe(202);
    const [run] = queued.json().data as Run[];
    await runAggregation(t.database, t.config, Number(run!.id), { isLastAttempt, http: FAST });
    return runOf(run!.id);
  }
  async function mapCommonTypes(orgId: number, session: Session, vendor: 'shelterluv' | 'shelterbuddy') {
    const response = await session.request({
      method: 'POST',
      url: '/api/v1/animal_events/map_sac_categories',
      payload: {
        orgId,
        sacCategoryData: COMMON_EVENT_TYPES[vendor].map((c) => ({
          type: c.type,
          subtype: c.subtype,
          key: eventKey(c.type, c.subtype),
          sacCategory: c.proposed,
        })),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  /** The month's records of a table at a location, as rows keyed by field. */
  const monthRows = async (
    table: typeof animalIntakes | typeof animalOutcomes | typeof animalCounts,
    location = locationId,
  ): Promise<Array<Record<string, unknown> & { species: string }>> =>
    t.database.db
      .select()
      .from(table)
      .where(
        and(eq(table.locationId, location), eq(table.yearOfRecord, YEAR), eq(table.monthOfRecord, MONTH)),
      );

  describe('the request', () => {
    it('is for administrators: 403 for an organization manager', async () => {
      const response = await aggregate(manager, { orgId: organizationId, month: MONTH, year: YEAR });
      expect(response.statusCode).toBe(403);
    });

    it('names the field of bad input', async () => {
      const cases: Array<[unknown, string, string]> = [
        [{ orgId: 'abc', month: MONTH, year: YEAR }, 'org_id', 'Org ID must be a number'],
        [{ orgId: null }, 'month', 'Date is required'],
        [{ orgId: null, month: 13, year: YEAR }, 'month', 'Date is required'],
        [{ orgId: null, month: 12, year: YEAR }, 'month', 'Month cannot be in the future'],
        [{ orgId: 987654, month: MONTH, year: YEAR }, 'org_id', 'No organization has the ID 987654.'],
      ];
      for (const [body, field, detail] of cases) {
        const response = await aggregate(admin, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json().errors[0]).toMatchObject({
          detail,
          source: { pointer: `/data/attributes/${field}` },
        });
      }
      const nul = await aggregate(admin, { orgId: '12\u0000', month: MONTH, year: YEAR });
      expect(nul.statusCode).toBeGreaterThanOrEqual(400);
      expect(nul.statusCode).toBeLessThan(500);
      const unconnected = await aggregate(
        admin,
        { orgId: organizationId, month: MONTH, year: YEAR },
        'shelterbuddy',
      );
      expect(unconnected.json().errors[0].detail).toBe(
        `Organization ${organizationId} is not connected to ShelterBuddy: its manager stores the credentials on its API Mapping tab.`,
      );
    });

    it('queues one run per connected organization (Org ID blank), and a month queued once', async () => {
      const first = await aggregate(admin, { orgId: ' ', month: 9, year: YEAR });
      expect(first.statusCode, first.body).toBe(202);
      const runs = first.json().data as Run[];
      expect(runs.map((r) => r.attributes.org_id)).toEqual([organizationId]);
      expect(runs[0]!.attributes).toMatchObject({
        status: 'queued',
        vendor: 'shelterluv',
        year: YEAR,
        month: 9,
      });
      const again = await aggregate(admin, { orgId: organizationId, month: 9, year: YEAR });
      expect((again.json().data as Run[]).map((r) => r.id)).toEqual([runs[0]!.id]);
      const { rows } = await t.database.query(
        "select data from pgboss.job where name = 'aggregate-month' and data->>'runId' = $1",
        [runs[0]!.id],
      );
      expect(rows).toHaveLength(1);
      await t.database.db.delete(aggregationRuns).where(eq(aggregationRuns.id, Number(runs[0]!.id)));
    });
  });

  it('is blocked while event types are unmapped, listing them, and writes nothing', async () => {
    const run = await aggregateAndRun(organizationId);
    expect(run.attributes.status).toBe('blocked');
    expect(run.attributes.unmapped_types).toEqual([
      { key: 'Intake.Stray', events: 3 },
      { key: 'Outcome.Adoption', events: 2 },
      { key: 'Intake.OwnerSurrender', events: 2 },
      { key: 'Outcome.Foster', events: 1 },
      { key: 'Intake.Transfer', events: 1 },
      { key: 'Outcome.Transfer', events: 1 },
    ]);
    expect(run.attributes.message).toContain(
      '6 event types are not mapped to a SAC category: Intake.Stray (3 events)',
    );
    expect(await monthRows(animalIntakes)).toEqual([]);
    // The API Mapping now lists what the run saw.
    const seen = await t.database.db
      .select({ key: animalEventTypes.key, eventsSeen: animalEventTypes.eventsSeen })
      .from(animalEventTypes)
      .where(eq(animalEventTypes.organizationId, organizationId));
    expect(seen).toContainEqual({ key: 'Intake.Stray', eventsSeen: 3 });
  });

  it('writes the month’s exact records, counts, a complete status and an API entry log once mapped', async () => {
    await mapCommonTypes(organizationId, manager, 'shelterluv');
    const run = await aggregateAndRun(organizationId);
    expect(run.attributes).toMatchObject({
      status: 'completed',
      events_pulled: 10,
      events_counted: 9,
      events_not_counted: 1,
      events_unmapped: 0,
      records_written: 9,
      location_id: locationId,
      counts_note: null,
    });
    for (const [table, expected] of [
      [animalIntakes, fixture.expected.intakes],
      [animalOutcomes, fixture.expected.outcomes],
      [animalCounts, fixture.expected.counts],
    ] as const) {
      const rows = await monthRows(table);
      expect(rows.map((r) => r.species).sort()).toEqual(Object.keys(expected).sort());
      for (const row of rows) {
        const values = row as unknown as Record<string, unknown>;
        for (const [field, value] of Object.entries(expected[row.species]!)) {
          expect(values[field], `${row.species} ${field}`).toBe(value);
        }
        // Every other count of the month is 0, not empty: the month is complete.
        const filled = Object.entries(values).filter(
          ([k, v]) =>
            k.endsWith('Count') &&
            !k.startsWith('total') &&
            !k.startsWith('legacy') &&
            !k.includes('Legacy') &&
            v === null,
        );
        expect(filled, `${row.species}: empty fields`).toEqual([]);
      }
    }
    const [counts] = await monthRows(animalCounts);
    expect(counts!.beginningAnimalCountDate).toBe('2026-10-01');
    expect(counts!.endingAnimalCountDate).toBe('2026-10-31');
    const [status] = await t.database.db
      .select({ status: dataEntryStatuses.status })
      .from(dataEntryStatuses)
      .where(
        and(
          eq(dataEntryStatuses.locationId, locationId),
          eq(dataEntryStatuses.year, YEAR),
          eq(dataEntryStatuses.month, MONTH),
        ),
      );
    expect(status?.status).toBe('complete');
    const logs = await t.database.db.select().from(entryLogs).where(eq(entryLogs.locationId, locationId));
    expect(logs.map((l) => [l.channel, l.action, l.year, l.month])).toEqual([
      ['api', 'intake_outcome', YEAR, MONTH],
    ]);
  });

  it('changes nothing when the month is aggregated again', async () => {
    const before = await monthRows(animalIntakes);
    const run = await aggregateAndRun(organizationId);
    expect(run.attributes).toMatchObject({ status: 'unchanged', records_written: 0 });
    expect(await monthRows(animalIntakes)).toEqual(before);
    expect(
      await t.database.db.select().from(entryLogs).where(eq(entryLogs.locationId, locationId)),
    ).toHaveLength(1);
  });

  it('never replaces a month entered by hand silently: an administrator keeps or replaces it', async () => {
    const db = t.database.db;
    await t.database.query(
      "update animal_intakes set adult_stray_at_large_count = 7 where location_id = $1 and species = 'canine'",
      [locationId],
    );
    await db.insert(entryLogs).values({
      locationId,
      organizationId,
      action: 'intake_outcome',
      channel: 'manually',
      year: YEAR,
      month: MONTH,
      createdAt: new Date('2026-11-15T13:00:00Z'),
    });
    const run = await aggregateAndRun(organizationId);
    expect(run.attributes).toMatchObject({
      status: 'needs_review',
      records_written: 0,
      differences_count: 1,
      differences: [
        {
          table: 'animal_intakes',
          species: 'canine',
          field: 'adultStrayAtLargeCount',
          entered: 7,
          shelter_software: 1,
        },
      ],
    });
    const canine = async () => (await monthRows(animalIntakes)).find((r) => r.species === 'canine')!;
    expect((await canine()).adultStrayAtLargeCount).toBe(7);

    const resolve = (session: Session, choice: string) =>
      session.request({
        method: 'POST',
        url: `/api/v1/aggregation_runs/${run.id}/resolve`,
        payload: { choice },
      });
    expect((await resolve(manager, 'keep')).statusCode).toBe(403);
    expect((await resolve(admin, 'maybe')).json().errors[0].detail).toBe('Choice must be replace or keep');
    const replaced = await resolve(admin, 'replace');
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.attributes).toMatchObject({ status: 'queued', overwrite: true });
    expect((await resolve(admin, 'keep')).statusCode).toBe(422);
    await runAggregation(t.database, t.config, Number(run.id), { isLastAttempt: true, http: FAST });
    expect((await runOf(run.id)).attributes).toMatchObject({ status: 'completed', records_written: 1 });
    expect((await canine()).adultStrayAtLargeCount).toBe(1);
  });

  it('writes to the location the connection names, one of the organization’s own', async () => {
    const db = t.database.db;
    const second = (await createLocation(db, organizationId)).id;
    const elsewhere = (await createLocation(db, (await createOrganization(db)).id)).id;
    const choose = (locationId: number | null) =>
      manager.request({
        method: 'PATCH',
        url: `/api/v1/shelter_software_connections/${organizationId}`,
        payload: jsonApi('shelter_software_connections', { location_id: locationId }, organizationId),
      });
    const refused = await choose(elsewhere);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      detail: 'Location must be one of the organization’s locations',
      source: { pointer: '/data/attributes/location_id' },
    });
    const chosen = await choose(second);
    expect(chosen.statusCode, chosen.body).toBe(200);
    // Only the location changed: the key is still stored.
    expect(chosen.json().data.attributes).toMatchObject({ location_id: second, api_key_last4: '0001' });
    const queued = await aggregate(admin, { orgId: organizationId, month: 9, year: YEAR });
    const [run] = queued.json().data as Run[];
    await runAggregation(t.database, t.config, Number(run!.id), { isLastAttempt: true, http: FAST });
    expect((await runOf(run!.id)).attributes).toMatchObject({ status: 'completed', location_id: second });
    expect((await choose(null)).json().data.attributes.location_id).toBeNull();
  });

  it('shows runs to the organization’s members and no one else’s', async () => {
    const mine = (await manager.request({ method: 'GET', url: '/api/v1/aggregation_runs' })).json();
    expect(mine.data.length).toBeGreaterThan(0);
    expect(new Set(mine.data.map((r: Run) => r.attributes.org_id))).toEqual(new Set([organizationId]));
    const theirs = (await outsider.request({ method: 'GET', url: '/api/v1/aggregation_runs' })).json();
    expect(theirs.data).toEqual([]);
    const one = await outsider.request({ method: 'GET', url: `/api/v1/aggregation_runs/${mine.data[0].id}` });
    expect(one.statusCode).toBe(404);
  });

  describe('against a vendor that pages, slows down, refuses and fails', () => {
    let bigOrganizationId: number;
    let bigLocationId: number;
    let bigManager: Session;
    const saveKey = (apiKey: string) =>
      bigManager.request({
        method: 'PATCH',
        url: `/api/v1/shelter_software_connections/${bigOrganizationId}`,
        payload: jsonApi(
          'shelter_software_connections',
          { vendor: 'shelterluv', api_key: apiKey },
          bigOrganizationId,
        ),
      });

    beforeAll(async () => {
      const db = t.database.db;
      bigOrganizationId = (await createOrganization(db, { shelterSoftware: 'ShelterLuv' })).id;
      bigLocationId = (await createLocation(db, bigOrganizationId, { primary: true })).id;
      bigManager = await signInNewUser(t, (id) => addOrganizationMember(db, id, bigOrganizationId));
      expect((await saveKey('sl-wrong-key-000')).statusCode).toBe(200);
      await mapCommonTypes(bigOrganizationId, bigManager, 'shelterluv');
      // The other fake answers this organization.
      t.config.shelterluvBaseUrl = big.baseUrl;
    });
    afterAll(() => {
      t.config.shelterluvBaseUrl = shelterluv.baseUrl;
    });

    it('reports refused credentials and writes nothing', async () => {
      const run = await aggregateAndRun(bigOrganizationId);
      expect(run.attributes).toMatchObject({
        status: 'failed',
        message: 'ShelterLuv refused the credentials (HTTP 401).',
      });
      expect(await monthRows(animalIntakes, bigLocationId)).toEqual([]);
    });

    it('reads every page of over 1,000 events, waiting out a 429', async () => {
      expect((await saveKey(BIG_KEY)).statusCode).toBe(200);
      big.requests.length = 0;
      big.failNext({ status: 429, headers: { 'Retry-After': '1' } });
      const run = await aggregateAndRun(bigOrganizationId);
      expect(run.attributes).toMatchObject({
        status: 'completed',
        events_pulled: 1_050,
        events_counted: 1_050,
      });
      const eventPages = big.requests.filter((r) => r.path.endsWith('/events'));
      expect(eventPages.map((r) => r.query.offset).slice(-11)).toEqual(
        Array.from({ length: 11 }, (_, i) => String(i * 100)),
      );
      // The 429 answered the first request; the next came after its Retry-After.
      expect(big.requests[1]!.at - big.requests[0]!.at).toBeGreaterThanOrEqual(1_000);
      const rows = await monthRows(animalIntakes, bigLocationId);
      const total = rows.reduce(
        (sum, r) => sum + Number(r.totalStrayAtLargeCount) + Number(r.totalRelinquishedByOwnerCount),
        0,
      );
      expect(total).toBe(526); // 1,050 events, every other one an intake: 263 strays and 263 surrenders
    });

    it('leaves a run to be retried while the vendor keeps failing, and fails it at the last attempt', async () => {
      const queued = await aggregate(admin, { orgId: bigOrganizationId, month: 9, year: YEAR });
      const [run] = queued.json().data as Run[];
      big.failNext(...Array.from({ length: 6 }, () => ({ status: 500 })));
      await expect(
        runAggregation(t.database, t.config, Number(run!.id), { isLastAttempt: false, http: FAST }),
      ).rejects.toThrow('ShelterLuv failed to answer (HTTP 500).');
      expect((await runOf(run!.id)).attributes.status).toBe('running');
      big.failNext(...Array.from({ length: 6 }, () => ({ status: 503 })));
      await runAggregation(t.database, t.config, Number(run!.id), { isLastAttempt: true, http: FAST });
      expect((await runOf(run!.id)).attributes).toMatchObject({
        status: 'failed',
        message: 'ShelterLuv failed to answer (HTTP 503).',
      });
      const september = await t.database.db
        .select()
        .from(animalIntakes)
        .where(and(eq(animalIntakes.locationId, bigLocationId), eq(animalIntakes.monthOfRecord, 9)));
      expect(september).toEqual([]);
    });
  });

  it('ShelterBuddy: places the month at its location’s offset and leaves the counts to enter', async () => {
    const db = t.database.db;
    const buddy = (await createOrganization(db, { shelterSoftware: 'ShelterBuddy' })).id;
    const buddyLocation = (await createLocation(db, buddy, { primary: true })).id;
    const buddyManager = await signInNewUser(t, (id) => addOrganizationMember(db, id, buddy));
    await buddyManager.request({
      method: 'PATCH',
      url: `/api/v1/shelter_software_connections/${buddy}`,
      payload: jsonApi(
        'shelter_software_connections',
        { vendor: 'shelterbuddy', site: 'happy', ...SB },
        buddy,
      ),
    });
    await mapCommonTypes(buddy, buddyManager, 'shelterbuddy');
    const run = await aggregateAndRun(buddy, 'shelterbuddy');
    expect(run.attributes).toMatchObject({
      status: 'completed',
      events_pulled: 3,
      events_counted: 2,
      unknown_animal_types: [{ animal_type: 'Alpaca', events: 1 }],
      counts_note:
        'ShelterBuddy does not report the animals in custody on a past day: enter the month’s beginning and ending counts on its data entry page.',
    });
    expect(run.attributes.message).toContain(
      '1 event of animal types that are no SAC species left out (Alpaca: 1)',
    );
    const outcomes = await monthRows(animalOutcomes, buddyLocation);
    expect(outcomes.find((r) => r.species === 'canine')?.adultAdoptionCount).toBe(1);
    const intakes = await monthRows(animalIntakes, buddyLocation);
    expect(intakes.find((r) => r.species === 'canine')?.totalStrayAtLargeCount).toBe(0);
    expect(intakes.find((r) => r.species === 'feline')?.ageUnknownRelinquishedByOwnerCount).toBe(1);
    const counts = await monthRows(animalCounts, buddyLocation);
    expect(counts.map((c) => [c.species, c.beginningAnimalCount])).toEqual(
      expect.arrayContaining([
        ['canine', null],
        ['feline', null],
      ]),
    );
    const [status] = await db
      .select({ status: dataEntryStatuses.status })
      .from(dataEntryStatuses)
      .where(and(eq(dataEntryStatuses.locationId, buddyLocation), eq(dataEntryStatuses.month, MONTH)));
    expect(status?.status).toBe('incomplete');
  });
});
