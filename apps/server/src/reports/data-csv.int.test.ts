import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRecordKeys,
  expectRowMatchesRecords,
  headerOf,
  parseCsv,
  sample,
} from '../../test/support/data-csv';
import { createTestDatabase } from '../../test/support/db';
import type { Database } from '../db/connection';
import { seedDemo } from '../db/seed/demo';
import { streamCopyCsv } from './copy-csv';
import { type DataPeriod, dataCsvCopy } from './data-csv';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

describe('data CSV', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database, { now: new Date('2025-06-15T12:00:00Z') });
  });
  afterAll(async () => database.close());

  const dataCsv = async (type: 'intake_outcome' | 'services', period: DataPeriod) =>
    text(await streamCopyCsv(database, dataCsvCopy(type, { periods: [period] })));

  it('writes the upload columns, one row per location, month and species, CRLF lines', async () => {
    const csv = await dataCsv('intake_outcome', { year: 2025 });
    expect(csv.includes('\n') && !/[^\r]\n/.test(csv)).toBe(true);
    const { header, rows } = parseCsv(csv);
    expect(header).toEqual(headerOf('intake_outcome'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(await countRecordKeys(database, 'intake_outcome', 'year_of_record = 2025'));
    for (const row of rows) expect(row.yearOfRecord).toBe('2025');
    // A count date the screens did not ask for is the first day of the row's month.
    const [first] = rows;
    expect(first!.beginningAnimalCountDate).toBe(`2025-${first!.monthOfRecord!.padStart(2, '0')}-01`);
    for (const row of sample(rows, 3)) await expectRowMatchesRecords(database, 'intake_outcome', row);
  });

  it('writes services in their columns, the records of the chosen month only', async () => {
    const { header, rows } = parseCsv(await dataCsv('services', { year: 2025, month: 1 }));
    expect(header).toEqual(headerOf('services'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(
      await countRecordKeys(database, 'services', 'year_of_record = 2025 and month_of_record = 1'),
    );
    for (const row of rows) expect([row.yearOfRecord, row.monthOfRecord]).toEqual(['2025', '1']);
    for (const row of sample(rows, 3)) await expectRowMatchesRecords(database, 'services', row);
  });
});
