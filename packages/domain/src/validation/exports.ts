/**
 * Export forms: an organization's data report (000 §2, §5) and a coalition's data export (002 §2.11, §5).
 * Neither may ask for a date after today, hence the factories taking `now`.
 */
import { z } from 'zod';
import { REPORT_MAX_PERIODS } from '../constants/limits';
import { type CalendarDate, formatExportDate, parseExportDate, parseIsoDate } from '../format/dates';
import {
  ALL_LOCATIONS,
  COALITION_EXPORT_FOR,
  EXPORT_DATE_FORMATS,
  type ExportDateFormat,
  ROUTE_ACTIONS,
  type RouteAction,
} from '../options/data-entry';
import { currentYearMonth, monthIndex } from '../records/months';
import { ALWAYS_CHECK, boundedText, choice, idField, optionalChoice, requireValue, toId } from './fields';
import { TEXT_LIMITS } from './limits';
import { VALIDATION_MESSAGES as M } from './messages';

/** Whether a picked month (or year) is not later than the current one. */
export function isNotFutureExportDate(date: CalendarDate, format: ExportDateFormat, now: Date): boolean {
  const current = currentYearMonth(now);
  return format === 'year' ? date.year <= current.year : monthIndex(date) <= monthIndex(current);
}

/** States, provinces and organization types of a coalition export. */
const codeList = () => z.array(boundedText(TEXT_LIMITS.code)).max(TEXT_LIMITS.listEntries);

const idList = (message: string) =>
  z.array(z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]), { error: message });

/** The report export form: a location (or all), the date format, one or more months or years. */
export function createReportExportSchema({ now }: { now: Date }) {
  return z
    .object({
      location: z.union([z.literal(ALL_LOCATIONS), idField(M.locationRequired)], {
        error: M.locationRequired,
      }),
      dateFormat: choice(EXPORT_DATE_FORMATS, M.exportDateFormatRequired),
      dates: z
        .array(boundedText(TEXT_LIMITS.code), { error: M.exportDateRequired })
        .min(1, M.exportDatesTooShort),
    })
    .superRefine(checkExportDates(parseIsoDate, now), ALWAYS_CHECK);
}
export type ReportExportValues = z.input<ReturnType<typeof createReportExportSchema>>;
export type ReportExportOutput = z.output<ReturnType<typeof createReportExportSchema>>;

/** The report export request; dates travel as dd/MM/yyyy (000 §9). */
export function createReportExportAttributesSchema({ now }: { now: Date }) {
  return z
    .object({
      organizationId: idField(M.idInvalid),
      locationId: idField(M.idInvalid).nullable(),
      action: z.enum(ROUTE_ACTIONS),
      dateFormat: choice(EXPORT_DATE_FORMATS, M.exportDateFormatRequired),
      dates: z
        .array(boundedText(TEXT_LIMITS.code), { error: M.exportDateRequired })
        .min(1, M.exportDatesTooShort),
    })
    .superRefine(checkExportDates(parseExportDate, now), ALWAYS_CHECK);
}
export type ReportExportAttributes = z.output<ReturnType<typeof createReportExportAttributesSchema>>;

export function toReportExportAttributes(
  values: ReportExportOutput,
  context: { organizationId: number | string; action: RouteAction },
): ReportExportAttributes {
  return {
    organizationId: context.organizationId,
    locationId: values.location === ALL_LOCATIONS ? null : values.location,
    action: context.action,
    dateFormat: values.dateFormat,
    dates: values.dates.map((d) => formatExportDate(parseIsoDate(d)!)),
  };
}

/** The coalition export form. Contributor contacts need no date: they export the current year. */
export function createCoalitionExportSchema({ now }: { now: Date }) {
  return z
    .object({
      exportFor: choice(COALITION_EXPORT_FOR, M.optionInvalid),
      states: codeList().optional(),
      usCountyIds: idList(M.idInvalid).optional(),
      provinces: codeList().optional(),
      orgTypes: codeList().optional(),
      organizationIds: idList(M.organizationsRequired).min(1, M.organizationsRequired),
      dateFormat: optionalChoice(EXPORT_DATE_FORMATS),
      date: boundedText(TEXT_LIMITS.code).nullish(),
    })
    .superRefine((values, ctx) => {
      if (values.exportFor === 'contributors') return;
      const hasFormat = requireValue(ctx, values.dateFormat, 'dateFormat', M.dateFormatRequired);
      if (!requireValue(ctx, values.date, 'date', M.exportDateRequired)) return;
      const date = parseIsoDate(values.date);
      if (!date) ctx.addIssue({ code: 'custom', path: ['date'], message: M.dateInvalid });
      else if (hasFormat && !isNotFutureExportDate(date, values.dateFormat as ExportDateFormat, now)) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: M.dateInFuture });
      }
    }, ALWAYS_CHECK);
}
export type CoalitionExportValues = z.input<ReturnType<typeof createCoalitionExportSchema>>;
export type CoalitionExportOutput = z.output<ReturnType<typeof createCoalitionExportSchema>>;

/** POST /api/v1/coalition_data_exports attributes (002 §3); `state` and `usCountyId` repeat the first choice. */
export function toCoalitionExportAttributes(
  values: CoalitionExportOutput,
  coalitionId: number | string,
  now: Date,
) {
  const states = values.states ?? [];
  const usCountyIds = (values.usCountyIds ?? []).map((id) => Number(id));
  const date = values.exportFor === 'contributors' ? null : parseIsoDate(values.date);
  const byMonth = values.exportFor !== 'contributors' && values.dateFormat === 'month';
  return {
    coalitionId: toId(coalitionId)!,
    exportFor: values.exportFor,
    state: states[0] ?? null,
    usCountyId: usCountyIds[0] ?? null,
    states,
    usCountyIds,
    provinces: values.provinces ?? [],
    orgTypes: values.orgTypes ?? [],
    organizationIds: values.organizationIds.map((id) => Number(id)),
    yearOfRecord: date?.year ?? now.getFullYear(),
    ...(byMonth && date ? { monthOfRecord: date.month } : {}),
  };
}
export type CoalitionExportAttributes = ReturnType<typeof toCoalitionExportAttributes>;

/** The server's check of a coalition export request. */
export function createCoalitionExportAttributesSchema({ now }: { now: Date }) {
  return z
    .object({
      coalitionId: idField(M.idInvalid),
      exportFor: choice(COALITION_EXPORT_FOR, M.optionInvalid),
      states: codeList().optional(),
      usCountyIds: idList(M.idInvalid).optional(),
      provinces: codeList().optional(),
      orgTypes: codeList().optional(),
      organizationIds: idList(M.organizationsRequired).min(1, M.organizationsRequired),
      yearOfRecord: z.number({ error: M.exportDateRequired }).int(),
      monthOfRecord: z.number().int().min(1).max(12).nullish(),
    })
    .superRefine((values, ctx) => {
      if (typeof values.yearOfRecord !== 'number') return;
      const date = { year: values.yearOfRecord, month: values.monthOfRecord ?? 1, day: 1 };
      if (!isNotFutureExportDate(date, values.monthOfRecord ? 'month' : 'year', now)) {
        ctx.addIssue({ code: 'custom', path: ['yearOfRecord'], message: M.dateInFuture });
      }
    }, ALWAYS_CHECK);
}

/**
 * Each chosen date must parse and not lie in the future (months: not after this month; years: this year),
 * and one report holds at most REPORT_MAX_PERIODS distinct months (or years).
 */
function checkExportDates(parse: (value: unknown) => CalendarDate | null, now: Date) {
  return (values: { dates?: unknown; dateFormat?: unknown }, ctx: z.RefinementCtx) => {
    const dates = Array.isArray(values.dates) ? values.dates : [];
    const periods = new Set(
      dates.map(parse).map((d) => (d ? `${d.year}-${values.dateFormat === 'year' ? 0 : d.month}` : '')),
    );
    if (periods.size > REPORT_MAX_PERIODS) {
      ctx.addIssue({ code: 'custom', path: ['dates'], message: M.exportDatesTooMany });
    }
    dates.forEach((value, index) => {
      const date = parse(value);
      const message = !date
        ? M.dateInvalid
        : !isNotFutureExportDate(date, values.dateFormat as ExportDateFormat, now)
          ? M.dateInFuture
          : null;
      if (message) ctx.addIssue({ code: 'custom', path: ['dates', index], message });
    });
  };
}
