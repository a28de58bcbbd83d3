/**
 * The Data Status Table's CSV job end to end (002 §2.10, §4, §7): POST /api/v1/exports queues it, the
 * worker writes it while /status reports progress, /download answers the CSV; only the coalition's users
 * (agreement accepted) and admins see an export; contributors not sharing a kind of data are left out of
 * that kind's CSV; hostile input is refused naming the field, hostile names are neutralised in the file.
 */
import { EXPORT_JOB_MESSAGES, MONTH_NAMES, statusLabel } from '@sac/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../../test/support/app';
import { bodyText, parseCsv } from '../../../test/support/data-csv';
import { createTestDatabase } from '../../../test/support/db';
import {
  addCoalitionMember,
  addContributor,
  addOrganizationMember,
  createCoalition,
  createIntake,
  createLocation,
  createOrganization,
  createUser,
} from '../../../test/support/factories';
import { type Session, signIn } from '../../../test/support/http';
import { waitFor } from '../../../test/support/wait-for';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/connection';
import { statusExports } from '../../db/schema/index';
import type { Jobs } from '../../jobs/create-jobs';
import { type RunningWorker, startJobsClient, startWorker } from '../../jobs/start-worker';
import { runStatusExport, STATUS_CSV_HEADER, STATUS_EXPORT_FAILED } from './write-status-export';

const YEAR = 2024;
const label = (status: string) => statusLabel(status);

describe('status CSV exports', () => {
  const clock = createClock('2025-06-15T12:00:00Z');
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '' }, { now: clock.now });
  let database: Database;
  let client: Jobs;
  let worker: RunningWorker;
  let app: FastifyInstance;
  const sessions: Record<string, Session> = {};
  let coalitionId: number;
  let otherCoalitionId: number;
  const orgs: Record<string, { id: number; name: string; ein: string | null }> = {};

  const setStatus = (organizationId: number, action: string, month: number, status: string) =>
    database.db.execute(sql`insert into organization_data_entry_statuses (organization_id, action, year, month, status)
      values (${organizationId}, ${action}, ${YEAR}, ${month}, ${status})`);

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    client = await startJobsClient(database, config);
    app = await buildApp({ config, database, jobs: client });
    await app.ready();
    worker = await startWorker(database, config, { pollingIntervalSeconds: 0.5, stopTimeoutMs: 2_000 });

    const coalition = await createCoalition(db);
    const other = await createCoalition(db);
    coalitionId = coalition.id;
    otherCoalitionId = other.id;
    const users = {
      manager: await createUser(db),
      viewer: await createUser(db),
      unsigned: await createUser(db),
      otherManager: await createUser(db),
      admin: await createUser(db, { systemAdmin: true }),
      orgManager: await createUser(db),
    };
    await addCoalitionMember(db, users.manager.id, coalitionId, 'coalition_manager');
    await addCoalitionMember(db, users.viewer.id, coalitionId, 'coalition_viewer');
    await addCoalitionMember(db, users.unsigned.id, coalitionId, 'coalition_manager', false);
    await addCoalitionMember(db, users.otherManager.id, otherCoalitionId, 'coalition_manager');

    // Both kinds shared; intake/outcome only; services only; a pending request; another coalition's.
    orgs.both = await createOrganization(db, { name: 'Alpha Animal Shelter', ein: '111111111' });
    orgs.intakeOnly = await createOrganization(db, { name: 'Bravo Rescue, "North"', ein: '222222222' });
    orgs.servicesOnly = await createOrganization(db, {
      name: '=HYPERLINK("http://evil.test","Charlie")',
      ein: null,
      businessNumber: '123456789RC0001',
    });
    orgs.pending = await createOrganization(db, { name: 'Delta Pending Shelter' });
    orgs.elsewhere = await createOrganization(db, { name: 'Echo Elsewhere Shelter' });
    await addContributor(db, coalitionId, orgs.both.id);
    await addContributor(db, coalitionId, orgs.intakeOnly.id, { communityServiceDataSharing: false });
    await addContributor(db, coalitionId, orgs.servicesOnly.id, { intakeOutcomeDataSharing: false });
    await addContributor(db, coalitionId, orgs.pending.id, { status: 'requested' });
    await addContributor(db, otherCoalitionId, orgs.elsewhere.id);
    await addOrganizationMember(db, users.orgManager.id, orgs.both.id);

    for (const org of Object.values(orgs)) {
      await setStatus(org.id, 'intake_outcome', 1, 'complete');
      await setStatus(org.id, 'services', 1, 'completeNoServicesProvided');
    }
    await setStatus(orgs.both.id, 'intake_outcome', 2, 'incomplete');
    await setStatus(orgs.both.id, 'services', 3, 'inProgress');
    await database.db.execute(sql`insert into organization_data_entry_statuses (organization_id, action, year, month, status)
      values (${orgs.both.id}, 'intake_outcome', ${YEAR - 1}, 3, 'complete')`);
    const location = await createLocation(db, orgs.both.id, { primary: true });
    const intake = await createIntake(db, location, { year: YEAR, month: 1 });
    await database.db.execute(
      sql`update animal_intakes set updated_at = '2024-02-03T10:00:00Z' where id = ${intake.id}`,
    );

    for (const [role, user] of Object.entries(users)) sessions[role] = await signIn(app, user.email);
  }, 90_000);

  afterAll(async () => {
    await worker?.stop();
    await app?.close();
    await client?.stop();
    await database?.close();
  });

  const post = (session: Session, payload: unknown) =>
    session.request({ method: 'POST', url: '/api/v1/exports', payload: payload as Record<string, unknown> });
  const status = async (session: Session, id: string) =>
    session.request({ method: 'GET', url: `/api/v1/exports/${id}/status` });
  const download = (session: Session, id: string) =>
    session.request({
      method: 'GET',
      url: `/api/v1/exports/${id}/download`,
      headers: { accept: 'text/csv' },
    });

  /** POST, poll /status until file_ready, download: the parsed CSV and the time it took. */
  async function generate(session: Session, body: Record<string, unknown>) {
    const started = Date.now();
    const response = await post(session, body);
    expect(response.statusCode).toBe(201);
    const id = JSON.parse(response.body).data.id as string;
    const progress: number[] = [];
    const done = await waitFor(
      async () => JSON.parse((await status(session, id)).body).data.attributes,
      (attributes) => {
        progress.push(attributes.progress);
        return attributes.file_ready === true || attributes.status === 'failed';
      },
      { timeoutMs: 30_000, intervalMs: 50 },
    );
    const elapsed = Date.now() - started;
    expect(done).toMatchObject({ status: 'completed', progress: 100, file_ready: true, error_message: null });
    const file = await download(session, id);
    expect(file.statusCode).toBe(200);
    return { id, file, csv: parseCsv(bodyText(file)), elapsed, progress };
  }

  it('writes the intake/outcome CSV of the year: active contributors sharing it, statuses by month', async () => {
    const { file, csv, progress } = await generate(sessions.manager!, {
      coalition_id: coalitionId,
      year: YEAR,
      status_type: 'dataStatuses',
    });
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain('intake-outcome-data-status-table.csv');
    expect(csv.header).toEqual(STATUS_CSV_HEADER);
    expect(csv.header.slice(2, 14)).toEqual(MONTH_NAMES.map((m) => m.slice(0, 3)));
    // Sorted by name; the services-only contributor, the pending one and the other coalition's are left out.
    expect(csv.rows.map((row) => row['Organization Name'])).toEqual([
      'Alpha Animal Shelter',
      'Bravo Rescue, "North"',
    ]);
    const [alpha, bravo] = csv.rows;
    expect(alpha).toMatchObject({
      'EIN or Business Number': '111111111',
      Jan: label('complete'),
      Feb: label('incomplete'),
      Mar: label('unbegun'),
      Dec: label('unbegun'),
      'Last Update': '02-03-2024',
    });
    expect(alpha!.Jan).toBe('Entry is Complete');
    expect(alpha!.Feb).toBe('Entry is Incomplete');
    expect(alpha!.Mar).toBe('Entry is Unbegun');
    expect(bravo).toMatchObject({
      'EIN or Business Number': '222222222',
      Jan: 'Entry is Complete',
      'Last Update': 'N/A',
    });
    expect(progress.every((p) => p >= 0 && p <= 100)).toBe(true);
  });

  it('writes the community services CSV: its own sharers, its own labels, formulas neutralised', async () => {
    const { file, csv } = await generate(sessions.viewer!, {
      data: {
        type: 'exports',
        attributes: {
          coalition_id: String(coalitionId),
          year: String(YEAR),
          status_type: 'servicesStatuses',
        },
      },
    });
    expect(file.headers['content-disposition']).toContain('community-services-data-status-table.csv');
    expect(csv.rows.map((row) => row['Organization Name'])).toEqual([
      '\'=HYPERLINK("http://evil.test","Charlie")',
      'Alpha Animal Shelter',
    ]);
    expect(csv.rows[0]).toMatchObject({
      'EIN or Business Number': '123456789RC0001',
      Jan: 'Entry is Complete, No Services Provided',
      Feb: 'Entry is Unbegun',
    });
    expect(csv.rows[1]).toMatchObject({
      Jan: 'Entry is Complete, No Services Provided',
      Mar: 'Entry is Incomplete',
    });
    expect(bodyText(file)).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('searches by name or EIN as the table does', async () => {
    const byEin = await generate(sessions.admin!, {
      coalition_id: coalitionId,
      year: YEAR,
      status_type: 'dataStatuses',
      search: '222-222-222',
    });
    expect(byEin.csv.rows.map((row) => row['EIN or Business Number'])).toEqual(['222222222']);
    const byName = await generate(sessions.admin!, {
      coalition_id: coalitionId,
      year: YEAR,
      status_type: 'dataStatuses',
      search: 'alpha',
    });
    expect(byName.csv.rows.map((row) => row['Organization Name'])).toEqual(['Alpha Animal Shelter']);
    const none = await generate(sessions.admin!, {
      coalition_id: coalitionId,
      year: 2012,
      status_type: 'dataStatuses',
      search: '%_nothing',
    });
    expect(none.csv.rows).toEqual([]);
  });

  it('keeps an export to its coalition: other users get 404 for its status and file, 403 to start one', async () => {
    const response = await post(sessions.manager!, {
      coalition_id: coalitionId,
      year: YEAR,
      status_type: 'dataStatuses',
    });
    const id = JSON.parse(response.body).data.id as string;
    for (const role of ['otherManager', 'unsigned', 'orgManager']) {
      expect((await status(sessions[role]!, id)).statusCode, role).toBe(404);
      expect((await download(sessions[role]!, id)).statusCode, role).toBe(404);
      const refused = await post(sessions[role]!, {
        coalition_id: coalitionId,
        year: YEAR,
        status_type: 'dataStatuses',
      });
      expect(refused.statusCode, role).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: `/api/v1/exports/${id}/status` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/v1/exports', payload: {} })).statusCode).toBe(401);
    expect((await status(sessions.viewer!, id)).statusCode).toBe(200);
    expect((await status(sessions.admin!, id)).statusCode).toBe(200);
    expect((await status(sessions.manager!, 'abc')).statusCode).toBe(404);
    expect((await status(sessions.manager!, '999999999')).statusCode).toBe(404);
    const missing = await post(sessions.admin!, {
      coalition_id: 999999,
      year: YEAR,
      status_type: 'dataStatuses',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 409 with the not-yet-available text while processing, and the reason when it failed', async () => {
    const [row] = await database.db
      .insert(statusExports)
      .values({ coalitionId, exportType: 'dataStatuses', year: YEAR, status: 'processing', progress: 40 })
      .returning();
    const pending = await download(sessions.manager!, String(row!.id));
    expect(pending.statusCode).toBe(409);
    expect(JSON.parse(pending.body).errors[0].detail).toBe(EXPORT_JOB_MESSAGES.notYetAvailable);
    await database.db
      .update(statusExports)
      .set({ status: 'failed', errorMessage: 'database went away' })
      .where(eq(statusExports.id, row!.id));
    const failed = JSON.parse((await status(sessions.manager!, String(row!.id))).body).data.attributes;
    expect(failed).toMatchObject({
      status: 'failed',
      progress: 40,
      file_ready: false,
      error_message: 'database went away',
    });
    expect((await download(sessions.manager!, String(row!.id))).statusCode).toBe(409);
  });

  it('refuses hostile input with a 4xx naming the field, never a 500', async () => {
    const base = { coalition_id: coalitionId, year: YEAR, status_type: 'dataStatuses' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, coalition_id: undefined }, 'coalition_id'],
      [{ ...base, coalition_id: 'abc' }, 'coalition_id'],
      [{ ...base, coalition_id: -1 }, 'coalition_id'],
      [{ ...base, coalition_id: '99999999999999999999' }, 'coalition_id'],
      [{ ...base, year: 2009 }, 'year'],
      [{ ...base, year: 2026 }, 'year'],
      [{ ...base, year: '2024; drop table exports' }, 'year'],
      [{ ...base, year: undefined }, 'year'],
      [{ ...base, status_type: 'everything' }, 'status_type'],
      [{ ...base, status_type: undefined }, 'status_type'],
      [{ ...base, search: 'x'.repeat(201) }, 'search'],
      [{ ...base, search: { $ne: 1 } }, 'search'],
    ];
    for (const [body, field] of cases) {
      const response = await post(sessions.manager!, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      const pointers = JSON.parse(response.body).errors.map(
        (e: { source?: { pointer?: string } }) => e.source?.pointer,
      );
      expect(pointers).toContain(`/data/attributes/${field}`);
    }
    for (const payload of ['not json', '[]', '{"data": 5}']) {
      const response = await sessions.manager!.request({
        method: 'POST',
        url: '/api/v1/exports',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
    }
  });

  it('writes the CSV of a 500-contributor coalition in under 5 s from POST to file_ready', async () => {
    const big = await createCoalition(database.db);
    await addCoalitionMember(database.db, (await createUser(database.db)).id, big.id);
    await database.db.execute(sql`with made as (
        insert into organizations (name, status, ein)
        select 'Big Shelter ' || lpad(n::text, 3, '0'), 'confirmed', (300000000 + n)::text
        from generate_series(1, 500) n returning id)
      insert into coalition_memberships (coalition_id, organization_id, status, status_actor,
        intake_outcome_data_sharing, community_service_data_sharing)
      select ${big.id}, id, 'active', 'Organization', true, true from made`);
    await database.db.execute(sql`insert into organization_data_entry_statuses (organization_id, action, year, month, status)
      select m.organization_id, 'intake_outcome', ${YEAR}, month, case when month % 3 = 0 then 'incomplete' else 'complete' end
      from coalition_memberships m, generate_series(1, 12) month where m.coalition_id = ${big.id}`);
    const { csv, elapsed } = await generate(sessions.admin!, {
      coalition_id: big.id,
      year: YEAR,
      status_type: 'dataStatuses',
    });
    console.info(`status CSV of 500 contributors: ${elapsed} ms from POST to file_ready`);
    expect(csv.rows).toHaveLength(500);
    expect(csv.rows[0]).toMatchObject({
      'Organization Name': 'Big Shelter 001',
      Jan: 'Entry is Complete',
      Mar: 'Entry is Incomplete',
    });
    expect(elapsed).toBeLessThan(5_000);
  });

  it('marks a job failed with its error_message after the last attempt; a finished job is not run again', async () => {
    const [broken] = await database.db
      .insert(statusExports)
      .values({ coalitionId, exportType: 'noSuchStatuses', year: YEAR, status: 'processing' })
      .returning();
    const options = { now: clock.now, isLastAttempt: false };
    await expect(runStatusExport(database, broken!.id, options)).rejects.toThrow();
    // A retry is left: still processing, with the reason.
    let attributes = JSON.parse((await status(sessions.manager!, String(broken!.id))).body).data.attributes;
    expect(attributes).toMatchObject({ status: 'processing', error_message: STATUS_EXPORT_FAILED });
    await expect(
      runStatusExport(database, broken!.id, { ...options, isLastAttempt: true }),
    ).rejects.toThrow();
    attributes = JSON.parse((await status(sessions.manager!, String(broken!.id))).body).data.attributes;
    expect(attributes).toMatchObject({
      status: 'failed',
      file_ready: false,
      error_message: STATUS_EXPORT_FAILED,
    });

    const { id } = await generate(sessions.manager!, {
      coalition_id: coalitionId,
      year: YEAR,
      status_type: 'dataStatuses',
    });
    const [before] = await database.db
      .select()
      .from(statusExports)
      .where(eq(statusExports.id, Number(id)));
    await runStatusExport(database, Number(id), options);
    const [after] = await database.db
      .select()
      .from(statusExports)
      .where(eq(statusExports.id, Number(id)));
    expect(after).toEqual(before);
  });
});
