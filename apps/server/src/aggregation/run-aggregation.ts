/**
 * The `aggregate-month` job (issue 16; 002 §2.14): one `aggregation_runs` row, an organization's month read
 * from its shelter software and written as its records. Reading happens before any write; everything written —
 * the records, statuses, entry log, the event types seen and the run's outcome — is one transaction, so a run
 * cut short (a crash, a kill, a vendor that stops answering) leaves nothing of it, and its retry starts again.
 *
 * Outcomes: blocked (event types not mapped yet: their list), needs_review (the month was entered by hand or
 * by CSV and the vendor's numbers differ), completed, unchanged, failed (the vendor refused the credentials or
 * kept failing; the message says which). A run already finished is left alone (jobs run at least once).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Tx } from '../db/connection';
import { aggregationRuns, animalEventTypes, locations, shelterSoftwareConnections } from '../db/schema/index';
import { vendorClientOf } from '../integrations/vendor-clients';
import { VendorError, type VendorHttpOptions } from '../integrations/vendor-http';
import { pullMonth, type SeenEventType } from './pull-month';
import { writeAggregatedMonth } from './write-aggregated-month';

export type AggregationOptions = {
  isLastAttempt: boolean;
  /** The vendor clients' HTTP settings (tests shorten the backoff). */
  http?: Pick<VendorHttpOptions, 'retries' | 'minBackoffMs' | 'requestsPerSecond'>;
};

type Run = typeof aggregationRuns.$inferSelect;
type RunUpdate = Partial<Omit<Run, 'id'>>;

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

async function finish(database: Database, run: Run, update: RunUpdate, now: Date) {
  await database.db
    .update(aggregationRuns)
    .set({ ...update, finishedAt: now, updatedAt: now })
    .where(eq(aggregationRuns.id, run.id));
}

/** The event types of the organization's vendor and their categories (null: not mapped yet). */
async function readCategories(database: Database, run: Run): Promise<Map<string, string | null>> {
  const rows = await database.db
    .select({ key: animalEventTypes.key, sacCategory: animalEventTypes.sacCategory })
    .from(animalEventTypes)
    .where(
      and(eq(animalEventTypes.organizationId, run.organizationId), eq(animalEventTypes.vendor, run.vendor)),
    );
  return new Map(rows.map((row) => [row.key, row.sacCategory]));
}

/** The location the records go to: the connection's, while it is active, else the first active location. */
async function targetLocation(
  database: Database,
  organizationId: number,
  chosen: number | null,
): Promise<number | undefined> {
  const [location] = await database.db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.organizationId, organizationId),
        eq(locations.status, 'active'),
        isNull(locations.archivedAt),
      ),
    )
    .orderBy(sql`${locations.id} = ${chosen ?? 0} desc`, asc(locations.id))
    .limit(1);
  return location?.id;
}

/** Counts the events seen per type (and lists new types, unmapped) for the API Mapping. */
async function recordSeenTypes(tx: Tx, run: Run, seen: Map<string, SeenEventType>) {
  if (seen.size === 0) return;
  await tx
    .insert(animalEventTypes)
    .values(
      [...seen.values()].map((type) => ({
        organizationId: run.organizationId,
        vendor: run.vendor,
        direction: type.direction,
        eventType: type.type,
        eventSubtype: type.subtype,
        key: type.key,
        eventsSeen: type.events,
        lastSeenAt: type.lastSeenAt,
      })),
    )
    .onConflictDoUpdate({
      target: [animalEventTypes.organizationId, animalEventTypes.vendor, animalEventTypes.key],
      set: {
        eventsSeen: sql`${animalEventTypes.eventsSeen} + excluded.events_seen`,
        lastSeenAt: sql`greatest(${animalEventTypes.lastSeenAt}, excluded.last_seen_at)`,
      },
    });
}

export async function runAggregation(
  database: Database,
  config: Config,
  runId: number,
  options: AggregationOptions,
): Promise<void> {
  const [run] = await database.db.select().from(aggregationRuns).where(eq(aggregationRuns.id, runId));
  if (!run || (run.status !== 'queued' && run.status !== 'running')) return;
  const startedAt = config.now();
  await database.db
    .update(aggregationRuns)
    .set({ status: 'running', startedAt, updatedAt: startedAt })
    .where(eq(aggregationRuns.id, run.id));

  const [connection] = await database.db
    .select()
    .from(shelterSoftwareConnections)
    .where(eq(shelterSoftwareConnections.organizationId, run.organizationId));
  if (!connection || connection.vendor !== run.vendor) {
    await finish(
      database,
      run,
      { status: 'failed', message: 'The organization has no connection to this shelter software.' },
      config.now(),
    );
    return;
  }
  const locationId = await targetLocation(database, run.organizationId, connection.locationId);
  if (locationId === undefined) {
    await finish(
      database,
      run,
      { status: 'failed', message: 'The organization has no active location.' },
      config.now(),
    );
    return;
  }

  const categories = await readCategories(database, run);
  let pulled: Awaited<ReturnType<typeof pullMonth>>;
  try {
    const client = await vendorClientOf(config, connection, options.http);
    pulled = await pullMonth(client, run.year, run.month, categories);
  } catch (error) {
    if (!(error instanceof VendorError)) throw error;
    // Refused credentials will not work on a retry; a vendor that kept failing might, until the last attempt.
    if (error.kind === 'unavailable' && !options.isLastAttempt) throw error;
    await finish(database, run, { status: 'failed', message: error.message }, config.now());
    return;
  }

  const { tally } = pulled;
  const eventsUnmapped = [...tally.unmapped.values()].reduce((sum, n) => sum + n, 0);
  const summary: RunUpdate = {
    locationId,
    eventsPulled: pulled.eventsPulled,
    eventsCounted: tally.counted,
    eventsNotCounted: tally.notCounted,
    eventsUnmapped,
    unmappedTypes: [...tally.unmapped].map(([key, events]) => ({ key, events })),
    unknownAnimalTypes: [...tally.unknownAnimalTypes].map(([animal_type, events]) => ({
      animal_type,
      events,
    })),
    countsNote: pulled.countsNote,
  };
  const now = config.now();
  await database.db.transaction(async (tx) => {
    await recordSeenTypes(tx, run, pulled.seen);
    const [current] = await tx
      .select({ status: aggregationRuns.status })
      .from(aggregationRuns)
      .where(eq(aggregationRuns.id, run.id))
      .for('update');
    if (current?.status !== 'running') return;
    const done = (update: RunUpdate) =>
      tx
        .update(aggregationRuns)
        .set({ ...summary, ...update, finishedAt: now, updatedAt: now })
        .where(eq(aggregationRuns.id, run.id));
    if (tally.unmapped.size > 0) {
      const list = summary.unmappedTypes!.map((t) => `${t.key} (${plural(t.events, 'event')})`).join(', ');
      await done({
        status: 'blocked',
        message: `${plural(tally.unmapped.size, 'event type')} ${tally.unmapped.size === 1 ? 'is' : 'are'} not mapped to a SAC category: ${list}. Map ${tally.unmapped.size === 1 ? 'it' : 'them'} on the organization’s API Mapping tab, then aggregate again.`,
      });
      return;
    }
    const outcome = await writeAggregatedMonth(tx, {
      organizationId: run.organizationId,
      locationId,
      year: run.year,
      month: run.month,
      tally,
      custody: pulled.custody,
      overwrite: run.overwrite,
      userId: run.requestedById,
      now,
    });
    const unknownEvents = [...tally.unknownAnimalTypes.values()].reduce((sum, n) => sum + n, 0);
    // Events of animals of no SAC species are left out, and said so with their types.
    const unknown =
      unknownEvents === 0
        ? ''
        : `, ${plural(unknownEvents, 'event')} of animal types that are no SAC species left out (${[...tally.unknownAnimalTypes].map(([type, n]) => `${type}: ${n}`).join(', ')})`;
    const counted = `${plural(pulled.eventsPulled, 'event')} read, ${tally.counted.toLocaleString('en-US')} counted, ${tally.notCounted.toLocaleString('en-US')} not counted (mapped to Not counted)${unknown}`;
    if (outcome.kind === 'needs_review') {
      await done({
        status: 'needs_review',
        differences: outcome.differences.slice(0, 200),
        differencesCount: outcome.differences.length,
        recordsWritten: 0,
        message: `${counted}. The month was entered by hand or by CSV and ${plural(outcome.differences.length, 'number differs', 'numbers differ')} from the shelter software’s: nothing was written. Replace them or keep them.`,
      });
    } else if (outcome.kind === 'unchanged') {
      await done({
        status: 'unchanged',
        recordsWritten: 0,
        message: `${counted}. The records already hold these numbers.`,
      });
    } else {
      await done({
        status: 'completed',
        recordsWritten: outcome.recordsWritten,
        message: `${counted}. ${plural(outcome.recordsWritten, 'record')} written.`,
      });
    }
  });
}
