/**
 * A refused upload names what is wrong (headers, or every bad row with its row, column and value) and
 * stores nothing, even when most of its rows were valid.
 */
import { buildExampleCsvRows, CSV_UPLOAD_MAX_LISTED_ERRORS, DATA_ENTRY_MESSAGES } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { createLocation } from '../../../test/support/factories';
import { csvText, dataUrl, NO_UPLOAD_TRACES, upload, useUploadTestBed } from '../../../test/support/uploads';

type ErrorObject = { code: string; title: string; detail: string; meta?: Record<string, unknown> };

describe('POST /api/v1/file_imports refusals', () => {
  const bed = useUploadTestBed();

  const example = (locationId: number, month = 5, species: ('canine' | 'feline')[] = ['canine', 'feline']) =>
    buildExampleCsvRows('intake_outcome', { locationId, year: 2025, month, species });
  const errorsOf = (response: { json(): unknown }) => (response.json() as { errors: ErrorObject[] }).errors;

  it('names missing, unknown and repeated headers, and stores nothing', async () => {
    const w = await bed.world();
    const [header, ...rows] = example(w.location.id);
    const wrong = header!.map((name) =>
      name === 'species' ? 'colour' : name === 'beginningAnimalCount' ? 'yearOfRecord' : name,
    );
    const response = await upload(w.session, {
      location_id: w.location.id,
      file: dataUrl(csvText([wrong, ...rows])),
    });

    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      {
        status: '422',
        code: 'invalid_csv_headers',
        title: 'Invalid CSV Headers',
        detail:
          'Missing columns: species, beginningAnimalCount. Unknown columns: colour. Repeated columns: yearOfRecord',
        meta: {
          missing: ['species', 'beginningAnimalCount'],
          unknown: ['colour'],
          duplicated: ['yearOfRecord'],
        },
        source: { pointer: '/data/attributes/file' },
      },
    ]);
    expect(await bed.traces(w.organization.id)).toEqual(NO_UPLOAD_TRACES);
  });

  it('lists every bad value with its row and column at once, and stores none of the valid rows', async () => {
    const w = await bed.world();
    const [header, ...valid] = example(w.location.id, 5);
    const bad = (month: number, species: 'canine' | 'feline', changes: Record<string, string>) => {
      const row = example(w.location.id, month, [species])[1]!;
      return row.map((value, i) => changes[header![i]!] ?? value);
    };
    const rows = [
      ...valid, // rows 2 and 3
      bad(1, 'canine', { adultStrayAtLargeCount: 'abc', youthStrayAtLargeCount: '-1' }), // row 4
      bad(1, 'feline', { adultAdoptionCount: '1.5', youthAdoptionCount: '' }), // row 5
      bad(2, 'canine', { endingAnimalCount: '2147483648', species: 'Dragon' }), // row 6
      bad(2, 'feline', { monthOfRecord: '13' }), // row 7
      bad(7, 'canine', {}), // row 8: July 2025 is after the clock's June
    ];
    const response = await upload(w.session, {
      location_id: w.location.id,
      file: dataUrl(csvText([header!, ...rows])),
    });

    expect(response.statusCode).toBe(422);
    const errors = errorsOf(response);
    expect(errors.every((e) => e.code === 'invalid_csv_row' && e.title === 'Invalid CSV row')).toBe(true);
    expect(errors.map((e) => e.meta)).toEqual([
      { row: 4, column: 'adultStrayAtLargeCount', value: 'abc' },
      { row: 4, column: 'youthStrayAtLargeCount', value: '-1' },
      { row: 5, column: 'adultAdoptionCount', value: '1.5' },
      { row: 5, column: 'youthAdoptionCount', value: '' },
      { row: 6, column: 'species', value: 'Dragon' },
      { row: 6, column: 'endingAnimalCount', value: '2147483648' },
      { row: 7, column: 'monthOfRecord', value: '13' },
      { row: 8, column: 'monthOfRecord', value: '7' },
    ]);
    expect(errors[0]!.detail).toBe(
      'Row 4, column adultStrayAtLargeCount: "abc" must be a whole number of 0 or more.',
    );
    expect(errors[3]!.detail).toBe('Row 5, column youthAdoptionCount: every field must have a value.');
    expect(errors[5]!.detail).toBe(
      'Row 6, column endingAnimalCount: "2147483648" must be 2,147,483,647 or less.',
    );
    expect(errors[7]!.detail).toBe('Row 8: July 2025 is in the future.');
    expect(await bed.traces(w.organization.id)).toEqual(NO_UPLOAD_TRACES);
  });

  it('lists the first 100 problems and says how many there are in all', async () => {
    const w = await bed.world();
    const [header] = example(w.location.id);
    const rows = Array.from({ length: 60 }, (_, i) =>
      example(w.location.id, (i % 5) + 1)[1]!.map((value, c) =>
        header![c]!.endsWith('StrayAtLargeCount') && !header![c]!.startsWith('ageUnknown') ? 'x' : value,
      ),
    );
    const response = await upload(w.session, {
      location_id: w.location.id,
      file: dataUrl(csvText([header!, ...rows])),
    });

    expect(response.statusCode).toBe(422);
    const errors = errorsOf(response);
    expect(errors).toHaveLength(CSV_UPLOAD_MAX_LISTED_ERRORS + 1);
    expect(errors.at(-1)).toMatchObject({
      code: 'too_many_errors',
      detail: 'The file has 120 problems; the first 100 are listed. Correct them and upload the file again.',
      meta: { total: 120, listed: 100 },
    });
    expect(await bed.traces(w.organization.id)).toEqual(NO_UPLOAD_TRACES);
  });

  it("refuses a row for another organization's location, naming it, and leaves that organization's month as it was", async () => {
    const w = await bed.world();
    const other = await bed.world();
    const [header, row] = example(w.location.id);
    const [, theirs] = example(other.location.id);
    const theirUpload = await upload(other.session, {
      location_id: other.location.id,
      file: dataUrl(csvText([header!, theirs!])),
    });
    expect(theirUpload.statusCode).toBe(201);
    const theirsBefore = await bed.traces(other.organization.id);
    const changed = theirs!.map((value, i) => (header![i] === 'adultStrayAtLargeCount' ? '9' : value));
    const response = await upload(w.session, {
      location_id: w.location.id,
      file: dataUrl(csvText([header!, row!, changed])),
    });

    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      expect.objectContaining({
        detail: `Row 3, column locationId: location ${other.location.id} is not a location of ${w.organization.name}.`,
        meta: { row: 3, column: 'locationId', value: String(other.location.id) },
      }),
    ]);
    expect(await bed.traces(w.organization.id)).toEqual(NO_UPLOAD_TRACES);
    expect(await bed.traces(other.organization.id)).toEqual(theirsBefore);
  });

  it('refuses rows of a closed location with the closed-location message', async () => {
    const w = await bed.world();
    const closed = await createLocation(bed.t.database.db, w.organization.id, {
      status: 'closed',
      name: 'Old Barn',
    });
    const [header, row] = example(closed.id);
    const response = await upload(w.session, {
      location_id: w.location.id,
      file: dataUrl(csvText([header!, row!])),
    });

    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).map((e) => e.detail)).toEqual([
      `Row 2, column locationId: ${DATA_ENTRY_MESSAGES.closedLocation('Old Barn', 'helpdesk@shelteranimalscount.org')}`,
    ]);
    expect(await bed.traces(w.organization.id)).toEqual(NO_UPLOAD_TRACES);
  });

  it('refuses a row repeating the location, species and month of an earlier row, and a row of the wrong width', async () => {
    const w = await bed.world();
    const [header, canine] = example(w.location.id);
    const response = await upload(w.session, {
      location_id: w.location.id,
      file: dataUrl(csvText([header!, canine!, canine!, canine!.slice(0, 5)])),
    });

    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).map((e) => e.detail)).toEqual([
      'Row 3: the same location, species and month as row 2.',
      `Row 4: 5 cells where the header has ${header!.length}.`,
    ]);
    expect(await bed.traces(w.organization.id)).toEqual(NO_UPLOAD_TRACES);
  });
});
