import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  countRecordKeys,
  expectRowMatchesRecords,
  headerOf,
  parseCsv,
  sample,
} from '../../../test/support/data-csv';
import { type Session, signIn } from '../../../test/support/http';
import { seedDemo } from '../../db/seed/demo';

describe('GET /api/v1/national_data', () => {
  let t: TestApp;
  let admin: Session;
  const get = (query: string) => admin.request({ method: 'GET', url: `/api/v1/national_data?${query}` });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database, { now: t.clock.now() });
    admin = await signIn(t.app, 'admin@example.org');
  }, 60_000);
  afterAll(() => t.close());

  it('streams the intake/outcome CSV of one year: upload columns, rows of that year only, every record', async () => {
    const response = await get('year=2024&file_type=intake_outcome');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('filename="sac-animal-data-export_2024.csv"');
    const csv = parseCsv(response.body);
    expect(csv.header).toEqual(headerOf('intake_outcome'));
    expect(csv.rows).toHaveLength(
      await countRecordKeys(t.database, 'intake_outcome', 'year_of_record = 2024'),
    );
    expect(csv.rows.length).toBeGreaterThan(50);
    expect(new Set(csv.rows.map((row) => row.yearOfRecord))).toEqual(new Set(['2024']));
    for (const row of sample(csv.rows)) await expectRowMatchesRecords(t.database, 'intake_outcome', row);
  });

  it('reads intake/outcome when no file_type is given', async () => {
    const response = await get('year=2024');
    expect(response.statusCode).toBe(200);
    expect(parseCsv(response.body).header).toEqual(headerOf('intake_outcome'));
    expect(response.body).toBe((await get('year=2024&file_type=intake_outcome')).body);
  });

  it('streams the services CSV of one month', async () => {
    const response = await get('year=2025&month=3&file_type=services');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'filename="sac-services-data-export_2025-03.csv"',
    );
    const csv = parseCsv(response.body);
    expect(csv.header).toEqual(headerOf('services'));
    expect(csv.rows).toHaveLength(
      await countRecordKeys(t.database, 'services', 'year_of_record = 2025 and month_of_record = 3'),
    );
    expect(csv.rows.length).toBeGreaterThan(0);
    for (const row of csv.rows) expect([row.yearOfRecord, row.monthOfRecord]).toEqual(['2025', '3']);
    for (const row of sample(csv.rows, 3)) await expectRowMatchesRecords(t.database, 'services', row);
  });

  it('answers a year without records with the header alone', async () => {
    const response = await get('year=2001');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`${headerOf('intake_outcome').join(',')}\r\n`);
  });

  it.each([
    ['', { year: 'The year parameter is required.' }],
    ['year=abc', { year: 'The year must be a whole number from 2000 to 9999.' }],
    ['year=1999', { year: 'The year must be a whole number from 2000 to 9999.' }],
    ['year=2024&year=2025', { year: 'The year must be a whole number from 2000 to 9999.' }],
    ['year=2024&month=13', { month: 'The month must be a whole number from 1 to 12.' }],
    ['year=2024&month=1.5', { month: 'The month must be a whole number from 1 to 12.' }],
    ['year=2024&file_type=pdf', { file_type: 'The file_type must be one of: intake_outcome, services.' }],
    [
      'month=0&file_type=',
      {
        year: 'The year parameter is required.',
        month: 'The month must be a whole number from 1 to 12.',
        file_type: 'The file_type must be one of: intake_outcome, services.',
      },
    ],
  ])('refuses ?%s with a 400 naming each bad parameter', async (query, expected) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as { detail: string; source: { parameter: string } }[];
    expect(Object.fromEntries(errors.map((error) => [error.source.parameter, error.detail]))).toEqual(
      expected,
    );
  });

  it('refuses non-admins (403) and requests without a token (401)', async () => {
    const url = '/api/v1/national_data?year=2024';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const manager = await signIn(t.app, 'manager@example.org');
    expect((await manager.request({ method: 'GET', url })).statusCode).toBe(403);
  });
});
