import { requiredCsvHeaders } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { buildUploadExampleCsv } from './example-csv';

const rows = (csv: string) =>
  csv
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));

describe('the upload screen example CSV', () => {
  it('holds the location, last month and the organization species, in the required columns', () => {
    const [header, ...data] = rows(
      buildUploadExampleCsv({
        fileType: 'intake_outcome',
        locationId: '12',
        organizationSpecies: ['rabbit', 'canine', 'not-a-species'],
        now: new Date(2025, 2, 15, 10, 0),
      }),
    );
    expect(header).toEqual(requiredCsvHeaders('intake_outcome'));
    expect(data.map((row) => row.slice(0, 4))).toEqual([
      ['12', '2025', '2', 'canine'],
      ['12', '2025', '2', 'rabbit'],
    ]);
  });

  it('holds 0 in every count, so that nobody can take it for their own data', () => {
    const [header, ...data] = rows(
      buildUploadExampleCsv({
        fileType: 'intake_outcome',
        locationId: '12',
        organizationSpecies: ['canine', 'feline'],
        now: new Date(2025, 2, 15, 10, 0),
      }),
    );
    const dates = ['beginningAnimalCountDate', 'endingAnimalCountDate'].map((name) => header!.indexOf(name));
    for (const row of data) {
      const counts = row.slice(4).filter((_, i) => !dates.includes(i + 4));
      expect(counts).toEqual(counts.map(() => '0'));
      expect(dates.map((i) => row[i])).toEqual(['2025-02-01', '2025-02-28']);
    }
  });

  it('takes December of last year in January, and canine and feline when the organization chose none', () => {
    const [header, ...data] = rows(
      buildUploadExampleCsv({
        fileType: 'services',
        locationId: '7',
        organizationSpecies: null,
        now: new Date(2025, 0, 3, 9, 0),
      }),
    );
    expect(header).toEqual(requiredCsvHeaders('services'));
    expect(data.map((row) => row.slice(0, 4))).toEqual([
      ['7', '2024', '12', 'canine'],
      ['7', '2024', '12', 'feline'],
    ]);
  });
});
