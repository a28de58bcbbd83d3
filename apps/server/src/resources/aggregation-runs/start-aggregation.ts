/**
 * An administrator's aggregation request (002 §2.14, §3 "Aggregation request: orgId (or null), month, year"):
 * one run per organization — the one named, or every organization connected to the vendor — each queued as an
 * `aggregate-month` job in the same transaction as its row. A month already queued or running for an
 * organization is not queued twice: its run is the answer. A month not begun yet cannot be aggregated.
 */
import { VALIDATION_MESSAGES as M, type ShelterSoftwareVendor, vendorName } from '@sac/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { aggregationRuns, organizations, shelterSoftwareConnections } from '../../db/schema/index';
import { notFound, unprocessable } from '../../http/errors';
import { parseAttributes, parsePositiveId } from '../../http/input/attributes';
import type { Jobs } from '../../jobs/create-jobs';
import { jobsUnavailable } from '../data-exports/start-data-export';

const requestSchema = z.object({
  orgId: z.union([z.number(), z.string().max(20, M.orgIdInvalid), z.null()]).optional(),
  month: z.coerce
    .number({ error: 'Date is required' })
    .int('Date is required')
    .min(1, 'Date is required')
    .max(12, 'Date is required'),
  year: z.coerce
    .number({ error: 'Date is required' })
    .int('Date is required')
    .min(2000, 'Date is required')
    .max(9999, 'Date is required'),
});

export type AggregationRequest = { organizationId: number | null; year: number; month: number };

/** The request's fields checked: Org ID blank or a whole number, a month that has begun. */
export function readAggregationRequest(attributes: Record<string, unknown>, now: Date): AggregationRequest {
  const input = parseAttributes(requestSchema, attributes);
  const blank = input.orgId === undefined || input.orgId === null || String(input.orgId).trim() === '';
  const organizationId = blank ? null : parsePositiveId(input.orgId);
  if (organizationId === undefined) throw unprocessable([{ field: 'org_id', detail: M.orgIdInvalid }]);
  if (input.year * 12 + input.month > now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    throw unprocessable([{ field: 'month', detail: 'Month cannot be in the future' }]);
  }
  return { organizationId, year: input.year, month: input.month };
}

export async function startAggregation(
  db: Db,
  jobs: Jobs | undefined,
  vendor: ShelterSoftwareVendor,
  request: AggregationRequest,
  { now, userId }: { now: Date; userId: number | null },
): Promise<number[]> {
  if (!jobs) throw jobsUnavailable();
  return db.transaction(async (tx) => {
    // Two requests for the same vendor at once queue each month once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`aggregation:${vendor}`}))`);
    const connected = await tx
      .select({ organizationId: shelterSoftwareConnections.organizationId })
      .from(shelterSoftwareConnections)
      .where(
        and(
          eq(shelterSoftwareConnections.vendor, vendor),
          request.organizationId === null
            ? undefined
            : eq(shelterSoftwareConnections.organizationId, request.organizationId),
        ),
      )
      .orderBy(shelterSoftwareConnections.organizationId);
    if (connected.length === 0) {
      if (request.organizationId === null) {
        throw unprocessable([
          { field: 'org_id', detail: `No organization is connected to ${vendorName(vendor)}.` },
        ]);
      }
      const [organization] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, request.organizationId));
      throw unprocessable([
        {
          field: 'org_id',
          detail: organization
            ? `Organization ${request.organizationId} is not connected to ${vendorName(vendor)}: its manager stores the credentials on its API Mapping tab.`
            : `No organization has the ID ${request.organizationId}.`,
        },
      ]);
    }
    const ids = connected.map((c) => c.organizationId);
    const pending = await tx
      .select({ id: aggregationRuns.id, organizationId: aggregationRuns.organizationId })
      .from(aggregationRuns)
      .where(
        and(
          inArray(aggregationRuns.organizationId, ids),
          eq(aggregationRuns.vendor, vendor),
          eq(aggregationRuns.year, request.year),
          eq(aggregationRuns.month, request.month),
          inArray(aggregationRuns.status, ['queued', 'running']),
        ),
      );
    const waiting = new Set(pending.map((run) => run.organizationId));
    const toQueue = ids.filter((id) => !waiting.has(id));
    const created =
      toQueue.length === 0
        ? []
        : await tx
            .insert(aggregationRuns)
            .values(
              toQueue.map((organizationId) => ({
                organizationId,
                vendor,
                year: request.year,
                month: request.month,
                requestedById: userId,
                createdAt: now,
                updatedAt: now,
              })),
            )
            .returning({ id: aggregationRuns.id });
    for (const run of created) await jobs.send('aggregate-month', { runId: run.id }, { tx });
    return [...pending.map((run) => run.id), ...created.map((run) => run.id)];
  });
}

/**
 * An administrator's choice on a run that found the month entered by hand or by CSV: replace (the run is
 * queued again, allowed to overwrite) or keep (the run ends, nothing written).
 */
export async function resolveAggregationRun(
  db: Db,
  jobs: Jobs | undefined,
  runId: number,
  choice: 'replace' | 'keep',
  now: Date,
): Promise<void> {
  if (choice === 'replace' && !jobs) throw jobsUnavailable();
  await db.transaction(async (tx) => {
    const [run] = await tx
      .select({ status: aggregationRuns.status })
      .from(aggregationRuns)
      .where(eq(aggregationRuns.id, runId))
      .for('update');
    if (!run) throw notFound();
    if (run.status !== 'needs_review') {
      throw unprocessable([{ field: 'choice', detail: 'This run does not wait for a choice.' }]);
    }
    await tx
      .update(aggregationRuns)
      .set(
        choice === 'replace'
          ? { status: 'queued', overwrite: true, finishedAt: null, updatedAt: now }
          : { status: 'kept', message: 'An administrator kept the entered numbers.', updatedAt: now },
      )
      .where(eq(aggregationRuns.id, runId));
    if (choice === 'replace') await jobs!.send('aggregate-month', { runId }, { tx });
  });
}
