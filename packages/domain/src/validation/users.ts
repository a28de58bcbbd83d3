/**
 * The profile and user forms, and the invitations of organization members and coalition users
 * (001 §5, 002 §5). Confirming the email is asked on invite and when the email changes.
 */
import { z } from 'zod';
import { PASSWORD_MESSAGES } from '../messages/passwords';
import {
  COALITION_ROLES,
  isCoalitionRole,
  isOrganizationRole,
  ORGANIZATION_ROLES,
  ROLES,
} from '../options/roles';
import {
  ALWAYS_CHECK,
  checkEmailConfirmation,
  choice,
  emailChanged,
  emailField,
  idField,
  isBlank,
  optionalText,
  requiredText,
} from './fields';
import { TEXT_LIMITS } from './limits';
import { VALIDATION_MESSAGES as M } from './messages';

export type UserOriginal = { email?: string | null; archivedAt?: string | null };

/** The profile form, or an admin's user form (with role and archive switches). Without `original.email` it is a new user. */
export function createUserSchema(original: UserOriginal = {}) {
  return z
    .object({
      fullName: requiredText(M.nameRequired, TEXT_LIMITS.name),
      title: requiredText(M.titleRequired, TEXT_LIMITS.title),
      email: emailField(),
      confirmEmail: optionalText(TEXT_LIMITS.email),
      /** The signed-in user's own password, asked when an existing account's email changes. */
      currentPassword: z.string().max(TEXT_LIMITS.password).nullish(),
      systemAdmin: z.boolean().optional(),
      archived: z.boolean().optional(),
    })
    .superRefine((values, ctx) => {
      if (!original.email || (!isBlank(values.email) && emailChanged(original.email, values.email))) {
        checkEmailConfirmation(ctx, values.email, values.confirmEmail, 'confirmEmail');
      }
      const newEmail = !isBlank(values.email) && emailChanged(original.email, values.email);
      if (original.email && newEmail && isBlank(values.currentPassword)) {
        ctx.addIssue({
          code: 'custom',
          path: ['currentPassword'],
          message: PASSWORD_MESSAGES.currentPasswordRequired,
        });
      }
    }, ALWAYS_CHECK);
}
export type UserFormValues = z.input<ReturnType<typeof createUserSchema>>;
export type UserFormOutput = z.output<ReturnType<typeof createUserSchema>>;

/** PATCH /api/v1/users/{id} attributes (001 §7); each optional, as each screen sends its own. */
export const userAttributesSchema = z.object({
  fullName: requiredText(M.nameRequired, TEXT_LIMITS.name).optional(),
  title: requiredText(M.titleRequired, TEXT_LIMITS.title).optional(),
  unconfirmedEmail: emailField().optional(),
  systemAdmin: z.boolean().optional(),
  confirmedAt: z.iso.datetime({ offset: true }).nullish(),
  archivedAt: z.iso.datetime({ offset: true }).nullish(),
  locationId: idField(M.locationRequired).optional(),
  /** Required by the server with a new email: the signed-in user's own password. */
  currentPassword: z.string().max(TEXT_LIMITS.password).optional(),
});
export type UserAttributes = z.input<typeof userAttributesSchema>;

/** A changed email goes to `unconfirmedEmail` until confirmed; archiving stamps `archivedAt` with `now`. */
export function toUserAttributes(values: UserFormOutput, original: UserOriginal, now: Date): UserAttributes {
  const attributes: UserAttributes = { fullName: values.fullName, title: values.title };
  if (emailChanged(original.email, values.email)) {
    attributes.unconfirmedEmail = values.email;
    attributes.currentPassword = values.currentPassword ?? '';
  }
  if (values.systemAdmin !== undefined) attributes.systemAdmin = values.systemAdmin;
  if (values.archived !== undefined && values.archived !== !!original.archivedAt) {
    attributes.archivedAt = values.archived ? now.toISOString() : null;
  }
  return attributes;
}

const inviteChecks = (values: { email: string; confirmEmail?: string | null }, ctx: z.RefinementCtx) =>
  checkEmailConfirmation(ctx, values.email, values.confirmEmail, 'confirmEmail');

/** Invite Member (001 §5). */
export const inviteMemberSchema = z
  .object({
    fullName: requiredText(M.nameRequired, TEXT_LIMITS.name),
    title: requiredText(M.titleRequired, TEXT_LIMITS.title),
    email: emailField(),
    confirmEmail: optionalText(TEXT_LIMITS.email),
    role: choice(ORGANIZATION_ROLES, M.roleRequired),
  })
  .superRefine(inviteChecks, ALWAYS_CHECK);
export type InviteMemberValues = z.input<typeof inviteMemberSchema>;

/** Invite User of a coalition (002 §5): no title. */
export const inviteCoalitionUserSchema = z
  .object({
    fullName: requiredText(M.nameRequired, TEXT_LIMITS.name),
    role: choice(COALITION_ROLES, M.roleRequired),
    email: emailField(),
    confirmEmail: optionalText(TEXT_LIMITS.email),
  })
  .superRefine(inviteChecks, ALWAYS_CHECK);
export type InviteCoalitionUserValues = z.input<typeof inviteCoalitionUserSchema>;

/** POST /api/v1/user_membership_invites attributes. The role must belong to the resource's kind. */
export const membershipInviteAttributesSchema = z
  .object({
    resourceId: idField(M.idInvalid),
    resourceType: z.enum(['organization', 'coalition', 'Organization', 'Coalition']),
    name: requiredText(M.nameRequired, TEXT_LIMITS.name),
    title: optionalText(TEXT_LIMITS.title),
    email: emailField(),
    role: choice(ROLES, M.roleRequired),
  })
  .superRefine((values, ctx) => {
    const organization = String(values.resourceType ?? '').toLowerCase() === 'organization';
    if (organization ? !isOrganizationRole(values.role) : !isCoalitionRole(values.role)) {
      ctx.addIssue({ code: 'custom', path: ['role'], message: M.roleRequired });
    }
  }, ALWAYS_CHECK);
export type MembershipInviteAttributes = z.output<typeof membershipInviteAttributesSchema>;

export function toMemberInviteAttributes(
  values: z.output<typeof inviteMemberSchema>,
  organizationId: number | string,
): MembershipInviteAttributes {
  const { fullName, title, email, role } = values;
  return { resourceId: organizationId, resourceType: 'organization', name: fullName, title, email, role };
}

export function toCoalitionUserInviteAttributes(
  values: z.output<typeof inviteCoalitionUserSchema>,
  coalitionId: number | string,
): MembershipInviteAttributes {
  const { fullName, email, role } = values;
  return { resourceId: coalitionId, resourceType: 'coalition', name: fullName, email, role };
}

/** PATCH /api/v1/user_memberships/{id}: the role change of a member or coalition user. */
export const membershipRoleSchema = z.object({ role: choice(ROLES, M.roleRequired) });
