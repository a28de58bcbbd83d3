import { describe, expect, it } from 'vitest';
import {
  formatExportDate,
  formatIsoDate,
  formatLastUpdate,
  parseExportDate,
  parseIsoDate,
  parseUsDate,
} from './dates';
import { formatPhoneNumber, isValidPhoneNumber, normalizePhoneNumber } from './phone';

describe('phone numbers', () => {
  it('display a leading 1 and ten digits as (AAA) PPP-NNNN', () => {
    expect(formatPhoneNumber('12175550100')).toBe('(217) 555-0100');
    expect(formatPhoneNumber('12175550100 x12')).toBe('(217) 555-0100 x12');
    expect(formatPhoneNumber('12175550100', '7')).toBe('(217) 555-0100 x7');
  });

  it('display anything else as empty', () => {
    expect(formatPhoneNumber('2175550100')).toBe('');
    expect(formatPhoneNumber('22175550100')).toBe('');
    expect(formatPhoneNumber('12175550100x12')).toBe('');
    expect(formatPhoneNumber('(217) 555-0100')).toBe('');
    expect(formatPhoneNumber(null)).toBe('');
  });

  it('store what people type as a leading 1, ten digits and an optional extension', () => {
    expect(normalizePhoneNumber('(217) 555-0100')).toBe('12175550100');
    expect(normalizePhoneNumber('+1 217.555.0100 ext. 44')).toBe('12175550100 x44');
    expect(normalizePhoneNumber('217-555-0100 x9')).toBe('12175550100 x9');
    expect(normalizePhoneNumber('')).toBe('');
    expect(normalizePhoneNumber('555-0100')).toBeNull();
    expect(normalizePhoneNumber('call me')).toBeNull();
    expect(isValidPhoneNumber('2175550100')).toBe(true);
    expect(isValidPhoneNumber('12345')).toBe(false);
  });
});

describe('dates', () => {
  it('parse ISO dates and refuse impossible ones', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2024-03')).toEqual({ year: 2024, month: 3, day: 1 });
    expect(parseIsoDate('2024-03-05T10:00:00Z')).toEqual({ year: 2024, month: 3, day: 5 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2024-13-01')).toBeNull();
    expect(parseIsoDate(20240101)).toBeNull();
  });

  it('write the export format dd/MM/yyyy and read it back', () => {
    expect(formatExportDate({ year: 2025, month: 3, day: 1 })).toBe('01/03/2025');
    expect(parseExportDate('01/03/2025')).toEqual({ year: 2025, month: 3, day: 1 });
    expect(formatIsoDate(new Date(2025, 0, 9))).toBe('2025-01-09');
  });

  it('read US spreadsheet dates M/d/yyyy, refusing days that do not exist', () => {
    expect(parseUsDate('5/1/2024')).toEqual({ year: 2024, month: 5, day: 1 });
    expect(parseUsDate('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseUsDate('2/30/2024')).toBeNull();
    expect(parseUsDate('13/1/2024')).toBeNull();
    expect(parseUsDate('2024-05-01')).toBeNull();
  });

  it('show N/A for a missing last update', () => {
    expect(formatLastUpdate(null)).toBe('N/A');
    expect(formatLastUpdate('garbage')).toBe('N/A');
    expect(formatLastUpdate(new Date(2025, 4, 3, 12))).toBe('05-03-2025');
  });
});
