import { ERROR_FALLBACKS } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/client';
import { OFFLINE_SAVE_MESSAGE } from '../../../lib/errors';
import { readUploadFailure } from './upload-failure';

const pointer = { pointer: '/data/attributes/file' };
const rowError = (row: number, column: string, value: string) => ({
  status: '422',
  code: 'invalid_csv_row',
  title: 'Invalid CSV row',
  detail: `Row ${row}, column ${column}: "${value}" must be a whole number of 0 or more.`,
  meta: { row, column, value },
  source: pointer,
});

describe('a refused upload', () => {
  it('names the missing, unknown and duplicated headers', () => {
    const error = new ApiError(422, {
      errors: [
        {
          code: 'invalid_csv_headers',
          title: 'Invalid CSV Headers',
          detail: 'Missing columns: species. Unknown columns: specie',
          meta: { missing: ['species'], unknown: ['specie'], duplicated: ['yearOfRecord'] },
          source: pointer,
        },
      ],
    });
    expect(readUploadFailure(error)).toEqual({
      kind: 'headers',
      headers: {
        missing: ['species'],
        unknown: ['specie'],
        duplicated: ['yearOfRecord'],
        detail: 'Missing columns: species. Unknown columns: specie',
      },
    });
  });

  it('lists each row problem, and the count of all of them when only the first were sent', () => {
    const error = new ApiError(422, {
      errors: [
        rowError(3, 'adultStrayAtLargeCount', 'abc'),
        rowError(4, 'species', 'dragon'),
        { code: 'too_many_errors', title: 'Invalid CSV row', detail: 'The file has 250 problems.' },
      ],
    });
    const failure = readUploadFailure(error);
    expect(failure).toMatchObject({ kind: 'rows', more: 'The file has 250 problems.' });
    expect(failure.kind === 'rows' && failure.problems).toEqual([
      {
        detail: 'Row 3, column adultStrayAtLargeCount: "abc" must be a whole number of 0 or more.',
        row: 3,
        column: 'adultStrayAtLargeCount',
      },
      {
        detail: 'Row 4, column species: "dragon" must be a whole number of 0 or more.',
        row: 4,
        column: 'species',
      },
    ]);
  });

  it('shows any other refusal as one message: the server detail or the spec fallback', () => {
    const tooLarge = new ApiError(413, {
      errors: [{ code: 'file_too_large', title: 'File Too Large', detail: 'The file is larger than 8 MB.' }],
    });
    expect(readUploadFailure(tooLarge)).toEqual({
      kind: 'message',
      message: 'File Too Large: The file is larger than 8 MB.',
    });
    const empty = new ApiError(422, {
      errors: [{ code: 'invalid_file', title: 'Invalid file', detail: 'The file has no rows of data.' }],
    });
    expect(readUploadFailure(empty)).toEqual({
      kind: 'message',
      message: 'Invalid file: The file has no rows of data.',
    });
    expect(readUploadFailure(new ApiError(502, { unreadable: true }))).toEqual({
      kind: 'message',
      message: ERROR_FALLBACKS.unreadable,
    });
  });

  it('an upload that cannot reach the server (fetch rejects) says the browser is offline, not the fallback', () => {
    expect(readUploadFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'message',
      message: OFFLINE_SAVE_MESSAGE,
    });
  });
});
