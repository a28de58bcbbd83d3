import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../../test/support/app';
import { bodyText, expectRowMatchesRecords, headerOf, parseCsv } from '../../../test/support/data-csv';
import { createTestDatabase } from '../../../test/support/db';
import {
  addCoalitionMember,
  addContributor,
  addOrganizationMember,
  countyOf,
  createCoalition,
  createLocation,
  createOrganization,
  createUser,
  insertMonth,
} from '../../../test/support/factories';
import { jsonApi, type Session, signIn } from '../../../test/support/http';
import { waitFor } from '../../../test/support/wait-for';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/connection';
import { coalitionMemberships, userMemberships } from '../../db/schema/index';
import type { Jobs } from '../../jobs/create-jobs';
import { type RunningWorker, startJobsClient, startWorker } from '../../jobs/start-worker';
import { CONTACT_HEADER, NO_LONGER_ALLOWED } from './write-export';

const URL = '/api/v1/coalition_data_exports';
const ORGS_URL = '/api/v1/organizations/coalition_organization';
const TYPES_URL = '/api/v1/organizations/coalition_organization_types';

type ExportData = { id: string; attributes: Record<string, unknown> };

describe('coalition data exports', () => {
  const clock = createClock('2025-06-15T12:00:00Z');
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '' }, { now: clock.now });
  let database: Database;
  let client: Jobs;
  let worker: RunningWorker;
  let app: FastifyInstance;
  let manager: Session;
  let viewer: Session;
  let unagreed: Session;
  let outsider: Session;
  let otherManager: Session;
  let admin: Session;
  let coalitionId: number;
  const org = {} as Record<
    'both' | 'intakeOnly' | 'pending' | 'stranger',
    { id: number; locationId: number }
  >;
  let countyId: number;
  let managerEmail: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = await startJobsClient(database, config);
    app = await buildApp({ config, database, jobs: client });
    await app.ready();
    worker = await startWorker(database, config, { pollingIntervalSeconds: 0.5, stopTimeoutMs: 2_000 });
    const db = database.db;
    const coalition = await createCoalition(db);
    coalitionId = coalition.id;
    const county = await countyOf(database, 'CO');
    countyId = county.id;
    const make = async (
      key: keyof typeof org,
      overrides: Parameters<typeof createOrganization>[1],
      location: Parameters<typeof createLocation>[2] = {},
    ) => {
      const organization = await createOrganization(db, overrides);
      const loc = await createLocation(db, organization.id, { primary: true, ...location });
      org[key] = { id: organization.id, locationId: loc.id };
      for (const month of [3, 4]) {
        await insertMonth(db, {
          locationId: loc.id,
          organizationId: organization.id,
          species: 'canine',
          year: 2024,
          month,
          intakes: { adultStrayAtLargeCount: 10 + month },
          outcomes: { adultReturnToOwnerCount: 2 },
          services: { adultVetCareCount: 5 } as Record<string, number>,
        });
      }
      await insertMonth(db, {
        locationId: loc.id,
        organizationId: organization.id,
        species: 'feline',
        year: 2023,
        month: 3,
        intakes: { adultStrayAtLargeCount: 7 },
      });
      return organization;
    };
    const both = await make(
      'both',
      { name: '=HYPERLINK("http://evil")', organizationType: 'Government Animal Services' },
      { usCountyId: county.id },
    );
    await addContributor(db, coalitionId, both.id);
    const intakeOnly = await make('intakeOnly', {
      name: 'B Rescue',
      organizationType: 'Rescue without a Government Contract',
      communicationsOptIn: false,
    });
    await addContributor(db, coalitionId, intakeOnly.id, { communityServiceDataSharing: false });
    const pending = await make('pending', { name: 'C Pending' });
    await addContributor(db, coalitionId, pending.id, { status: 'requested' });
    await make('stranger', { name: 'D Stranger' });

    const contact = await createUser(db, { fullName: 'Ann Contact', title: 'Director' });
    managerEmail = contact.email;
    await addOrganizationMember(db, contact.id, both.id, 'organization_manager');

    const user = async (
      setup: (id: number) => Promise<unknown>,
      extra: Parameters<typeof createUser>[1] = {},
    ) => {
      const u = await createUser(db, extra);
      await setup(u.id);
      return signIn(app, u.email);
    };
    manager = await user((id) => addCoalitionMember(db, id, coalitionId, 'coalition_manager'));
    viewer = await user((id) => addCoalitionMember(db, id, coalitionId, 'coalition_viewer'));
    unagreed = await user((id) => addCoalitionMember(db, id, coalitionId, 'coalition_viewer', false));
    outsider = await user(async () => undefined);
    const other = await createCoalition(db);
    otherManager = await user((id) => addCoalitionMember(db, id, other.id, 'coalition_manager'));
    admin = await user(async () => undefined, { systemAdmin: true });
  }, 120_000);

  afterAll(async () => {
    await worker?.stop();
    await app?.close();
    await client?.stop();
    await database?.close();
  });

  const create = (session: Session, attributes: Record<string, unknown>) =>
    session.request({
      method: 'POST',
      url: `${URL}?filter[coalition_id]=${coalitionId}`,
      payload: jsonApi('coalition_data_exports', { coalition_id: coalitionId, ...attributes }),
    });
  const list = async (session: Session) => {
    const response = await session.request({
      method: 'GET',
      url: `${URL}?filter[coalition_id]=${coalitionId}&sort=-created_at`,
    });
    expect(response.statusCode).toBe(200);
    return JSON.parse(response.body).data as ExportData[];
  };
  const finished = (session: Session, id: string) =>
    waitFor(
      async () => (await list(session)).find((row) => row.id === id)!,
      (row) => row.attributes.status !== 'started',
      { timeoutMs: 60_000, intervalMs: 200 },
    );
  const download = async (row: ExportData) => {
    const response = await app.inject({ method: 'GET', url: row.attributes.attached_file_path as string });
    expect(response.statusCode).toBe(200);
    return { response, csv: parseCsv(bodyText(response)) };
  };
  const everyone = [org.both, org.intakeOnly, org.pending, org.stranger];
  const allIds = () => Object.values(org).map((o) => o.id);

  describe('the export form lookups', () => {
    const names = async (session: Session, body: Record<string, unknown>) => {
      const response = await session.request({ method: 'POST', url: ORGS_URL, payload: body });
      expect(response.statusCode).toBe(200);
      return (JSON.parse(response.body) as { name: string; id: number }[]).map((o) => o.id);
    };

    it('lists the active contributors sharing the data asked for, never a pending one or a stranger', async () => {
      expect(everyone).toHaveLength(4);
      const body = { coalition_id: coalitionId };
      expect(await names(manager, { ...body, data_requested: 'intake_outcome' })).toEqual([
        org.both.id,
        org.intakeOnly.id,
      ]);
      expect(await names(viewer, { ...body, data_requested: 'community' })).toEqual([org.both.id]);
      // Contacts: only organizations that opted in to communications.
      expect(await names(admin, { ...body, data_requested: 'contributors' })).toEqual([org.both.id]);
    });

    it('narrows by county, province and organization type', async () => {
      const body = { coalition_id: coalitionId, data_requested: 'intake_outcome' };
      expect(await names(manager, { ...body, counties: [countyId] })).toEqual([org.both.id]);
      expect(await names(manager, { ...body, provinces: ['ON'] })).toEqual([]);
      expect(await names(manager, { ...body, org_type: ['Rescue without a Government Contract'] })).toEqual([
        org.intakeOnly.id,
      ]);
      const response = await manager.request({ method: 'POST', url: ORGS_URL, payload: body });
      expect(JSON.parse(response.body)[0]).toEqual({ name: '=HYPERLINK("http://evil")', id: org.both.id });
    });

    it('answers the organization types of those contributors', async () => {
      const types = async (community_service: boolean) => {
        const response = await manager.request({
          method: 'POST',
          url: TYPES_URL,
          payload: { coalition_id: coalitionId, counties: [], provinces: [], community_service },
        });
        expect(response.statusCode).toBe(200);
        return JSON.parse(response.body);
      };
      expect(await types(false)).toEqual([
        'Government Animal Services',
        'Rescue without a Government Contract',
      ]);
      expect(await types(true)).toEqual(['Government Animal Services']);
    });

    it('refuses other users (403), an unknown coalition (404) and no token (401)', async () => {
      for (const url of [ORGS_URL, TYPES_URL]) {
        const payload = { coalition_id: coalitionId };
        for (const session of [outsider, unagreed, otherManager]) {
          expect((await session.request({ method: 'POST', url, payload })).statusCode).toBe(403);
        }
        const unknown = { coalition_id: 2_000_000_000 };
        expect((await manager.request({ method: 'POST', url, payload: unknown })).statusCode).toBe(404);
        expect((await app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
      }
    });

    it('refuses hostile input with a 422 naming the field', async () => {
      const cases: [string, Record<string, unknown>, string][] = [
        [ORGS_URL, {}, '/data/attributes/coalition_id'],
        [ORGS_URL, { coalition_id: 'x; drop table' }, '/data/attributes/coalition_id'],
        [ORGS_URL, { coalition_id: coalitionId, counties: ['abc'] }, '/data/attributes/counties'],
        [
          ORGS_URL,
          { coalition_id: coalitionId, provinces: ['x'.repeat(5000)] },
          '/data/attributes/provinces',
        ],
        [ORGS_URL, { coalition_id: coalitionId, org_type: ['Bank'] }, '/data/attributes/org_type'],
        [
          ORGS_URL,
          { coalition_id: coalitionId, data_requested: 'everything' },
          '/data/attributes/data_requested',
        ],
        [
          TYPES_URL,
          { coalition_id: coalitionId, community_service: 'yes' },
          '/data/attributes/community_service',
        ],
        [TYPES_URL, { coalition_id: coalitionId, counties: 'all' }, '/data/attributes/counties'],
      ];
      for (const [url, payload, pointer] of cases) {
        const response = await manager.request({ method: 'POST', url, payload });
        expect({ url, payload, status: response.statusCode }).toMatchObject({ status: 422 });
        expect(
          JSON.parse(response.body).errors.map((e: { source: { pointer: string } }) => e.source.pointer),
        ).toContain(pointer);
      }
      const text = await manager.request({
        method: 'POST',
        url: ORGS_URL,
        payload: 'nonsense',
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.statusCode).toBeGreaterThanOrEqual(400);
      expect(text.statusCode).toBeLessThan(500);
    });
  });

  describe('the export job', () => {
    it('writes the shared intake/outcome records of the chosen contributors for a month', async () => {
      const response = await create(manager, {
        export_for: 'intake_outcome',
        organization_ids: allIds(),
        year_of_record: 2024,
        month_of_record: 3,
      });
      expect(response.statusCode).toBe(201);
      const started = JSON.parse(response.body).data as ExportData;
      expect(started).toMatchObject({
        type: 'coalition_data_exports',
        attributes: {
          status: 'started',
          export_for: 'intake_outcome',
          year_of_record: 2024,
          month_of_record: 3,
          attached_file_path: null,
          created_at: '2025-06-15T12:00:00.000Z',
        },
      });
      const done = await finished(manager, started.id);
      expect(done.attributes.status).toBe('done');
      expect(done.attributes.attached_file_path).toMatch(
        new RegExp(
          `^/api/v1/coalition_data_exports/${started.id}/download\\?user=\\d+&expires=\\d+&signature=`,
        ),
      );
      const { response: file, csv } = await download(done);
      expect(file.headers['content-disposition']).toContain('coalition-intake-outcome-export_2024-03.csv');
      expect(csv.header).toEqual(['organizationName', 'locationName', ...headerOf('intake_outcome')]);
      expect(csv.rows.map((row) => row.organizationName)).toEqual([`'=HYPERLINK("http://evil")`, 'B Rescue']);
      // The pending contributor and the stranger never appear; only March 2024.
      expect(
        csv.rows.map((row) => [row.locationId, row.yearOfRecord, row.monthOfRecord, row.species]),
      ).toEqual([
        [String(org.both.locationId), '2024', '3', 'canine'],
        [String(org.intakeOnly.locationId), '2024', '3', 'canine'],
      ]);
      for (const row of csv.rows) await expectRowMatchesRecords(database, 'intake_outcome', row);
    });

    it('writes community services of a year only for contributors that share them', async () => {
      const response = await create(viewer, {
        export_for: 'community',
        organization_ids: allIds(),
        year_of_record: 2024,
      });
      expect(response.statusCode).toBe(201);
      const done = await finished(viewer, JSON.parse(response.body).data.id);
      expect(done.attributes).toMatchObject({ status: 'done', month_of_record: null, year_of_record: 2024 });
      const { csv } = await download(done);
      expect(csv.header).toEqual(['organizationName', 'locationName', ...headerOf('services')]);
      expect(csv.rows.map((row) => [row.locationId, row.monthOfRecord])).toEqual([
        [String(org.both.locationId), '3'],
        [String(org.both.locationId), '4'],
      ]);
      for (const row of csv.rows) await expectRowMatchesRecords(database, 'services', row);
    });

    it('leaves out a contributor that stopped sharing before the job ran', async () => {
      await worker.stop();
      try {
        const response = await create(manager, {
          export_for: 'intake_outcome',
          organization_ids: [org.both.id, org.intakeOnly.id],
          year_of_record: 2024,
        });
        const id = JSON.parse(response.body).data.id as string;
        await database.db
          .update(coalitionMemberships)
          .set({ intakeOutcomeDataSharing: false })
          .where(eq(coalitionMemberships.organizationId, org.intakeOnly.id));
        worker = await startWorker(database, config, { pollingIntervalSeconds: 0.5, stopTimeoutMs: 2_000 });
        const { csv } = await download(await finished(manager, id));
        expect(new Set(csv.rows.map((row) => row.locationId))).toEqual(
          new Set([String(org.both.locationId)]),
        );
      } finally {
        await database.db
          .update(coalitionMemberships)
          .set({ intakeOutcomeDataSharing: true })
          .where(eq(coalitionMemberships.organizationId, org.intakeOnly.id));
      }
    });

    it('writes contributor contacts of the current year only for organizations that opted in, formulas neutralised', async () => {
      const response = await create(manager, { export_for: 'contributors', organization_ids: allIds() });
      expect(response.statusCode).toBe(201);
      const started = JSON.parse(response.body).data as ExportData;
      expect(started.attributes).toMatchObject({ year_of_record: 2025, month_of_record: null });
      const { csv } = await download(await finished(manager, started.id));
      expect(csv.header).toEqual([...CONTACT_HEADER]);
      expect(csv.rows).toEqual([
        {
          'Organization Name': `'=HYPERLINK("http://evil")`,
          'Organization Type': 'Government Animal Services',
          EIN: expect.any(String),
          Country: 'United States',
          'States/Provinces': 'CO',
          'Contact Name': 'Ann Contact',
          'Contact Title': 'Director',
          'Contact Email': managerEmail,
        },
      ]);
    });

    it('lists the newest export first, with its state', async () => {
      clock.advance(60_000);
      try {
        const response = await create(manager, {
          export_for: 'intake_outcome',
          organization_ids: [org.both.id],
          year_of_record: 2023,
        });
        const id = JSON.parse(response.body).data.id;
        const rows = await list(viewer);
        expect(rows[0]!.id).toBe(id);
        expect(rows.length).toBeGreaterThanOrEqual(5);
        expect(rows.every((row) => ['started', 'done'].includes(row.attributes.status as string))).toBe(true);
        await finished(manager, id);
      } finally {
        clock.advance(-60_000);
      }
    });

    it('marks an export failed when its requester lost access before the job ran', async () => {
      const db = database.db;
      const leaving = await createUser(db);
      const membership = await addCoalitionMember(db, leaving.id, coalitionId, 'coalition_viewer');
      const session = await signIn(app, leaving.email);
      await worker.stop();
      const response = await create(session, {
        export_for: 'intake_outcome',
        organization_ids: [org.both.id],
        year_of_record: 2024,
      });
      expect(response.statusCode).toBe(201);
      const id = JSON.parse(response.body).data.id as string;
      await db.delete(userMemberships).where(eq(userMemberships.id, membership.id));
      worker = await startWorker(database, config, { pollingIntervalSeconds: 0.5, stopTimeoutMs: 2_000 });
      const failed = await finished(manager, id);
      expect(failed.attributes).toMatchObject({
        status: 'failed',
        error_message: NO_LONGER_ALLOWED,
        attached_file_path: null,
      });
      expect((await manager.request({ method: 'GET', url: `${URL}/${id}/download` })).statusCode).toBe(404);
    });
  });

  describe('refusals', () => {
    it('lists and starts exports for the coalition users with the agreement and admins only', async () => {
      expect(
        (await admin.request({ method: 'GET', url: `${URL}?filter[coalition_id]=${coalitionId}` }))
          .statusCode,
      ).toBe(200);
      for (const session of [outsider, unagreed, otherManager]) {
        const get = await session.request({
          method: 'GET',
          url: `${URL}?filter[coalition_id]=${coalitionId}`,
        });
        expect(get.statusCode).toBe(403);
        const post = await create(session, {
          export_for: 'intake_outcome',
          organization_ids: [org.both.id],
          year_of_record: 2024,
        });
        expect(post.statusCode).toBe(403);
      }
      expect(
        (await app.inject({ method: 'GET', url: `${URL}?filter[coalition_id]=${coalitionId}` })).statusCode,
      ).toBe(401);
      expect(
        (await manager.request({ method: 'GET', url: `${URL}?filter[coalition_id]=2000000000` })).statusCode,
      ).toBe(404);
    });

    it('downloads only for the coalition users (another user, even signed, gets 404)', async () => {
      const [done] = (await list(manager)).filter((row) => row.attributes.status === 'done');
      const path = `${URL}/${done!.id}/download`;
      expect((await manager.request({ method: 'GET', url: path })).statusCode).toBe(200);
      expect((await outsider.request({ method: 'GET', url: path })).statusCode).toBe(404);
      expect((await otherManager.request({ method: 'GET', url: path })).statusCode).toBe(404);
      expect((await manager.request({ method: 'GET', url: `${URL}/abc/download` })).statusCode).toBe(404);
      expect((await manager.request({ method: 'GET', url: `${URL}/99999999/download` })).statusCode).toBe(
        404,
      );
      expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    });

    it('refuses hostile or impossible exports with a 4xx naming the field', async () => {
      const valid = { export_for: 'intake_outcome', organization_ids: [org.both.id], year_of_record: 2024 };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...valid, year_of_record: 2025, month_of_record: 7 }, 'month_of_record'],
        [{ ...valid, year_of_record: 2026 }, 'year_of_record'],
        [{ ...valid, year_of_record: 1999 }, 'year_of_record'],
        [{ ...valid, year_of_record: undefined }, 'year_of_record'],
        [{ ...valid, month_of_record: 13 }, 'month_of_record'],
        [{ ...valid, export_for: 'passwords' }, 'export_for'],
        [{ ...valid, organization_ids: [] }, 'organization_ids'],
        [{ ...valid, organization_ids: ['1 or 1=1'] }, 'organization_ids'],
        [{ ...valid, organization_ids: Array.from({ length: 6000 }, (_, i) => i + 1) }, 'organization_ids'],
        [{ ...valid, states: ['x'.repeat(1000)] }, 'states'],
        [{ ...valid, org_types: ['<script>'] }, 'org_types'],
        [{ ...valid, coalition_id: coalitionId + 1 }, 'coalition_id'],
      ];
      for (const [attributes, field] of cases) {
        const response = await create(manager, attributes);
        expect({ field, status: response.statusCode }).toEqual({ field, status: 422 });
        const pointers = JSON.parse(response.body).errors.map(
          (e: { source: { pointer: string } }) => e.source.pointer,
        );
        expect(pointers).toContain(`/data/attributes/${field}`);
      }
      const wrongType = await manager.request({
        method: 'POST',
        url: `${URL}?filter[coalition_id]=${coalitionId}`,
        payload: jsonApi('users', valid),
      });
      expect(wrongType.statusCode).toBe(409);
      const badFilter = await manager.request({
        method: 'POST',
        url: `${URL}?filter[coalition_id]=abc`,
        payload: jsonApi('coalition_data_exports', valid),
      });
      expect(badFilter.statusCode).toBe(400);
      const badSort = await manager.request({
        method: 'GET',
        url: `${URL}?filter[coalition_id]=${coalitionId}&sort=password`,
      });
      expect(badSort.statusCode).toBe(400);
      const noFilter = await manager.request({ method: 'GET', url: URL });
      expect(noFilter.statusCode).toBe(400);
    });
  });
});
