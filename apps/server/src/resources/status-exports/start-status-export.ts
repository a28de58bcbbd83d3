/**
 * POST /api/v1/exports (002 §7 "Status CSV export"): `{coalition_id, year, status_type, search}`, sent
 * plain or as `data.attributes`. The coalition's managers and viewers (agreement accepted, what
 * `access.coalitionRoles` holds) and admins start a job; anyone else is refused. The `exports` row
 * (processing, progress 0) and its job are created in one transaction: the job exists only if the row does.
 */
import {
  isPickerYear,
  VALIDATION_MESSAGES as M,
  STATUS_EXPORT_TYPES,
  TEXT_LIMITS,
  textTooLong,
} from '@sac/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Access } from '../../access/types';
import type { Db } from '../../db/connection';
import { coalitions, statusExports } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/errors';
import { parseAttributes, parsePositiveId, readAttributes } from '../../http/input/attributes';
import type { Jobs } from '../../jobs/create-jobs';
import { jobsUnavailable } from '../data-exports/start-data-export';
import type { StatusExportRow } from './write-status-export';

/** The longest search text kept with an export (the table's search box: a name or an EIN). */
export const STATUS_EXPORT_SEARCH_MAX = TEXT_LIMITS.name;

const schemaFor = (now: Date) =>
  z.object({
    coalitionId: z.unknown().transform((value, ctx) => {
      const id = parsePositiveId(value);
      if (id === undefined) {
        ctx.addIssue({ code: 'custom', message: M.idInvalid });
        return z.NEVER;
      }
      return id;
    }),
    year: z.unknown().transform((value, ctx) => {
      const year = typeof value === 'string' && /^\d{4}$/.test(value.trim()) ? Number(value) : value;
      if (!isPickerYear(year, now)) {
        ctx.addIssue({ code: 'custom', message: `year must be from 2010 to ${now.getFullYear()}` });
        return z.NEVER;
      }
      return year as number;
    }),
    statusType: z.enum(STATUS_EXPORT_TYPES, {
      error: `status_type must be ${STATUS_EXPORT_TYPES.join(' or ')}`,
    }),
    search: z
      .string({ error: 'search must be a text' })
      .trim()
      .max(STATUS_EXPORT_SEARCH_MAX, { error: textTooLong(STATUS_EXPORT_SEARCH_MAX) })
      .nullish(),
  });

/** The coalition's users with a role that counts, and admins. */
export const mayExportCoalition = (access: Access, coalitionId: number) =>
  access.isAdmin || access.coalitionRoles.has(coalitionId);

export async function startStatusExport(
  db: Db,
  jobs: Jobs | undefined,
  { access, now, body }: { access: Access; now: Date; body: unknown },
): Promise<StatusExportRow> {
  const input = parseAttributes(schemaFor(now), readAttributes(body, 'exports', { topLevel: true }));
  const [coalition] = await db
    .select({ id: coalitions.id })
    .from(coalitions)
    .where(eq(coalitions.id, input.coalitionId));
  if (!coalition) throw notFound('The coalition could not be found.');
  if (!mayExportCoalition(access, coalition.id)) throw forbidden();
  if (!jobs) throw jobsUnavailable();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(statusExports)
      .values({
        userId: access.user?.id ?? null,
        coalitionId: coalition.id,
        exportType: input.statusType,
        year: input.year,
        search: input.search || null,
        status: 'processing',
        progress: 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await jobs.send('status-export', { exportId: created!.id }, { tx });
    return created!;
  });
}
