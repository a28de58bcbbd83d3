/**
 * The example the upload screens offer (Download Example CSV, counts `zero`): nobody can take it for
 * their own data, and it is still a file the upload takes unchanged.
 */
import { describe, expect, it } from 'vitest';
import { csvColumns, requiredCsvHeaders } from './csv-columns';
import { buildExampleCsvRows } from './csv-example';
import { createCsvRowReader, readCsvHeader } from './csv-import';

describe('the example CSV with zero counts', () => {
  for (const type of ['intake_outcome', 'services'] as const) {
    it(`holds 0 in every count (${type}), with its keys and the month's dates`, () => {
      const [header, ...rows] = buildExampleCsvRows(type, {
        locationId: 12,
        year: 2024,
        month: 2,
        species: ['canine', 'rabbit'],
        counts: 'zero',
      });
      expect(header).toEqual(requiredCsvHeaders(type));
      const counts = csvColumns(type).filter((c) => !c.optional && !c.date && c.target !== 'key');
      expect(counts.length).toBeGreaterThan(10);
      for (const row of rows) {
        const cell = (name: string) => row[header!.indexOf(name)];
        expect(counts.map((c) => cell(c.name))).toEqual(counts.map(() => '0'));
        if (type === 'intake_outcome') {
          expect([cell('beginningAnimalCountDate'), cell('endingAnimalCountDate')]).toEqual([
            '2024-02-01',
            '2024-02-29',
          ]);
        }
      }
      expect(rows.map((row) => row.slice(0, 4))).toEqual([
        ['12', '2024', '2', 'canine'],
        ['12', '2024', '2', 'rabbit'],
      ]);
    });

    it(`is taken as it is by the upload's checks (${type})`, () => {
      const [header, ...rows] = buildExampleCsvRows(type, { year: 2024, month: 2, counts: 'zero' });
      const read = readCsvHeader(type, header!);
      expect(read.check).toBeUndefined();
      const readRow = createCsvRowReader(read.layout!, new Date('2024-03-15T12:00:00Z'), () => null);
      const results = rows.map((row, i) => readRow(row, i + 2));
      expect(results.map((r) => r?.problems)).toEqual(rows.map(() => undefined));
      expect(results.map((r) => r?.record?.species)).toEqual(['canine', 'feline']);
    });
  }

  it('keeps the balanced numbers by default (tests and benchmarks upload them)', () => {
    const [header, row] = buildExampleCsvRows('intake_outcome', { species: ['canine'] });
    expect(row![header!.indexOf('adultStrayAtLargeCount')]).toBe('1');
  });
});
