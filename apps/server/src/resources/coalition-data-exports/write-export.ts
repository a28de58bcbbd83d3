/**
 * The work of a coalition data export (002 §2.11): the chosen contributors' shared monthly records of the
 * month or year, the organization's and location's names before the upload columns (reports/data-csv.ts,
 * written by PostgreSQL's COPY; the names are neutralised against formulas in SQL), or the contacts of contributors that opted in to communications (the domain's CSV writer,
 * formula cells neutralised). The privacy rule is applied when the job runs, as the requester's access
 * reads it then: a contributor that stopped sharing in between is left out.
 */
import { SPECIES_KEYS, toCsvLine } from '@sac/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Db } from '../../db/connection';
import {
  coalitionDataExports,
  locations,
  organizations,
  userMemberships,
  users,
} from '../../db/schema/index';
import { loadUserAccess } from '../../files/signed-urls';
import { deleteStoredFiles, writeStoredFile } from '../../files/stored-files';
import { streamCopyCsv } from '../../reports/copy-csv';
import { dataCsvSelect } from '../../reports/data-csv';
import { hasCoalitionData } from './coalition-access';
import { allowedContributorIds } from './contributors';
import type { ExportFor } from './parse-input';
import type { CoalitionDataExportRow } from './start-export';

/** Exports are kept for 30 days; the list keeps its row (the link answers 404 once the file is gone). */
const FILE_RETENTION_MS = 30 * 24 * 3600_000;

export const NO_LONGER_ALLOWED =
  'The user who asked for this export can no longer read this coalition’s data.';

const FILE_KINDS: Record<ExportFor, string> = {
  intake_outcome: 'intake-outcome',
  community: 'community-services',
  contributors: 'contributors',
};

export function coalitionExportFileName(
  row: Pick<CoalitionDataExportRow, 'exportFor' | 'yearOfRecord' | 'monthOfRecord'>,
) {
  const kind = FILE_KINDS[row.exportFor as ExportFor] ?? 'data';
  const month = row.monthOfRecord ? `-${String(row.monthOfRecord).padStart(2, '0')}` : '';
  return `coalition-${kind}-export_${row.yearOfRecord ?? ''}${month}.csv`;
}

export const CONTACT_HEADER = [
  'Organization Name',
  'Organization Type',
  'EIN',
  'Country',
  'States/Provinces',
  'Contact Name',
  'Contact Title',
  'Contact Email',
] as const;

/** One line per organization manager of each organization (an organization without one: its own line). */
async function* contactLines(db: Db, organizationIds: number[]) {
  yield `${toCsvLine(CONTACT_HEADER)}\r\n`;
  if (organizationIds.length === 0) return;
  const orgs = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      type: organizations.organizationType,
      ein: organizations.ein,
      businessNumber: organizations.businessNumber,
      country: organizations.country,
    })
    .from(organizations)
    .where(inArray(organizations.id, organizationIds))
    .orderBy(asc(organizations.name), asc(organizations.id));
  const regions = await db
    .selectDistinct({
      organizationId: locations.organizationId,
      state: locations.usState,
      province: locations.provinceOrTerritory,
    })
    .from(locations)
    .where(and(inArray(locations.organizationId, organizationIds), isNull(locations.archivedAt)));
  const managers = await db
    .select({
      organizationId: userMemberships.organizationId,
      name: users.fullName,
      title: users.title,
      email: users.email,
    })
    .from(userMemberships)
    .innerJoin(users, eq(users.id, userMemberships.userId))
    .where(
      and(
        inArray(userMemberships.organizationId, organizationIds),
        eq(userMemberships.role, 'organization_manager'),
        eq(userMemberships.status, 'active'),
        isNull(users.archivedAt),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id));
  for (const org of orgs) {
    const places = [
      ...new Set(
        regions
          .filter((r) => r.organizationId === org.id)
          .map((r) => r.state ?? r.province)
          .filter((p): p is string => Boolean(p)),
      ),
    ].sort();
    const organization = [org.name, org.type, org.ein ?? org.businessNumber, org.country, places.join('; ')];
    const contacts = managers.filter((m) => m.organizationId === org.id);
    if (contacts.length === 0) yield `${toCsvLine([...organization, '', '', ''])}\r\n`;
    for (const contact of contacts) {
      yield `${toCsvLine([...organization, contact.name, contact.title, contact.email])}\r\n`;
    }
  }
}

/** A text column that a spreadsheet would run as a formula gets a leading apostrophe (as the domain's CSV writer). */
const neutralised = (column: string) =>
  `case when ${column} ~ E'^[=+@\\t\\r-]' then '''' || ${column} else ${column} end`;

/**
 * The records of the organizations' locations for the month or year, in the upload columns, after the
 * organization's and location's names (the only texts: neutralised against formulas in SQL, since COPY
 * writes cells as they are).
 */
async function recordsCopy(
  db: Db,
  type: 'intake_outcome' | 'services',
  organizationIds: number[],
  row: CoalitionDataExportRow,
) {
  const locationIds =
    organizationIds.length === 0
      ? []
      : (
          await db
            .select({ id: locations.id })
            .from(locations)
            .where(inArray(locations.organizationId, organizationIds))
        ).map((l) => l.id);
  const period = row.monthOfRecord
    ? { year: row.yearOfRecord!, month: row.monthOfRecord }
    : { year: row.yearOfRecord! };
  const species = `array_position(array[${SPECIES_KEYS.map((s) => `'${s}'`).join(', ')}]::text[], r."species")`;
  const select = `select ${neutralised('o.name')} as "organizationName", ${neutralised('l.name')} as "locationName", r.*
    from (${dataCsvSelect(type, { locationIds, periods: [period] })}) r
    join locations l on l.id = r."locationId" join organizations o on o.id = l.organization_id
    order by lower(o.name), o.id, l.id, r."yearOfRecord", r."monthOfRecord", ${species}`;
  return `copy (${select}) to stdout with (format csv, header true)`;
}

export type RunCoalitionExportOptions = { now: () => Date; isLastAttempt: boolean };

/** Runs the export of this id unless it is no longer `started` (jobs run at least once). */
export async function runCoalitionDataExport(
  database: Database,
  exportId: number,
  { now, isLastAttempt }: RunCoalitionExportOptions,
): Promise<void> {
  const { db } = database;
  const [row] = await db.select().from(coalitionDataExports).where(eq(coalitionDataExports.id, exportId));
  if (row?.status !== 'started') return;
  const fail = (message: string) =>
    db
      .update(coalitionDataExports)
      .set({ status: 'failed', errorMessage: message, updatedAt: now() })
      .where(and(eq(coalitionDataExports.id, exportId), eq(coalitionDataExports.status, 'started')));
  const access = row.userId === null ? null : await loadUserAccess(db, row.userId);
  if (!access || !hasCoalitionData(access, row.coalitionId)) {
    await fail(NO_LONGER_ALLOWED);
    return;
  }
  const exportFor = row.exportFor as ExportFor;
  const chosen = Array.isArray(row.filters.organization_ids)
    ? (row.filters.organization_ids as number[])
    : [];
  let fileId: number | undefined;
  try {
    const allowed = await allowedContributorIds(db, access, row.coalitionId, exportFor, chosen);
    const source =
      exportFor === 'contributors'
        ? contactLines(db, allowed)
        : await streamCopyCsv(
            database,
            await recordsCopy(db, exportFor === 'community' ? 'services' : 'intake_outcome', allowed, row),
          );
    const at = now();
    const file = await writeStoredFile(
      db,
      {
        filename: coalitionExportFileName(row),
        contentType: 'text/csv; charset=utf-8',
        expiresAt: new Date(at.getTime() + FILE_RETENTION_MS),
        now: at,
      },
      source,
    );
    fileId = file.id;
    const [done] = await db
      .update(coalitionDataExports)
      .set({ status: 'done', fileId: file.id, errorMessage: null, completedAt: now(), updatedAt: now() })
      .where(and(eq(coalitionDataExports.id, exportId), eq(coalitionDataExports.status, 'started')))
      .returning({ id: coalitionDataExports.id });
    // Another attempt of the same job finished first: its file stands, this one goes.
    if (!done) await deleteStoredFiles(db, [file.id]);
  } catch (error) {
    if (fileId !== undefined) await deleteStoredFiles(db, [fileId]).catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    if (isLastAttempt) await fail(message);
    else {
      await db
        .update(coalitionDataExports)
        .set({ errorMessage: message })
        .where(and(eq(coalitionDataExports.id, exportId), eq(coalitionDataExports.status, 'started')));
    }
    throw error;
  }
}
