/**
 * Creating and editing a coalition (002 §2.4, §2.7, §5): the domain's coalition form rules (over the stored
 * values on an edit), the region rules (International and National have none; several only for the
 * multi-state/multi-province types), the data use acknowledgement's time, and status changes by admins only.
 * The creator becomes the coalition's manager, with the agreement they just acknowledged.
 */
import {
  type CoalitionFormOutput,
  camelizeFields,
  coalitionSchema,
  ORGANIZATION_RULE_MESSAGES as R,
  toCoalitionAttributes,
} from '@sac/domain';
import { can } from '../../access/policies';
import type { Access } from '../../access/types';
import { type coalitions, userMemberships } from '../../db/schema/index';
import { forbidden, forbiddenAt } from '../../http/errors';
import type { CreateHook, Resource, UpdateHook } from '../../http/jsonapi/index';
import { checkForm, formToValues, rowToForm, sentWithGroups, trimmed } from '../domain-check';

type CoalitionRow = typeof coalitions.$inferSelect;

/** Attributes of the form (status and the agreement are written apart). */
const FORM_ATTRIBUTES = [
  'name',
  'country',
  'description',
  'data_used',
  'operating_region_type',
  'operating_region',
  'all_intake_outcome_data_request',
  'all_community_service_data_request',
];

/** The region's type decides the region: sending one re-checks the other. */
const GROUPS = [['operating_region_type', 'operating_region']];

function checkStatus(access: Access, status: unknown, current: string | undefined) {
  if (status === undefined || status === current) return;
  if (!can(access, 'coalition:administer')) throw forbiddenAt(R.adminOnlyFields(['status']), ['status']);
}

export function createCoalition(resource: Resource): CreateHook<CoalitionRow> {
  return async ({ tx, ctx, attributes, insert }) => {
    const user = ctx.access.user;
    if (!user) throw forbidden();
    checkStatus(ctx.access, attributes.status, 'draft');
    const parsed = checkForm(coalitionSchema, camelizeFields(attributes)) as CoalitionFormOutput;
    const values = formToValues(resource, toCoalitionAttributes(parsed), FORM_ATTRIBUTES);
    const row = await insert({
      ...values,
      status: (attributes.status as string | undefined) ?? 'draft',
      dataUseAgreement: true,
      dataUseTimestamp: ctx.now,
      createdByUserId: user.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await tx.insert(userMemberships).values({
      userId: user.id,
      coalitionId: row.id,
      role: 'coalition_manager',
      status: 'active',
      dataUseAgreement: true,
      dataUseTimestamp: ctx.now,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    return row;
  };
}

export function updateCoalition(resource: Resource): UpdateHook<CoalitionRow> {
  return async ({ ctx, row, attributes, update }) => {
    checkStatus(ctx.access, attributes.status, row.status);
    const sent = sentWithGroups(attributes, GROUPS);
    const form = { ...rowToForm(resource, row), ...camelizeFields(attributes) };
    const parsed = checkForm(coalitionSchema, form, (field) => sent.has(field));
    // Stored values from before today's rules (ignored above) leave no parse; the same normal forms apply.
    const normalized = toCoalitionAttributes(parsed ?? (trimmed(form) as CoalitionFormOutput));
    const values = formToValues(
      resource,
      normalized,
      FORM_ATTRIBUTES.filter((name) => sent.has(name)),
    );
    if (attributes.status !== undefined) values.status = attributes.status;
    // The acknowledgement is read-only once given (002 §2.4); its time is the first acknowledgement's.
    if (attributes.data_use_agreement === true && !row.dataUseAgreement) {
      values.dataUseAgreement = true;
      values.dataUseTimestamp = ctx.now;
    }
    if (Object.keys(values).length > 0) values.updatedAt = ctx.now;
    return update(values);
  };
}
