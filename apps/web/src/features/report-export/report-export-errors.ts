/**
 * A refused report request (000 §8): the server's field errors go back onto the form's fields
 * (`/data/attributes/location_id` on the location, `/data/attributes/dates/0` on the dates); whatever
 * names no field of the form is left for the alert under 'Unable to generate the CSV and PDF'.
 */
import { serverFieldErrors } from '../../lib/api/server-field-errors';

export type ReportExportField = 'location' | 'dateFormat' | 'dates';
export type ReportExportFieldError = { field: ReportExportField; message: string };

const FIELD_OF_ATTRIBUTE: Record<string, ReportExportField> = {
  locationId: 'location',
  dateFormat: 'dateFormat',
  dates: 'dates',
};

export function reportExportErrors(error: unknown) {
  const fields: ReportExportFieldError[] = [];
  const others: string[] = [];
  for (const { field, message } of serverFieldErrors(error)) {
    const known = FIELD_OF_ATTRIBUTE[field.split('/')[0] ?? ''];
    if (known && !fields.some((found) => found.field === known)) fields.push({ field: known, message });
    else if (!known) others.push(message);
  }
  return { fields, others };
}
