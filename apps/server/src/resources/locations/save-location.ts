/**
 * Adding and editing a location (001 §5, §6): the domain's location form rules (over the stored values on
 * an edit), a county of the chosen state, Close Location for admins only, and the first location primary.
 */
import {
  camelizeFields,
  locationSchema,
  ORGANIZATION_RULE_MESSAGES as R,
  toLocationAttributes,
} from '@sac/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { can } from '../../access/policies';
import type { Tx } from '../../db/connection';
import { locations, usCounties } from '../../db/schema/index';
import { forbidden, forbiddenAt, unprocessable } from '../../http/errors';
import type { CreateHook, Resource, UpdateHook } from '../../http/jsonapi/index';
import { checkForm, formToValues, rowToForm, sentWithGroups, trimmed } from '../domain-check';

type LocationRow = typeof locations.$inferSelect;

const ADDRESS = ['country', 'us_state', 'us_county_id', 'zip_code', 'province_or_territory', 'postal_code'];

const adminOnlyStatus = () => forbiddenAt(R.adminOnlyFields(['status']), ['status']);

async function checkCounty(tx: Tx, values: { usCountyId?: unknown; usState?: unknown }) {
  if (values.usCountyId === null || values.usCountyId === undefined) return;
  const [county] = await tx
    .select({ usState: usCounties.usState })
    .from(usCounties)
    .where(eq(usCounties.id, Number(values.usCountyId)));
  if (!county || county.usState !== values.usState) {
    throw unprocessable([
      { field: 'us_county_id', detail: R.countyNotInState(String(values.usState ?? '')) },
    ]);
  }
}

/** Validated, normalized column values of the address and contact fields of `form`. */
function locationValues(form: Record<string, unknown>, checked: (field: string) => boolean) {
  const parsed = checkForm(locationSchema, form, checked);
  // Stored values from before today's rules (ignored by the check) leave no parse; the same normal forms apply.
  return { ...toLocationAttributes(parsed ?? (trimmed(form) as z.output<typeof locationSchema>)) };
}

export function createLocation(resource: Resource): CreateHook<LocationRow> {
  return async ({ tx, ctx, attributes, insert }) => {
    const organizationId = Number(attributes.organization_id);
    if (!attributes.organization_id) {
      throw unprocessable([{ field: 'organization_id', detail: 'Organization is required' }]);
    }
    if (!can(ctx.access, 'location:create', { organizationId })) throw forbidden();
    if (!ctx.access.isAdmin && attributes.status !== undefined && attributes.status !== 'active') {
      throw adminOnlyStatus();
    }
    const normalized = locationValues(camelizeFields(attributes), () => true);
    const names = [...resource.attributes.keys()].filter((name) => name !== 'id');
    const values = formToValues(resource, normalized, names);
    await checkCounty(tx, values);
    const [primary] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(
        and(
          eq(locations.organizationId, organizationId),
          eq(locations.primary, true),
          isNull(locations.archivedAt),
        ),
      )
      .limit(1);
    return insert({ ...values, organizationId, primary: !primary, createdAt: ctx.now, updatedAt: ctx.now });
  };
}

export function updateLocation(resource: Resource): UpdateHook<LocationRow> {
  return async ({ tx, ctx, row, attributes, update }) => {
    if (!ctx.access.isAdmin && attributes.status !== undefined && attributes.status !== row.status) {
      throw adminOnlyStatus();
    }
    const sent = sentWithGroups(attributes, [ADDRESS]);
    const form = { ...rowToForm(resource, row), ...camelizeFields(attributes) };
    const normalized = locationValues(form, (field) => sent.has(field));
    const values = formToValues(resource, normalized, sent);
    if (sent.has('us_county_id') || sent.has('us_state')) await checkCounty(tx, values);
    if (Object.keys(values).length > 0) values.updatedAt = ctx.now;
    return update(values);
  };
}
