import { describe, expect, it } from 'vitest';
import { animalIntakes, organizations } from '../../db/schema/index';
import { renderValue } from './serializer';
import { fromJson, fromQueryText, toColumnValue } from './values';

describe('fromQueryText', () => {
  const year = { type: 'integer' as const, column: animalIntakes.yearOfRecord };

  it('converts integers within the column range', () => {
    expect(fromQueryText(year, ' 2024 ')).toEqual({ ok: true, value: 2024 });
    expect(fromQueryText(year, '-32768')).toEqual({ ok: true, value: -32768 });
    expect(fromQueryText(year, '32768')).toEqual({
      ok: false,
      expected: 'a whole number between -32768 and 32767',
    });
    for (const text of ['abc', '1.5', '1e3', '', '0x10', '１２'])
      expect(fromQueryText(year, text).ok, text).toBe(false);
    expect(fromQueryText({ type: 'integer' }, '9007199254740991')).toEqual({
      ok: true,
      value: 9007199254740991,
    });
  });

  it('converts booleans, dates and datetimes', () => {
    expect(fromQueryText({ type: 'boolean' }, 'TRUE')).toEqual({ ok: true, value: true });
    expect(fromQueryText({ type: 'boolean' }, '1').ok).toBe(false);
    expect(fromQueryText({ type: 'date' }, '2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    expect(fromQueryText({ type: 'date' }, '2023-02-29').ok).toBe(false);
    expect(fromQueryText({ type: 'datetime' }, '2024-05-01T10:00:00+02:00')).toEqual({
      ok: true,
      value: '2024-05-01T08:00:00.000Z',
    });
    // No offset means UTC, whatever the server's time zone.
    expect(fromQueryText({ type: 'datetime' }, '2024-05-01 10:00')).toEqual({
      ok: true,
      value: '2024-05-01T10:00:00.000Z',
    });
    expect(fromQueryText({ type: 'datetime', column: organizations.createdAt }, '2024-05-01')).toEqual({
      ok: true,
      value: new Date('2024-05-01T00:00:00Z'),
    });
    expect(fromQueryText({ type: 'datetime' }, '2024-05-01T25:00:00Z').ok).toBe(false);
  });

  it('keeps text as sent but refuses NUL', () => {
    expect(fromQueryText({ type: 'string' }, " a'; --")).toEqual({ ok: true, value: " a'; --" });
    expect(fromQueryText({ type: 'string' }, 'a\u0000').ok).toBe(false);
    expect(fromQueryText({ type: 'json' }, '{}').ok).toBe(false);
  });
});

describe('fromJson', () => {
  const count = { type: 'integer' as const, column: animalIntakes.monthOfRecord };

  it('takes integers as numbers or digit strings, within range', () => {
    expect(fromJson(count, 12)).toEqual({ ok: true, value: 12 });
    expect(fromJson(count, '12')).toEqual({ ok: true, value: 12 });
    expect(fromJson(count, 1.5)).toEqual({ ok: false, expected: 'a whole number' });
    expect(fromJson(count, 1e21).ok).toBe(false);
    expect(fromJson(count, Number.NaN).ok).toBe(false);
    expect(fromJson(count, true).ok).toBe(false);
  });

  it('takes the calendar date of a timestamp for a date attribute', () => {
    expect(fromJson({ type: 'date' }, '2024-03-01T00:00:00.000Z')).toEqual({ ok: true, value: '2024-03-01' });
    expect(fromJson({ type: 'date' }, '03/01/2024').ok).toBe(false);
  });

  it('checks lists of texts and passes JSON through', () => {
    expect(fromJson({ type: 'string_array' }, ['a', 'b'])).toEqual({ ok: true, value: ['a', 'b'] });
    expect(fromJson({ type: 'string_array' }, ['a', null]).ok).toBe(false);
    expect(fromJson({ type: 'json' }, { a: [1] })).toEqual({ ok: true, value: { a: [1] } });
  });

  it('hands timestamps to a Date-mode column as a Date', () => {
    const converted = fromJson(
      { type: 'datetime', column: organizations.authorizedAt },
      '2024-05-01T10:00:00Z',
    );
    expect(converted).toEqual({ ok: true, value: '2024-05-01T10:00:00.000Z' });
    expect(
      toColumnValue({ type: 'datetime', column: organizations.authorizedAt }, '2024-05-01T10:00:00.000Z'),
    ).toEqual(new Date('2024-05-01T10:00:00Z'));
  });
});

describe('renderValue', () => {
  it('renders what either driver returns in one shape', () => {
    expect(renderValue('integer', '42')).toBe(42);
    expect(renderValue('datetime', '2024-05-01 10:00:00.123456+00')).toBe('2024-05-01T10:00:00.123Z');
    expect(renderValue('datetime', '0099-05-01 10:00:00+00')).toBe('0099-05-01T10:00:00.000Z');
    expect(renderValue('datetime', new Date('2024-05-01T10:00:00Z'))).toBe('2024-05-01T10:00:00.000Z');
    expect(renderValue('date', '2024-05-01')).toBe('2024-05-01');
    expect(renderValue('boolean', 't')).toBe(true);
    expect(renderValue('string', undefined)).toBeNull();
  });
});
