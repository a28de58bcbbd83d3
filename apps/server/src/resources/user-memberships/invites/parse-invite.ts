/**
 * Reads the body of `POST /api/v1/user_membership_invites` (snake_case or camelCase attributes) and
 * validates it with the domain's invite rules: one 422 error per field, with the spec's texts. An
 * organization's invite (resource_type organization, the default) has a title; a coalition's
 * (resource_type coalition or Coalition, 002 §2.6, §7) has none.
 */
import {
  type CoalitionRole,
  checkEmailConfirmation,
  VALIDATION_MESSAGES as M,
  membershipInviteAttributesSchema,
  type OrganizationRole,
  toFieldIssues,
} from '@sac/domain';
import { z } from 'zod';
import { type FieldError, unprocessable } from '../../../http/errors';
import { parsePositiveId, readAttributes } from '../../../http/input/attributes';

export type InviteInput = {
  organizationId: number;
  name: string;
  title: string;
  email: string;
  role: OrganizationRole;
};

export type CoalitionInviteInput = {
  coalitionId: number;
  name: string;
  email: string;
  role: CoalitionRole;
};

export type ParsedInvite =
  | ({ kind: 'organization' } & InviteInput)
  | ({ kind: 'coalition' } & CoalitionInviteInput);

export type InviteTarget = { kind: 'organization' | 'coalition' | undefined; id: number | undefined };

/** Wire names of the schema's fields. */
const WIRE: Record<string, string> = { resourceId: 'resource_id', resourceType: 'resource_type' };

/** The body's attributes in camelCase, read as every command's (http/input/attributes.ts). */
const attributesOf = (body: unknown) => readAttributes(body, 'user_membership_invites');

const pick = (attributes: Record<string, unknown>, ...names: string[]) =>
  names.map((name) => attributes[name]).find((value) => value !== undefined);

/** Anything but text reads as missing, so that every failure gets one of the form's texts. */
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const INVALID_CHARACTERS = 'Remove the control characters from this field';

const tooLong = (value: unknown, max: number) => typeof value === 'string' && value.trim().length > max;

/** The organization id alone, so that authorization can come before the other checks. */
export function readInviteResourceId(body: unknown): number | undefined {
  return parsePositiveId(pick(attributesOf(body), 'resourceId'));
}

/** What the invite is to (an unknown resource_type reads as no kind), before the other checks. */
export function readInviteTarget(body: unknown): InviteTarget {
  const type = pick(attributesOf(body), 'resourceType') ?? 'organization';
  const kind = typeof type === 'string' ? type.toLowerCase() : undefined;
  return {
    kind: kind === 'organization' || kind === 'coalition' ? kind : undefined,
    id: readInviteResourceId(body),
  };
}

export function parseInvite(body: unknown): ParsedInvite {
  const attributes = attributesOf(body);
  const values = {
    resourceId: pick(attributes, 'resourceId'),
    resourceType: pick(attributes, 'resourceType') ?? 'organization',
    name: text(pick(attributes, 'name', 'fullName')),
    title: text(pick(attributes, 'title')),
    email: text(pick(attributes, 'email')),
    role: pick(attributes, 'role'),
  };
  const rawConfirmation = pick(attributes, 'emailConfirmation', 'confirmEmail');
  const confirmation = rawConfirmation === undefined ? undefined : (text(rawConfirmation) ?? null);
  const errors: FieldError[] = [];
  const add = (field: string, detail: string) => {
    if (!errors.some((e) => e.field === field)) errors.push({ field, detail });
  };
  const parsed = membershipInviteAttributesSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of toFieldIssues(parsed.error)) {
      // The id's own checks speak zod; the form has one text for it.
      const message = issue.field === 'resourceId' ? M.idInvalid : issue.message;
      add(WIRE[issue.field] ?? (issue.field || 'base'), message);
    }
  }
  const organization = String(values.resourceType).toLowerCase() === 'organization';
  if (organization && (typeof values.title !== 'string' || values.title.trim() === '')) {
    add('title', M.titleRequired);
  }
  if (confirmation !== undefined) {
    const check = z
      .any()
      .superRefine((_value, ctx) =>
        checkEmailConfirmation(ctx, values.email, confirmation, 'email_confirmation'),
      )
      .safeParse(null);
    if (!check.success) add('email_confirmation', check.error.issues[0]!.message);
  }
  for (const field of ['name', 'title', 'email'] as const) {
    if (values[field]?.includes('\u0000')) add(field, INVALID_CHARACTERS);
  }
  if (tooLong(values.name, 200)) add('name', 'Name must be at most 200 characters');
  if (tooLong(values.title, 200)) add('title', 'Title must be at most 200 characters');
  if (tooLong(values.email, 320)) add('email', M.emailInvalid);
  if (readInviteResourceId(body) === undefined) add('resource_id', M.idInvalid);
  if (errors.length > 0 || !parsed.success) throw unprocessable(errors);
  if (!organization) {
    return {
      kind: 'coalition',
      coalitionId: Number(parsed.data.resourceId),
      name: parsed.data.name,
      email: parsed.data.email,
      role: parsed.data.role as CoalitionRole,
    };
  }
  return {
    kind: 'organization',
    organizationId: Number(parsed.data.resourceId),
    name: parsed.data.name,
    title: String(values.title).trim(),
    email: parsed.data.email,
    role: parsed.data.role as OrganizationRole,
  };
}
