/**
 * The write rules of the monthly records (000 §4, §5): no record of a future month, none of a closed
 * location; each write refreshes the month's statuses in its transaction, and a manual save is logged.
 */
import {
  actionOfKind,
  DATA_ENTRY_MESSAGES,
  isFutureMonth,
  type RecordKind,
  VALIDATION_MESSAGES,
} from '@sac/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { locations } from '../../db/schema/index';
import { unprocessable } from '../../http/errors';
import type { CreateHook, DestroyHook, ResourceContext, UpdateHook } from '../../http/jsonapi/index';
import {
  logManualEntry,
  type RecordMonth,
  refreshMonthStatus,
} from '../../month-statuses/refresh-month-status';

type RecordRow = {
  locationId: number;
  organizationId: number;
  yearOfRecord: number;
  monthOfRecord: number;
};

const monthOf = (row: RecordRow): RecordMonth => ({
  locationId: row.locationId,
  organizationId: row.organizationId,
  year: row.yearOfRecord,
  month: row.monthOfRecord,
});

const firstDayOf = (year: number, month: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;

/** The record's location, refused when closed (or deleted): its records cannot change. */
async function openLocation(tx: Tx, ctx: ResourceContext, locationId: number) {
  const [location] = await tx.select().from(locations).where(eq(locations.id, locationId));
  if (!location) throw unprocessable([{ field: 'location_id', detail: 'Location not found' }]);
  if (location.status === 'closed' || location.archivedAt) {
    const helpdesk = ctx.config.helpdeskEmail;
    throw unprocessable([
      {
        field: '/data',
        code: 'location_closed',
        detail: DATA_ENTRY_MESSAGES.closedLocation(location.name, helpdesk),
      },
    ]);
  }
  return location;
}

function refuseFutureMonth(ctx: ResourceContext, year: number, month: number, field = 'month_of_record') {
  if (isFutureMonth(year, month, ctx.now)) {
    throw unprocessable([{ field, code: 'future_month', detail: VALIDATION_MESSAGES.dateInFuture }]);
  }
}

type Hooks = {
  create: CreateHook<RecordRow>;
  update: UpdateHook<RecordRow>;
  destroy: DestroyHook<RecordRow>;
};

export function recordWrites(kind: RecordKind): Hooks {
  const action = actionOfKind(kind);
  return {
    // Only by sideposting on PATCH /api/v1/locations/{id} (adding a species to a month).
    create: async ({ tx, ctx, attributes, values, insert }) => {
      const locationId = Number(attributes.location_id);
      const year = attributes.year_of_record;
      const month = attributes.month_of_record;
      const missing = [
        ['species', attributes.species],
        ['year_of_record', year],
        ['month_of_record', month],
      ].filter(([, value]) => value === undefined || value === null);
      if (missing.length > 0) {
        throw unprocessable(
          missing.map(([field]) => ({ field: String(field), detail: `${field} is required` })),
        );
      }
      refuseFutureMonth(ctx, Number(year), Number(month));
      const location = await openLocation(tx, ctx, locationId);
      const row = await insert({
        ...values,
        organizationId: location.organizationId,
        dateOfRecord: firstDayOf(Number(year), Number(month)),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      await refreshMonthStatus(tx, monthOf(row), action);
      return row;
    },
    update: async ({ tx, ctx, row, values, update }) => {
      refuseFutureMonth(ctx, row.yearOfRecord, row.monthOfRecord);
      await openLocation(tx, ctx, row.locationId);
      if (Object.keys(values).length === 0) return row;
      const updated = await update({ ...values, updatedAt: ctx.now });
      await refreshMonthStatus(tx, monthOf(updated), action);
      await logManualEntry(tx, monthOf(updated), action, ctx.access.user?.id ?? null, ctx.now);
      return updated;
    },
    // Only by sideposting on PATCH /api/v1/locations/{id} (removing a species from a month).
    destroy: async ({ tx, ctx, row, destroy }) => {
      refuseFutureMonth(ctx, row.yearOfRecord, row.monthOfRecord);
      await openLocation(tx, ctx, row.locationId);
      await destroy();
      await refreshMonthStatus(tx, monthOf(row), action);
    },
  };
}
