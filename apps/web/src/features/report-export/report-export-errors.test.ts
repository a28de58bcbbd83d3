import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/client';
import { reportExportErrors } from './report-export-errors';

const refusal = (errors: unknown[]) => new ApiError(422, { errors });
const at = (pointer: string, detail: string) => ({ title: 'Invalid', detail, source: { pointer } });

describe('a refused report request', () => {
  it('puts each field error on the form field it names, the first per field', () => {
    const error = refusal([
      at('/data/attributes/dates/1', 'Date cannot be in the future'),
      at('/data/attributes/dates/2', 'Invalid date'),
      at('/data/attributes/date_format', 'Select an export date format'),
      at('/data/attributes/location_id', 'Location not found'),
    ]);
    expect(reportExportErrors(error)).toEqual({
      fields: [
        { field: 'dates', message: 'Date cannot be in the future' },
        { field: 'dateFormat', message: 'Select an export date format' },
        { field: 'location', message: 'Location not found' },
      ],
      others: [],
    });
  });

  it('keeps the errors of attributes the form does not show for the alert', () => {
    const error = refusal([at('/data/attributes/organization_id', 'Organization not found')]);
    expect(reportExportErrors(error)).toEqual({ fields: [], others: ['Organization not found'] });
  });

  it('finds nothing in a failure without field errors', () => {
    expect(reportExportErrors(new ApiError(500, { errors: [{ title: 'Server error' }] }))).toEqual({
      fields: [],
      others: [],
    });
    expect(reportExportErrors(new TypeError('Failed to fetch'))).toEqual({ fields: [], others: [] });
  });
});
