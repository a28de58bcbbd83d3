/**
 * The coalition membership lifecycle (002 §4, §7 Membership): an organization's request to join, a
 * coalition's invitation (or an admin's direct addition), the answers to them, the coalition's reminder
 * and removal, the organization's sharing choices and its leaving. Each side does only its own actions:
 * a user who is not a manager of the side an action belongs to gets a 403; an action the membership's
 * state does not allow is a 422 naming the attribute that asked for it.
 */
import {
  isPendingMembership,
  MEMBERSHIP_STATUS_CHANGE_ACTIONS,
  type MembershipStatusChangeAction,
  membershipStatusLabel,
  reminderDaysRemaining,
  STATUS_ACTORS,
  type StatusActor,
} from '@sac/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { can } from '../../access/policies';
import { organizationInviteSearchScope } from '../../access/scopes';
import type { Access } from '../../access/types';
import type { Tx } from '../../db/connection';
import { coalitionMemberships, coalitions, organizations } from '../../db/schema/index';
import { forbidden, forbiddenAt, unprocessable } from '../../http/errors';
import type {
  ColumnValues,
  CreateHook,
  DestroyHook,
  ResourceContext,
  UpdateHook,
  WriteAction,
} from '../../http/jsonapi/index';
import { emailCoalitionManagers, emailOrganizationManagers } from './membership-emails';

export type MembershipRow = typeof coalitionMemberships.$inferSelect;

/** Statuses of a membership that still stands (a second one for the same pair is refused). */
const STANDING = ['requested', 'reminded', 'invited', 'active'];

const SHARING_ATTRIBUTES = ['intake_outcome_data_sharing', 'community_service_data_sharing'] as const;

const other = (side: StatusActor): StatusActor => (side === 'Organization' ? 'Coalition' : 'Organization');

/** Whether the user may act for `side` of the membership (its managers, or an admin). */
export function canActFor(
  access: Access,
  side: StatusActor,
  row: Pick<MembershipRow, 'organizationId' | 'coalitionId'>,
) {
  return side === 'Organization'
    ? can(access, 'coalition_membership:act_for_organization', { organizationId: row.organizationId })
    : can(access, 'coalition_membership:act_for_coalition', { coalitionId: row.coalitionId });
}

/** The resource's `can`: writes need a manager of either side; destroy (leaving) the organization's. */
export function canWriteCoalitionMembership(access: Access, action: WriteAction, row: MembershipRow) {
  if (action === 'destroy') return canActFor(access, 'Organization', row);
  if (action === 'create')
    return canActFor(access, row.statusActor === 'Coalition' ? 'Coalition' : 'Organization', row);
  return canActFor(access, 'Organization', row) || canActFor(access, 'Coalition', row);
}

const SIDE_REFUSALS: Record<StatusActor, string> = {
  Organization: "Only the organization's managers may do this for the organization.",
  Coalition: "Only the coalition's managers may do this for the coalition.",
};

function assertSide(
  access: Access,
  side: StatusActor,
  row: Pick<MembershipRow, 'organizationId' | 'coalitionId'>,
) {
  if (!canActFor(access, side, row)) throw forbidden(SIDE_REFUSALS[side]);
}

const isActor = (value: unknown): value is StatusActor =>
  typeof value === 'string' && (STATUS_ACTORS as readonly string[]).includes(value);

function readActor(value: unknown, field = 'status_actor'): StatusActor | undefined {
  if (value === undefined) return undefined;
  if (!isActor(value))
    throw unprocessable([{ field, detail: `${field} must be Organization or Coalition.` }]);
  return value;
}

async function lockCoalition(tx: Tx, coalitionId: number) {
  const [coalition] = await tx.select().from(coalitions).where(eq(coalitions.id, coalitionId)).for('update');
  return coalition;
}

async function findOrganization(tx: Tx, organizationId: number) {
  const [organization] = await tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), isNull(organizations.archivedAt)));
  return organization;
}

const NOT_ACTIVE_COALITION = 'This coalition is not active: it does not take contributors.';

// ---------------------------------------------------------------------------------------------- create

/**
 * POST: status_actor Organization is a request to join (the organization's managers), Coalition an
 * invitation (the coalition's managers); an admin may send status 'active' to add the organization at once.
 * A declined (rejected) membership of the pair is re-opened; a standing one is a 422 naming it.
 */
export const createMembership: CreateHook<MembershipRow> = async ({ tx, ctx, attributes, insert }) => {
  const organizationId = attributes.organization_id as number | undefined;
  const coalitionId = attributes.coalition_id as number | undefined;
  const missing = [
    organizationId === undefined
      ? { field: 'organization_id', detail: 'organization_id is required.' }
      : undefined,
    coalitionId === undefined ? { field: 'coalition_id', detail: 'coalition_id is required.' } : undefined,
    attributes.status_actor === undefined
      ? { field: 'status_actor', detail: 'status_actor is required.' }
      : undefined,
  ].filter((e) => e !== undefined);
  if (missing.length > 0) throw unprocessable(missing);
  const actor = readActor(attributes.status_actor)!;
  const pair = { organizationId: organizationId!, coalitionId: coalitionId! };

  // Who may ask is decided on the ids alone, before anything about the records is said.
  const status = attributes.status;
  if (status !== undefined && status !== 'requested') {
    if (!ctx.access.isAdmin) {
      throw forbiddenAt('Only admins add an organization to a coalition directly.', ['status']);
    }
    if (status !== 'active') {
      throw unprocessable([{ field: 'status', detail: 'status must be requested or active.' }]);
    }
  }
  assertSide(ctx.access, actor, pair);
  const direct = status === 'active';

  const coalition = await lockCoalition(tx, pair.coalitionId);
  if (!coalition || (coalition.status === 'closed' && !ctx.access.isAdmin)) {
    throw unprocessable([{ field: 'coalition_id', detail: 'The coalition could not be found.' }]);
  }
  if (coalition.status !== 'active')
    throw unprocessable([{ field: 'coalition_id', detail: NOT_ACTIVE_COALITION }]);
  const organization = await findOrganization(tx, pair.organizationId);
  // A coalition invites only organizations its managers can find (the directory, or its own contributors).
  const findable =
    organization !== undefined &&
    (actor === 'Organization' || (await inviteSearchFinds(ctx, tx, pair.organizationId, pair.coalitionId)));
  if (!organization || !findable) {
    throw unprocessable([{ field: 'organization_id', detail: 'The organization could not be found.' }]);
  }
  if (organization.status === 'closed') {
    throw unprocessable([
      { field: 'organization_id', detail: `${organization.name} is closed: it cannot join a coalition.` },
    ]);
  }

  const [existing] = await tx
    .select()
    .from(coalitionMemberships)
    .where(
      and(
        eq(coalitionMemberships.organizationId, pair.organizationId),
        eq(coalitionMemberships.coalitionId, pair.coalitionId),
      ),
    )
    .for('update');
  if (existing && STANDING.includes(existing.status)) {
    const label = membershipStatusLabel(existing.status, existing.statusActor);
    throw unprocessable([
      {
        field: 'organization_id',
        code: 'membership_exists',
        detail:
          existing.status === 'active'
            ? `${organization.name} is already an active contributor of ${coalition.name}.`
            : `${organization.name} already has a membership of ${coalition.name} waiting for an answer (${label}).`,
      },
    ]);
  }

  const values: ColumnValues = {
    organizationId: pair.organizationId,
    coalitionId: pair.coalitionId,
    status: direct ? 'active' : 'requested',
    statusActor: actor,
    statusUpdatedAt: ctx.now,
    remindedAt: null,
    intakeOutcomeDataSharing: false,
    communityServiceDataSharing: false,
    updatedAt: ctx.now,
  };
  let row: MembershipRow;
  if (existing) {
    const [reopened] = await tx
      .update(coalitionMemberships)
      .set(values)
      .where(eq(coalitionMemberships.id, existing.id))
      .returning();
    row = reopened!;
  } else {
    row = await insert({ ...values, createdAt: ctx.now });
  }
  if (!direct) {
    const names = { organizationName: organization.name, coalitionName: coalition.name };
    if (actor === 'Organization') await emailCoalitionManagers(tx, ctx, row, names);
    else await emailOrganizationManagers(tx, ctx, row, names, false);
  }
  return row;
};

async function inviteSearchFinds(ctx: ResourceContext, tx: Tx, organizationId: number, coalitionId: number) {
  const [found] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), organizationInviteSearchScope(ctx.access, coalitionId)));
  return found !== undefined;
}

// ---------------------------------------------------------------------------------------------- update

function refuseOthers(attributes: Record<string, unknown>, allowed: readonly string[], because: string) {
  const extra = Object.keys(attributes).filter((name) => !allowed.includes(name));
  if (extra.length > 0) {
    throw unprocessable(
      extra.map((field) => ({ field, detail: `${field} cannot be sent with ${because}.` })),
    );
  }
}

const transitionRefused = (action: string, row: MembershipRow, why: string) =>
  unprocessable([
    {
      field: 'status_change_action',
      code: 'invalid_transition',
      detail: `status_change_action ${action} is not possible: ${why} (${membershipStatusLabel(row.status, row.statusActor)}).`,
    },
  ]);

async function coalitionOf(tx: Tx, row: MembershipRow) {
  const [coalition] = await tx.select().from(coalitions).where(eq(coalitions.id, row.coalitionId));
  return coalition!;
}

/** {status_change_action, status_actor}: accept, reject (the side that did not ask) or remind (the coalition). */
async function changeStatus(
  args: Parameters<UpdateHook<MembershipRow>>[0],
  action: MembershipStatusChangeAction,
): Promise<MembershipRow> {
  const { tx, ctx, row, attributes, update } = args;
  refuseOthers(attributes, ['status_change_action', 'status_actor'], 'status_change_action');
  const sent = readActor(attributes.status_actor);
  // The side an action belongs to: an answer comes from the side that did not ask; a reminder from the coalition.
  const side: StatusActor =
    action === 'remind' ? 'Coalition' : other(isActor(row.statusActor) ? row.statusActor : 'Organization');
  // The membership's state first (both sides see it): an answer needs a pending membership, a reminder a
  // pending invitation of the coalition.
  const pending = isPendingMembership(row.status) || row.status === 'invited';
  if (action === 'remind' && (!pending || row.statusActor !== 'Coalition')) {
    throw transitionRefused(action, row, 'only a pending invitation of the coalition can be resent');
  }
  if (action !== 'remind' && !pending) {
    throw transitionRefused(action, row, 'the membership is not waiting for an answer');
  }
  // A user who is not a manager of the side the action belongs to is refused whatever they sent; an admin
  // (both sides) who names the other side asks for a transition that does not exist.
  assertSide(ctx.access, side, row);
  if (sent !== undefined && sent !== side) {
    throw transitionRefused(
      action,
      row,
      action === 'remind'
        ? 'only the coalition resends its invitation'
        : `the ${sent.toLowerCase()} cannot answer its own ${sent === 'Coalition' ? 'invitation' : 'request'}`,
    );
  }
  if (action === 'remind') {
    // The last reminder; a membership reminded before reminded_at was kept counts from its status change.
    const lastSent = row.remindedAt ?? (row.status === 'reminded' ? row.statusUpdatedAt : null);
    const days = reminderDaysRemaining(lastSent, ctx.now);
    if (days > 0) {
      throw unprocessable([
        {
          field: 'status_change_action',
          code: 'reminder_too_soon',
          detail: `status_change_action remind: an invitation can be resent once every 60 days; ${days} ${days === 1 ? 'day' : 'days'} remaining.`,
        },
      ]);
    }
  }
  const coalition = await coalitionOf(tx, row);
  if (action !== 'reject' && coalition.status !== 'active') {
    throw unprocessable([{ field: 'status_change_action', detail: NOT_ACTIVE_COALITION }]);
  }
  const status = action === 'accept' ? 'active' : action === 'reject' ? 'rejected' : 'reminded';
  const updated = await update({
    status,
    statusActor: side,
    statusUpdatedAt: ctx.now,
    ...(action === 'remind' ? { remindedAt: ctx.now } : {}),
    updatedAt: ctx.now,
  });
  if (action === 'remind') {
    const organization = (await findOrganization(tx, row.organizationId))!;
    await emailOrganizationManagers(
      tx,
      ctx,
      updated,
      {
        organizationName: organization.name,
        coalitionName: coalition.name,
      },
      true,
    );
  }
  return updated;
}

/** {status: 'rejected', status_actor: 'Organization'}: the coalition removes an active contributor (§4). */
async function removeContributor(args: Parameters<UpdateHook<MembershipRow>>[0]): Promise<MembershipRow> {
  const { ctx, row, attributes, update } = args;
  refuseOthers(attributes, ['status', 'status_actor'], 'status');
  assertSide(ctx.access, 'Coalition', row);
  if (attributes.status !== 'rejected') {
    throw unprocessable([
      {
        field: 'status',
        detail:
          'status can only be set to rejected (removing an active contributor); send status_change_action to accept, reject or remind.',
      },
    ]);
  }
  const actor = readActor(attributes.status_actor);
  if (actor !== undefined && actor !== 'Organization') {
    throw unprocessable([
      { field: 'status_actor', detail: 'Removing a contributor sends status_actor Organization.' },
    ]);
  }
  if (row.status !== 'active') {
    throw unprocessable([
      {
        field: 'status',
        code: 'invalid_transition',
        detail: `Only an active contributor can be removed (${membershipStatusLabel(row.status, row.statusActor)}).`,
      },
    ]);
  }
  // Sharing ends with the membership: a later re-admission starts sharing nothing until the organization chooses.
  return update({
    status: 'rejected',
    statusActor: 'Organization',
    statusUpdatedAt: ctx.now,
    intakeOutcomeDataSharing: false,
    communityServiceDataSharing: false,
    updatedAt: ctx.now,
  });
}

/** {intake_outcome_data_sharing, community_service_data_sharing}: the organization's choice, on an active membership. */
async function changeSharing(args: Parameters<UpdateHook<MembershipRow>>[0]): Promise<MembershipRow> {
  const { ctx, row, attributes, values, update } = args;
  refuseOthers(attributes, SHARING_ATTRIBUTES, 'the sharing choices');
  assertSide(ctx.access, 'Organization', row);
  if (row.status !== 'active') {
    throw unprocessable(
      Object.keys(attributes).map((field) => ({
        field,
        code: 'membership_not_active',
        detail: `Sharing can only be set on an active membership (${membershipStatusLabel(row.status, row.statusActor)}).`,
      })),
    );
  }
  return update({ ...values, updatedAt: ctx.now });
}

export const updateMembership: UpdateHook<MembershipRow> = async (args) => {
  const { attributes, row } = args;
  if (attributes.status_change_action !== undefined) {
    const action = attributes.status_change_action;
    if (
      typeof action !== 'string' ||
      !(MEMBERSHIP_STATUS_CHANGE_ACTIONS as readonly string[]).includes(action)
    ) {
      throw unprocessable([
        { field: 'status_change_action', detail: 'status_change_action must be accept, reject or remind.' },
      ]);
    }
    return changeStatus(args, action as MembershipStatusChangeAction);
  }
  if (attributes.status !== undefined) return removeContributor(args);
  if (SHARING_ATTRIBUTES.some((name) => attributes[name] !== undefined)) return changeSharing(args);
  if (attributes.status_actor !== undefined) {
    throw unprocessable([
      { field: 'status_actor', detail: 'status_actor is sent with status_change_action or status.' },
    ]);
  }
  return row;
};

// --------------------------------------------------------------------------------------------- destroy

/** DELETE: the organization leaves the coalition (its managers, or an admin); checked by `can`. */
export const destroyMembership: DestroyHook<MembershipRow> = async ({ destroy }) => {
  await destroy();
};
