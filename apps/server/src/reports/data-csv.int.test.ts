import { csvColumns } from '@sac/domain';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/db';
import type { Database } from '../db/connection';
import { seedDemo } from '../db/seed/demo';
import { streamCopyCsv } from './copy-csv';
import { dataCsvCopy } from './data-csv';

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

  it('writes the upload columns, one row per location, month and species, CRLF lines', async () => {
    const csv = await text(
      await streamCopyCsv(database, dataCsvCopy('intake_outcome', { periods: [{ year: 2025 }] })),
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      csvColumns('intake_outcome')
        .map((c) => c.name)
        .join(','),
    );
    expect(csv.includes('\n') && !/[^\r]\n/.test(csv)).toBe(true);
    const rows = Papa.parse<string[]>(csv.trim()).data.slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row[1]).toBe('2025');
    const [, , month] = rows[0]!;
    expect(row0Date(rows[0]!)).toMatch(new RegExp(`^2025-${String(month).padStart(2, '0')}-01$`));
  });

  it('writes services in their columns', async () => {
    const csv = await text(
      await streamCopyCsv(database, dataCsvCopy('services', { periods: [{ year: 2025, month: 1 }] })),
    );
    expect(csv.split('\r\n')[0]).toBe(
      csvColumns('services')
        .map((c) => c.name)
        .join(','),
    );
  });
});

const row0Date = (row: string[]) => row[4];
