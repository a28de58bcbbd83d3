import { describe, expect, it } from 'vitest';
import { AGE_GROUP_KEYS } from '../age-groups';
import { INTAKE_CATEGORIES, OUTCOME_CATEGORIES, SERVICE_CATEGORIES } from '../categories';
import { checkBalance } from './balance';
import {
  checkCsvHeaders,
  INTAKE_OUTCOME_CSV_COLUMNS,
  isValidCsvHeaderCheck,
  requiredCsvHeaders,
  SERVICES_CSV_COLUMNS,
} from './csv-columns';
import { buildExampleCsv, buildExampleCsvRows } from './csv-example';
import { toCsv, toCsvLine } from './csv-text';

const nonLegacy = (list: readonly { legacy?: boolean }[]) => list.filter((c) => !c.legacy).length;

describe('intake/outcome CSV columns', () => {
  const headers = requiredCsvHeaders('intake_outcome');

  it('has the keys, the counts with their dates and every non-legacy count per age group', () => {
    const counts = 4 + 2 + 4;
    const expected =
      counts + (nonLegacy(INTAKE_CATEGORIES) + nonLegacy(OUTCOME_CATEGORIES)) * AGE_GROUP_KEYS.length;
    expect(headers).toHaveLength(expected);
    expect(headers.slice(0, 7)).toEqual([
      'locationId',
      'yearOfRecord',
      'monthOfRecord',
      'species',
      'beginningAnimalCountDate',
      'beginningAnimalCount',
      'beginningFosterAnimalCount',
    ]);
    expect(headers.slice(-3)).toEqual([
      'endingAnimalCountDate',
      'endingAnimalCount',
      'endingFosterAnimalCount',
    ]);
    expect(new Set(headers).size).toBe(headers.length);
  });

  it('suffixes the owner-intended euthanasia outcome columns with Outcome', () => {
    expect(headers).toContain('adultOwnerIntendedEuthanasiaCount');
    expect(headers).toContain('adultOwnerIntendedEuthanasiaCountOutcome');
    const outcome = INTAKE_OUTCOME_CSV_COLUMNS.find(
      (c) => c.name === 'youthOwnerIntendedEuthanasiaCountOutcome',
    );
    expect(outcome).toEqual({
      name: 'youthOwnerIntendedEuthanasiaCountOutcome',
      target: 'animal_outcomes',
      field: 'youthOwnerIntendedEuthanasiaCount',
    });
    expect(headers.filter((h) => h.endsWith('CountOutcome'))).toHaveLength(3);
  });

  it('keeps intakes before outcomes, and legacy columns optional', () => {
    expect(headers.indexOf('ageUnknownOtherIntakesCount')).toBeLessThan(
      headers.indexOf('adultAdoptionCount'),
    );
    const legacy = INTAKE_OUTCOME_CSV_COLUMNS.filter((c) => c.optional).map((c) => c.name);
    expect(legacy).toEqual([
      'adultLegacyTransferredInFromAgencyCount',
      'youthLegacyTransferredInFromAgencyCount',
      'ageUnknownLegacyTransferredInFromAgencyCount',
      'adultLegacyTransferredToAnotherAgencyCount',
      'youthLegacyTransferredToAnotherAgencyCount',
      'ageUnknownLegacyTransferredToAnotherAgencyCount',
    ]);
  });
});

describe('services CSV columns', () => {
  it('has the keys and every service per age group, in the services order', () => {
    const headers = requiredCsvHeaders('services');
    expect(headers).toHaveLength(4 + SERVICE_CATEGORIES.length * 3);
    expect(headers.slice(4, 7)).toEqual([
      'adultTrapNeuterReturnCount',
      'youthTrapNeuterReturnCount',
      'ageUnknownTrapNeuterReturnCount',
    ]);
    expect(headers.at(-1)).toBe('ageUnknownRehomingSupportCount');
    expect(SERVICES_CSV_COLUMNS.every((c) => c.target === 'key' || c.target === 'animal_services')).toBe(
      true,
    );
  });
});

describe('header check', () => {
  it('names missing, unknown and duplicated headers', () => {
    const headers = requiredCsvHeaders('services').filter((h) => h !== 'species');
    const check = checkCsvHeaders('services', [...headers, 'colour', 'locationId']);
    expect(check).toEqual({ missing: ['species'], unknown: ['colour'], duplicated: ['locationId'] });
    expect(isValidCsvHeaderCheck(check)).toBe(false);
  });

  it('accepts the example headers in any order, with a byte order mark and optional legacy columns', () => {
    const headers = [...requiredCsvHeaders('intake_outcome')].reverse();
    headers[0] = `\uFEFF${headers[0]}`;
    expect(
      isValidCsvHeaderCheck(
        checkCsvHeaders('intake_outcome', [...headers, 'adultLegacyTransferredInFromAgencyCount']),
      ),
    ).toBe(true);
  });
});

describe('example CSV', () => {
  it('has the required headers and one row per species, as long as the header', () => {
    for (const type of ['intake_outcome', 'services'] as const) {
      const [header, ...rows] = buildExampleCsvRows(type, { locationId: 42, year: 2025, month: 2 });
      expect(header).toEqual(requiredCsvHeaders(type));
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row).toHaveLength(header!.length);
      expect(rows.map((r) => r[3])).toEqual(['canine', 'feline']);
      expect(rows[0]!.slice(0, 3)).toEqual(['42', '2025', '2']);
      expect(isValidCsvHeaderCheck(checkCsvHeaders(type, header!))).toBe(true);
    }
  });

  it('fills every field and gives the dates of the month', () => {
    const [header, row] = buildExampleCsvRows('intake_outcome', { year: 2024, month: 2 });
    const value = (name: string) => row![header!.indexOf(name)];
    expect(row!.every((v) => v !== '')).toBe(true);
    expect(value('beginningAnimalCountDate')).toBe('2024-02-01');
    expect(value('endingAnimalCountDate')).toBe('2024-02-29');
  });

  it('balances: beginning + intakes − outcomes = ending', () => {
    const [header, row] = buildExampleCsvRows('intake_outcome');
    const record: Record<string, number> = {};
    for (const column of INTAKE_OUTCOME_CSV_COLUMNS.filter(
      (c) => !c.optional && !c.date && c.target !== 'key',
    )) {
      record[`${column.target}:${column.field}`] = Number(row![header!.indexOf(column.name)]);
    }
    const of = (target: string) =>
      Object.fromEntries(
        Object.entries(record)
          .filter(([k]) => k.startsWith(`${target}:`))
          .map(([k, v]) => [k.split(':')[1]!, v]),
      );
    const result = checkBalance({
      counts: of('animal_counts'),
      intakes: of('animal_intakes'),
      outcomes: of('animal_outcomes'),
    });
    expect(result.difference).toBe(0);
    expect(result.ending).toBeGreaterThan(0);
  });

  it('writes CSV text with quoting where needed', () => {
    expect(buildExampleCsv('services').split('\r\n')[0]).toBe(requiredCsvHeaders('services').join(','));
    expect(toCsv([['a', 'b,c', 'say "hi"', null]])).toBe('a,"b,c","say ""hi""",\r\n');
  });
});

describe('CSV writing', () => {
  it('quotes per RFC 4180 and ends lines with CRLF', () => {
    expect(
      toCsv([
        ['a', 'line\nbreak', ' padded'],
        [1, true, null],
      ]),
    ).toBe('a,"line\nbreak"," padded"\r\n1,true,\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(toCsvLine(['=SUM(A1:A9)', '+1 555 0100', '-cmd', '@import', '\tTab', '\rReturn'])).toBe(
      `'=SUM(A1:A9),'+1 555 0100,'-cmd,'@import,'\tTab,"'\rReturn"`,
    );
    expect(toCsvLine(['=HYPERLINK("http://x")'])).toBe(`"'=HYPERLINK(""http://x"")"`);
  });

  it('writes numbers as numbers, negative ones included, and safe text untouched', () => {
    expect(toCsvLine([-5, 0, 12, 'Riverbend', 'a=b', '2024-01-31'])).toBe('-5,0,12,Riverbend,a=b,2024-01-31');
  });
});
