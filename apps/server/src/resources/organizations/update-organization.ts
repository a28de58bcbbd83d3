/**
 * Editing an organization (001 §4, §6): admin-only fields, who may move the status where, the domain's
 * organization form rules over the stored values, and the API option's timestamp.
 */
import {
  camelizeFields,
  createOrganizationSchema,
  normalizeEin,
  type OrganizationAttributes,
  ORGANIZATION_RULE_MESSAGES as R,
  toCamelCase,
  toOrganizationAttributes,
} from '@sac/domain';
import type { organizations } from '../../db/schema/index';
import { forbiddenAt, unprocessable } from '../../http/errors';
import type { Resource, UpdateHook } from '../../http/jsonapi/index';
import { checkForm, formToValues, rowToForm, sentWithGroups, trimmed } from '../domain-check';

type OrganizationRow = typeof organizations.$inferSelect;

/** Only system admins change these (001 §6); others may send them back unchanged, as the edit form does. */
const ADMIN_ONLY_ATTRIBUTES = ['ein', 'business_number', 'aap_id', 'notes', 'iod_api_active'] as const;

/** Fields checked together: sending one re-checks the others of its group. */
const GROUPS = [
  ['iod_api_option', 'external_id'],
  ['country', 'ein', 'business_number'],
  ['authorizer_email', 'authorizer_email_confirmation'],
];

const comparable = (name: string, value: unknown) => {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  return name === 'ein' ? normalizeEin(text) : text;
};

function checkAdminOnly(attributes: Record<string, unknown>, stored: Record<string, unknown>) {
  const changed = ADMIN_ONLY_ATTRIBUTES.filter(
    (name) =>
      name in attributes &&
      comparable(name, attributes[name]) !== comparable(name, stored[toCamelCase(name)]),
  );
  if (changed.length > 0) throw forbiddenAt(R.adminOnlyFields(changed), changed);
}

/** Admins set any status but imported; managers may not confirm an organization never authorized. */
function checkStatus(row: OrganizationRow, status: unknown, isAdmin: boolean) {
  if (status === undefined || status === row.status) return;
  if (status === 'imported' || (row.status === 'imported' && !isAdmin)) {
    throw unprocessable([{ field: 'status', detail: R.importedOnlyByFinalizer }]);
  }
  if (status === 'confirmed' && !isAdmin && row.authorizedAt === null) {
    throw forbiddenAt(R.confirmThroughAuthorization, ['status']);
  }
}

export function updateOrganization(resource: Resource): UpdateHook<OrganizationRow> {
  return async ({ ctx, row, attributes, update }) => {
    const stored = rowToForm(resource, row);
    if (!ctx.access.isAdmin) checkAdminOnly(attributes, stored);
    checkStatus(row, attributes.status, ctx.access.isAdmin);

    const sent = sentWithGroups(attributes, GROUPS);
    const form = { ...stored, ...camelizeFields(attributes) };
    const schema = createOrganizationSchema({ authorizerEmail: row.authorizerEmail });
    const parsed = checkForm(schema, form, (field) => sent.has(field));
    // Stored values from before today's rules (ignored above) leave no parse; the same normal forms apply.
    const normalized = toOrganizationAttributes(parsed ?? (trimmed(form) as OrganizationAttributes));

    const written = Object.keys(attributes).filter((name) => name !== 'authorizer_email_confirmation');
    const values = formToValues(resource, normalized, written);
    if (values.iodApiOption === null) values.iodApiOption = 'no';
    if (values.iodApiActive === null) values.iodApiActive = 'inactive';
    if (values.iodApiOption !== undefined && values.iodApiOption !== row.iodApiOption) {
      values.iodApiOptionUpdated = ctx.now;
    }
    if (Object.keys(values).length > 0) values.updatedAt = ctx.now;
    return update(values);
  };
}
