/**
 * Reads `POST /api/v1/report_exports`: the JSON:API shape as the rest of the API reads it (400/409), then
 * the attributes with the domain's schema, so the API refuses what the export form refuses, with its texts.
 */
import {
  camelizeFields,
  createReportExportAttributesSchema,
  type ExportDateFormat,
  formatExportDate,
  VALIDATION_MESSAGES as M,
  parseExportDate,
  type RouteAction,
  toFieldIssues,
  toSnakeCase,
} from '@sac/domain';
import { type FieldError, unprocessable } from '../../http/errors';
import { refuseUnknownAttributes } from '../../http/input/attributes';
import { readDocument } from '../../http/jsonapi/index';
import type { DataPeriod } from '../../reports/data-csv';

export const REPORT_EXPORT_TYPE = 'report_exports';
const ATTRIBUTES = new Set(['organization_id', 'location_id', 'action', 'date_format', 'dates']);
const MAX_ID = 2_147_483_647;

export type ReportExportInput = {
  organizationId: number;
  locationId: number | null;
  action: RouteAction;
  dateFormat: ExportDateFormat;
  /** As sent (dd/MM/yyyy), normalized. */
  dates: string[];
  /** The distinct months (or years) of the dates, oldest first. */
  periods: DataPeriod[];
};

const attributePointer = (field: string) =>
  field === '' ? '/data' : `/data/attributes/${field.split('.').map(toSnakeCase).join('/')}`;

function readAttributes(body: unknown): Record<string, unknown> {
  const { data } = readDocument(body, { type: REPORT_EXPORT_TYPE });
  refuseUnknownAttributes(data.attributes, ATTRIBUTES);
  return data.attributes;
}

function periodsOf(dates: readonly string[], format: ExportDateFormat): DataPeriod[] {
  const periods = new Map<string, DataPeriod>();
  for (const value of dates) {
    const { year, month } = parseExportDate(value)!;
    const period = format === 'year' ? { year } : { year, month };
    periods.set(`${year}-${format === 'year' ? 0 : month}`, period);
  }
  return [...periods.values()].sort((a, b) => a.year - b.year || (a.month ?? 0) - (b.month ?? 0));
}

/** The form has one text for a bad id and one for a bad date, where zod would describe its own checks. */
function formText(field: string, message: string): string {
  if (field === 'organizationId' || field === 'locationId') return M.idInvalid;
  if (/^dates\.\d+$/.test(field) && message !== M.dateInFuture) return M.dateInvalid;
  return message;
}

const toId = (value: string | number) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
};

export function parseReportExport(body: unknown, now: Date): ReportExportInput {
  const attributes = readAttributes(body);
  const parsed = createReportExportAttributesSchema({ now }).safeParse(camelizeFields(attributes));
  if (!parsed.success) {
    throw unprocessable(
      toFieldIssues(parsed.error).map((issue) => ({
        field: attributePointer(issue.field),
        detail: formText(issue.field, issue.message),
      })),
    );
  }
  const values = parsed.data;
  const organizationId = toId(values.organizationId);
  const locationId = values.locationId === null ? null : toId(values.locationId);
  const errors: FieldError[] = [];
  if (organizationId === undefined) errors.push({ field: 'organization_id', detail: M.idInvalid });
  if (locationId === undefined) errors.push({ field: 'location_id', detail: M.idInvalid });
  const periods = periodsOf(values.dates, values.dateFormat);
  if (errors.length > 0) throw unprocessable(errors);
  return {
    organizationId: organizationId!,
    locationId: locationId ?? null,
    action: values.action,
    dateFormat: values.dateFormat,
    dates: values.dates.map((value) => formatExportDate(parseExportDate(value)!)),
    periods,
  };
}
