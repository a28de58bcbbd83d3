import { csvColumns, REPORT_FILE_RETENTION_DAYS } from '@sac/domain';
import Papa from 'papaparse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  createLocation,
  createOrganizationWithMembers,
  createUser,
  insertMonth,
} from '../../../test/support/factories';
import { signIn } from '../../../test/support/http';
import {
  pdfPageSizes,
  pdfPageTexts,
  reportAttributes,
  reportRequest,
  rowOf,
} from '../../../test/support/reports';
import { deleteExpiredFiles } from '../../files/stored-files';
import { REPORT_FILE_GONE } from './read-report-export';

const NOW = '2025-06-15T12:00:00Z';
const A3_LANDSCAPE = '1190.55 x 841.89';

describe('report exports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.clock.set(NOW));
  afterAll(() => t.close());

  /** An organization with two locations and records in March, April and May 2025, and another organization. */
  async function world() {
    const db = t.database.db;
    const w = await createOrganizationWithMembers(db);
    const second = await createLocation(db, w.organization.id);
    const other = await createOrganizationWithMembers(db);
    const month = (locationId: number, organizationId: number, m: number, species: string, stray: number) =>
      insertMonth(db, {
        locationId,
        organizationId,
        species,
        year: 2025,
        month: m,
        counts: { beginningAnimalCount: 40, endingAnimalCount: 1234 },
        intakes: { adultStrayAtLargeCount: stray, youthStrayAtLargeCount: 3 },
        outcomes: { adultAdoptionCount: 9 },
      });
    await month(w.location.id, w.organization.id, 5, 'canine', 17);
    await month(w.location.id, w.organization.id, 5, 'rabbit', 2);
    await month(w.location.id, w.organization.id, 3, 'feline', 11);
    await month(w.location.id, w.organization.id, 4, 'canine', 99);
    await month(second.id, w.organization.id, 5, 'canine', 5);
    await month(other.location.id, other.organization.id, 5, 'canine', 50);
    return { ...w, second, other };
  }

  const body = (w: Awaited<ReturnType<typeof world>>, attributes: Record<string, unknown> = {}) =>
    reportRequest({
      organization_id: w.organization.id,
      location_id: w.location.id,
      action: 'data-entry',
      date_format: 'month',
      dates: ['01/05/2025', '01/03/2025'],
      ...attributes,
    });

  it('manager generates a report: 201 with the contract attributes and signed links', async () => {
    const w = await world();
    const manager = await signIn(t.app, w.manager.email);
    const response = await manager.request(body(w));
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.type).toBe('report_exports');
    expect(data.attributes).toMatchObject({
      organization_id: w.organization.id,
      location_id: w.location.id,
      action: 'data-entry',
      date_format: 'month',
      dates: ['01/05/2025', '01/03/2025'],
      status: 'completed',
      created_at: '2025-06-15T12:00:00.000Z',
      pdf_file_name: 'sac-data-entry_2025-06-15.pdf',
      csv_file_name: 'sac-data-entry_2025-06-15.csv',
    });
    expect(data.attributes.pdf_url).toMatch(
      new RegExp(`^/api/v1/report_exports/${data.id}/pdf\\?user=${w.manager.id}&expires=\\d+&signature=`),
    );
  });

  it('the CSV through its signed link, without headers, holds exactly the chosen location and months', async () => {
    const w = await world();
    const viewer = await signIn(t.app, w.viewer.email);
    const created = await viewer.request(body(w));
    expect(created.statusCode).toBe(201);
    const response = await t.app.inject({ method: 'GET', url: reportAttributes(created).csv_url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="sac-data-entry_2025-06-15.csv"');
    const parsed = Papa.parse<Record<string, string>>(response.body.trim(), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(csvColumns('intake_outcome').map((c) => c.name));
    const keys = parsed.data.map((r) => [r.locationId, r.yearOfRecord, r.monthOfRecord, r.species].join(' '));
    const at = w.location.id;
    expect(keys.sort()).toEqual([`${at} 2025 3 feline`, `${at} 2025 5 canine`, `${at} 2025 5 rabbit`]);
    expect(parsed.data.find((r) => r.species === 'canine')!.adultStrayAtLargeCount).toBe('17');
  });

  it('the PDF: A3 landscape, three pages per month, the numbers on the page of their month and species', async () => {
    const w = await world();
    const manager = await signIn(t.app, w.manager.email);
    const created = await manager.request(body(w));
    const response = await t.app.inject({ method: 'GET', url: reportAttributes(created).pdf_url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfPageSizes(pdf)).toEqual(Array(6).fill(A3_LANDSCAPE));
    const pages = await pdfPageTexts(pdf);
    // Months oldest first; in each, Canine, Feline, Other.
    expect(pages.map((p) => /(March|May) 2025/.exec(p)?.[0])).toEqual([
      ...Array(3).fill('March 2025'),
      ...Array(3).fill('May 2025'),
    ]);
    const mayCanine = pages[3]!;
    for (const text of [
      w.organization.name,
      w.location.name,
      'Canine',
      'Generated 06/15/2025',
      'Page 4 of 6',
    ]) {
      expect(mayCanine).toContain(text);
    }
    expect(rowOf(mayCanine, 'Stray at Large')).toEqual(['17', '3', '0', '20']);
    expect(rowOf(mayCanine, 'Ending Count (in care)')).toEqual(['1,234']);
    expect(rowOf(pages[5]!, 'Stray at Large')).toEqual(['2', '3', '0', '5']);
    expect(pages[0]).toContain('No data was reported for Canine in March 2025.');
    expect(rowOf(pages[1]!, 'Stray at Large')).toEqual(['11', '3', '0', '14']);
  });

  it('All Locations sums every location of the organization, and only of it', async () => {
    const w = await world();
    const manager = await signIn(t.app, w.manager.email);
    const created = await manager.request(body(w, { location_id: null, dates: ['01/05/2025'] }));
    expect(created.statusCode).toBe(201);
    const pdf = (
      await manager.request({ method: 'GET', url: `/api/v1/report_exports/${created.json().data.id}/pdf` })
    ).rawPayload;
    const [canine] = await pdfPageTexts(pdf);
    expect(canine).toContain('All Locations');
    expect(rowOf(canine!, 'Stray at Large')).toEqual(['22', '6', '0', '28']);
  });

  it('GET by id: the maker and admins; the organization viewer who did not make it gets a 404', async () => {
    const w = await world();
    const manager = await signIn(t.app, w.manager.email);
    const id = (await manager.request(body(w))).json().data.id;
    const adminUser = await createUser(t.database.db, { systemAdmin: true });
    const admin = await signIn(t.app, adminUser.email);
    const viewer = await signIn(t.app, w.viewer.email);
    const show = { method: 'GET' as const, url: `/api/v1/report_exports/${id}` };
    expect((await manager.request(show)).statusCode).toBe(200);
    const asAdmin = await admin.request(show);
    expect(asAdmin.statusCode).toBe(200);
    // Links are signed afresh for whoever asks.
    expect(reportAttributes(asAdmin).pdf_url).toContain(`?user=${adminUser.id}&`);
    expect((await viewer.request(show)).statusCode).toBe(404);
    expect((await viewer.request({ method: 'GET', url: `${show.url}/pdf` })).statusCode).toBe(404);
    expect((await manager.request({ method: 'GET', url: '/api/v1/report_exports/abc' })).statusCode).toBe(
      404,
    );
  });

  it("another organization's report is a 404; a location of another organization is a 422 naming it", async () => {
    const w = await world();
    const stored = async () =>
      (
        await t.database.query(
          'select (select count(*) from report_exports) + (select count(*) from stored_files) as n',
        )
      ).rows[0]!.n;
    const before = await stored();
    const outsider = await signIn(t.app, w.other.manager.email);
    const refused = await outsider.request(body(w));
    expect(refused.statusCode).toBe(404);
    const manager = await signIn(t.app, w.manager.email);
    const foreign = await manager.request(body(w, { location_id: w.other.location.id }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual([
      expect.objectContaining({
        detail: `Location ${w.other.location.id} is not a location of ${w.organization.name}.`,
        source: { pointer: '/data/attributes/location_id' },
      }),
    ]);
    expect(await stored()).toBe(before);
  });

  it('a signed link stops working after an hour (401); the report itself is kept, with links signed afresh', async () => {
    const w = await world();
    const manager = await signIn(t.app, w.manager.email);
    const created = await manager.request(body(w));
    const fresh = await t.app.inject({ method: 'GET', url: reportAttributes(created).csv_url });
    expect(fresh.statusCode).toBe(200);
    t.clock.advance(61 * 60_000);
    const expired = await t.app.inject({ method: 'GET', url: reportAttributes(created).csv_url });
    expect(expired.statusCode).toBe(401);
    const shown = await manager.request({
      method: 'GET',
      url: `/api/v1/report_exports/${created.json().data.id}`,
    });
    expect(shown.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: reportAttributes(shown).csv_url });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(fresh.body);
    const tampered = reportAttributes(created).csv_url.replace(`user=${w.manager.id}`, `user=${w.viewer.id}`);
    t.clock.set(NOW);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(401);
  });

  it(`files are removed after ${REPORT_FILE_RETENTION_DAYS} days: the download is a 410 saying so`, async () => {
    const w = await world();
    const manager = await signIn(t.app, w.manager.email);
    const id = (await manager.request(body(w))).json().data.id;
    t.clock.advance(REPORT_FILE_RETENTION_DAYS * 24 * 3600_000 + 60_000);
    // Past its expiry and before the clean-up, then removed by it: the same answer.
    const due = await manager.request({ method: 'GET', url: `/api/v1/report_exports/${id}/pdf` });
    expect(due.statusCode).toBe(410);
    await deleteExpiredFiles(t.database.db, t.clock.now());
    for (const extension of ['pdf', 'csv']) {
      const gone = await manager.request({ method: 'GET', url: `/api/v1/report_exports/${id}/${extension}` });
      expect(gone.statusCode).toBe(410);
      expect(gone.json().errors[0].detail).toBe(REPORT_FILE_GONE);
    }
    expect((await manager.request({ method: 'GET', url: `/api/v1/report_exports/${id}` })).statusCode).toBe(
      200,
    );
  });

  it('answers a 503 with Retry-After, and stores nothing, when the reports waiting for a thread are at their bound', async () => {
    // One thread and no queue: of two reports of 24 months asked at once, the second finds it busy.
    const busy = await createTestApp({
      database: t.database,
      env: { COMPUTE_THREADS: '1', COMPUTE_QUEUE: '0' },
    });
    try {
      busy.clock.set(NOW);
      const w = await world();
      const manager = await signIn(busy.app, w.manager.email);
      const months = Array.from({ length: 24 }, (_, i) => {
        const month = ((i + 5) % 12) + 1;
        return `01/${String(month).padStart(2, '0')}/${2023 + Math.floor((i + 5) / 12)}`;
      });
      const stored = async () =>
        (
          await t.database.query(
            'select (select count(*) from report_exports) as reports, (select count(*) from stored_files) as files',
          )
        ).rows[0] as { reports: string; files: string };
      const before = await stored();
      const answers = await Promise.all([
        manager.request(body(w, { dates: months })),
        manager.request(body(w, { dates: months })),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 503]);
      const refused = answers.find((a) => a.statusCode === 503)!;
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json().errors).toEqual([
        expect.objectContaining({
          status: '503',
          detail: 'The server is busy generating other reports. Try again in a moment.',
        }),
      ]);
      // The report made is whole (its two files); the refused one left nothing.
      const after = await stored();
      expect(Number(after.reports) - Number(before.reports)).toBe(1);
      expect(Number(after.files) - Number(before.files)).toBe(2);
    } finally {
      await busy.close();
    }
  }, 60_000);
});
