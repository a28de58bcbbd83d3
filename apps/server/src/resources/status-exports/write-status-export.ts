/**
 * The work of a status CSV job (002 §2.10, §4 "Status CSV export job"): the coalition's active
 * contributors of the table (name or EIN search, sorted by name) with their twelve month statuses of the
 * year and their Last Update, read in one SQL statement, written as a stored CSV, the `exports` row
 * moving through its progress to `completed` (file_ready) or to `failed` with the reason.
 *
 * Privacy (002 §6): a contributor is in a CSV only when its membership in THIS coalition shares that
 * kind of data (intake/outcome for `dataStatuses`, community services for `servicesStatuses`); a
 * contributor that does not share it is left out of that CSV altogether, never shown with made-up
 * 'Entry is Unbegun' months. Cells go through the domain's CSV writer (formulas neutralised).
 */
import {
  MONTH_NAMES,
  STATUS_TABLE_FILE_NAMES,
  type StatusExportType,
  statusLabel,
  toCsvLine,
} from '@sac/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { statusExports } from '../../db/schema/index';
import { writeStoredFile } from '../../files/stored-files';
import type { ResourceContext } from '../../http/jsonapi/index';
import { organizationSearch } from '../organizations/organization-fields';

const DAY_MS = 24 * 3600_000;
/** Status CSVs are made again at will: the stored file is removed a week after the job. */
export const STATUS_EXPORT_RETENTION_DAYS = 7;

/** The `error_message` of a job that failed (the browser shows it under 'Export processing failed'). */
export const STATUS_EXPORT_FAILED = 'The status CSV could not be written. Generate it again.';

export type StatusExportRow = typeof statusExports.$inferSelect;

const SOURCES: Record<StatusExportType, { action: string; sharing: string; records: string }> = {
  dataStatuses: {
    action: 'intake_outcome',
    sharing: 'intake_outcome_data_sharing',
    records: 'animal_intakes',
  },
  servicesStatuses: {
    action: 'services',
    sharing: 'community_service_data_sharing',
    records: 'animal_services',
  },
};

export const STATUS_CSV_HEADER = [
  'Organization Name',
  'EIN or Business Number',
  ...MONTH_NAMES.map((month) => month.slice(0, 3)),
  'Last Update',
];

type ContributorRow = {
  name: string;
  number: string | null;
  /** `month=status` pairs of the year, comma separated; null when none is stored. */
  statuses: string | null;
  /** MM-DD-YYYY (UTC) of the latest record, or null. */
  last_update: string | null;
};

/** The CSV rows of an export: one statement for every contributor, however many. */
export async function readStatusRows(database: Database, row: StatusExportRow): Promise<string[][]> {
  const type = row.exportType as StatusExportType;
  const source = SOURCES[type];
  const search = row.search
    ? await organizationSearch.build({
        values: [row.search],
        operator: 'eq',
        ctx: undefined as unknown as ResourceContext,
      })
    : undefined;
  const result = (await database.db.execute(sql`
    select organizations.name, coalesce(organizations.ein, organizations.business_number) as number,
      (select string_agg(s.month::text || '=' || s.status, ',')
        from organization_data_entry_statuses s
        where s.organization_id = organizations.id and s.action = ${source.action} and s.year = ${row.year}) as statuses,
      (select to_char(max(r.updated_at) at time zone 'UTC', 'MM-DD-YYYY')
        from ${sql.raw(source.records)} r where r.organization_id = organizations.id) as last_update
    from organizations
    join coalition_memberships m on m.organization_id = organizations.id
    where m.coalition_id = ${row.coalitionId} and m.status = 'active' and m.${sql.raw(source.sharing)} = true
      ${search ? sql`and ${search}` : sql``}
    order by organizations.name, organizations.id`)) as unknown as { rows: ContributorRow[] };
  return result.rows.map((contributor) => {
    const byMonth = new Map(
      (contributor.statuses ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    );
    return [
      contributor.name,
      contributor.number ?? '',
      ...MONTH_NAMES.map((_, index) => statusLabel(byMonth.get(String(index + 1)) ?? 'unbegun')),
      contributor.last_update ?? 'N/A',
    ];
  });
}

const setProgress = (database: Database, id: number, values: Partial<StatusExportRow>) =>
  database.db
    .update(statusExports)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(statusExports.id, id), eq(statusExports.status, 'processing')));

export type RunStatusExportOptions = { now: () => Date; isLastAttempt: boolean };

/** Runs the export of this id unless it is no longer processing (jobs run at least once). */
export async function runStatusExport(
  database: Database,
  exportId: number,
  { now, isLastAttempt }: RunStatusExportOptions,
): Promise<void> {
  const [row] = await database.db.select().from(statusExports).where(eq(statusExports.id, exportId));
  if (row?.status !== 'processing') return;
  try {
    await setProgress(database, exportId, { progress: 10 });
    const rows = await readStatusRows(database, row);
    await setProgress(database, exportId, { progress: 50 });
    const csv = `${[STATUS_CSV_HEADER, ...rows].map(toCsvLine).join('\r\n')}\r\n`;
    await setProgress(database, exportId, { progress: 80 });
    const at = now();
    await database.db.transaction(async (tx) => {
      const file = await writeStoredFile(
        tx,
        {
          filename: STATUS_TABLE_FILE_NAMES[row.exportType as StatusExportType],
          contentType: 'text/csv; charset=utf-8',
          expiresAt: new Date(at.getTime() + STATUS_EXPORT_RETENTION_DAYS * DAY_MS),
          now: at,
        },
        csv,
      );
      await tx
        .update(statusExports)
        .set({ status: 'completed', progress: 100, fileId: file.id, errorMessage: null, updatedAt: at })
        .where(and(eq(statusExports.id, exportId), eq(statusExports.status, 'processing')));
    });
  } catch (error) {
    await database.db
      .update(statusExports)
      .set({
        // The reason is logged with the job's failure; the browser shows a sentence, never SQL.
        errorMessage: STATUS_EXPORT_FAILED,
        ...(isLastAttempt ? { status: 'failed' } : {}),
        updatedAt: now(),
      })
      .where(and(eq(statusExports.id, exportId), eq(statusExports.status, 'processing')));
    throw error;
  }
}
