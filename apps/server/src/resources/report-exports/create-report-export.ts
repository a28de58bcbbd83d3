/**
 * Generates a data report at once (an organization's data is small): its PDF and its CSV (the data CSV of
 * the chosen locations and periods) are stored with the report_exports row in one transaction, so a report
 * is either complete with both files or not there at all.
 */
import {
  ALL_LOCATIONS_LABEL,
  ENTRY_ACTION_OF_ROUTE,
  REPORT_FILE_RETENTION_DAYS,
  reportFileName,
} from '@sac/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { isOrganizationMember } from '../../access/policies';
import type { Access } from '../../access/types';
import type { ComputePool } from '../../compute/compute-pool';
import type { Database } from '../../db/connection';
import { locations, organizations, reportExports } from '../../db/schema/index';
import { writeStoredFile } from '../../files/stored-files';
import { notFound, unprocessable } from '../../http/errors';
import { streamCopyCsv } from '../../reports/copy-csv';
import { dataCsvCopy } from '../../reports/data-csv';
import { generateReportPdf } from '../../reports/pdf/generate-report-pdf';
import type { ReportScope } from '../../reports/pdf/report-data';
import type { ReportExportInput } from './parse-report-export';

export type ReportExportRow = typeof reportExports.$inferSelect;
type Context = { database: Database; compute: ComputePool; access: Access; now: Date };

const DAY_MS = 24 * 3600_000;

async function findOrganization(database: Database, id: number) {
  const [organization] = await database.db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.id, id), isNull(organizations.archivedAt)));
  return organization;
}

/** The chosen location's name; a location of another organization (or none) is refused by its id only. */
async function locationName(database: Database, organization: { id: number; name: string }, id: number) {
  const [location] = await database.db
    .select({ name: locations.name })
    .from(locations)
    .where(
      and(eq(locations.id, id), eq(locations.organizationId, organization.id), isNull(locations.archivedAt)),
    );
  if (location) return location.name;
  throw unprocessable([
    { field: 'location_id', detail: `Location ${id} is not a location of ${organization.name}.` },
  ]);
}

export async function createReportExport(ctx: Context, input: ReportExportInput): Promise<ReportExportRow> {
  const { database, compute, access, now } = ctx;
  const organization = await findOrganization(database, input.organizationId);
  if (!organization || !isOrganizationMember(access, organization.id)) throw notFound();
  const location =
    input.locationId === null
      ? ALL_LOCATIONS_LABEL
      : await locationName(database, organization, input.locationId);
  const action = ENTRY_ACTION_OF_ROUTE[input.action];
  const scope: ReportScope = {
    organizationId: organization.id,
    ...(input.locationId === null ? {} : { locationIds: [input.locationId] }),
    periods: input.periods,
  };
  // Laid out in the compute threads: a report of 24 months by month takes half a second of CPU.
  const pdf = await generateReportPdf(
    database,
    { action, scope, organizationName: organization.name, locationName: location, now },
    (input) => compute.reportPdf(input),
  );
  // Read whole before the transaction opens: a COPY holding one pooled connection while the transaction
  // waits for another could starve the pool when many reports run at once. An organization's CSV is small
  // (24 months at most).
  const csv = Buffer.concat(await (await streamCopyCsv(database, dataCsvCopy(action, scope))).toArray());
  const file = (extension: 'pdf' | 'csv') => ({
    filename: reportFileName(input.action, now, extension),
    contentType: extension === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
    expiresAt: new Date(now.getTime() + REPORT_FILE_RETENTION_DAYS * DAY_MS),
    now,
  });
  return database.db.transaction(async (tx) => {
    const csvFile = await writeStoredFile(tx, file('csv'), csv);
    const pdfFile = await writeStoredFile(tx, file('pdf'), pdf);
    const [row] = await tx
      .insert(reportExports)
      .values({
        organizationId: organization.id,
        locationId: input.locationId,
        userId: access.user!.id,
        action: input.action,
        dateFormat: input.dateFormat,
        dates: input.dates,
        status: 'completed',
        pdfFileId: pdfFile.id,
        csvFileId: csvFile.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  });
}
