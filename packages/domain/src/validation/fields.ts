/**
 * Field schemas and checks the forms share. Every schema accepts what react-hook-form holds (strings,
 * null for an empty select or picker) and gives the spec's text for each failure, so the same schema
 * serves `zodResolver` in the browser and the request check on the server. A field may collect several
 * issues; the first is the one shown (zodResolver and `toFieldIssues` keep it), so "required" comes first.
 */
import { z } from 'zod';
import { parseIsoDate } from '../format/dates';
import { isValidPhoneNumber } from '../format/phone';
import { SPECIES_KEYS, type Species } from '../species';
import { TEXT_LIMITS, textTooLong } from './limits';
import { VALIDATION_MESSAGES as M } from './messages';
import { EXTENSION_PATTERN, WEBSITE_URL_PATTERN } from './patterns';

type Tuple = readonly [string, ...string[]];

/**
 * A text of at most `max` characters. The length check aborts the field's other checks, so a huge value
 * never reaches a format pattern (and the message says what is wrong with it).
 */
export const boundedText = (max: number = TEXT_LIMITS.line, params?: { error: string }) =>
  z
    .string(params)
    .trim()
    .max(max, { error: textTooLong(max), abort: true });

/** A text that must not be blank; undefined and null read as blank too. */
export const requiredText = (message: string, max: number = TEXT_LIMITS.line) =>
  boundedText(max, { error: message }).min(1, message);

/** A text that may be left empty (null, undefined or ''). */
export const optionalText = (max: number = TEXT_LIMITS.line) => boundedText(max).nullish();

/** An optional text that, when given, must pass `test`. */
export const optionalFormatted = (
  test: (value: string) => boolean,
  message: string,
  max: number = TEXT_LIMITS.line,
) =>
  boundedText(max)
    .nullish()
    .refine((value) => !value || value.length > max || test(value), message);

export const emailField = (requiredMessage: string = M.emailRequired) =>
  requiredText(requiredMessage, TEXT_LIMITS.email).regex(z.regexes.email, M.emailInvalid);

/** One of a list's values; an empty select (null, '') gives `message`. */
export const choice = <const T extends Tuple>(values: T, message: string) =>
  z.enum(values, { error: message });

/** One of a list's values, or nothing ('' from a native select, null from Mantine's). */
export const optionalChoice = <const T extends Tuple>(values: T) =>
  z.union([z.enum(values), z.literal('')], { error: M.optionInvalid }).nullish();

export const speciesField = () =>
  z
    .array(z.enum(SPECIES_KEYS as [Species, ...Species[]]), { error: M.speciesRequired })
    .min(1, M.speciesRequired);

export const phoneField = (requiredMessage: string) =>
  requiredText(requiredMessage, TEXT_LIMITS.phone).refine(
    (value) => value.length > TEXT_LIMITS.phone || isValidPhoneNumber(value),
    M.phoneInvalid,
  );

export const optionalPhoneField = () =>
  optionalFormatted(isValidPhoneNumber, M.phoneInvalid, TEXT_LIMITS.phone);
export const optionalExtensionField = () =>
  optionalFormatted((v) => EXTENSION_PATTERN.test(v), M.extensionInvalid, TEXT_LIMITS.code);

export const websiteField = (message: string = M.websiteInvalid) =>
  optionalFormatted((value) => WEBSITE_URL_PATTERN.test(value), message, TEXT_LIMITS.url);

/** A required ISO date (`yyyy-MM-dd`, as Mantine's pickers give it) that is a real calendar date. */
export const isoDateField = (requiredMessage: string = M.dateRequired) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => parseIsoDate(value) !== null, M.dateInvalid);

export const optionalIsoDateField = () =>
  optionalFormatted((value) => parseIsoDate(value) !== null, M.dateInvalid);

/** A record id from a select (a string) or from the API (a number). */
export const idField = (requiredMessage: string) =>
  z.union([z.number().int().positive(), z.string().trim().regex(/^\d+$/)], { error: requiredMessage });

export const optionalIdField = () =>
  z.union([z.number().int().positive(), z.string().trim().regex(/^\d*$/)], { error: M.idInvalid }).nullish();

export const toId = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Adds `message` at `path` when `value` is blank: the conditional "required" of cross-field rules. */
export function requireValue(ctx: z.RefinementCtx, value: unknown, path: string, message: string): boolean {
  if (!isBlank(value)) return true;
  ctx.addIssue({ code: 'custom', path: [path], message });
  return false;
}

export function checkFormat(
  ctx: z.RefinementCtx,
  value: unknown,
  path: string,
  test: (value: string) => boolean,
  message: string,
) {
  if (typeof value === 'string' && value.trim() !== '' && !test(value.trim())) {
    ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

const sameEmail = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The email confirmation: required, an email, and the same address (case aside). */
export function checkEmailConfirmation(
  ctx: z.RefinementCtx,
  email: unknown,
  confirmation: unknown,
  path: string,
) {
  if (!requireValue(ctx, confirmation, path, M.confirmEmail)) return;
  if (!z.regexes.email.test(String(confirmation).trim())) {
    ctx.addIssue({ code: 'custom', path: [path], message: M.emailInvalid });
  } else if (!sameEmail(email, confirmation)) {
    ctx.addIssue({ code: 'custom', path: [path], message: M.emailsDoNotMatch });
  }
}

export function checkPasswordConfirmation(
  ctx: z.RefinementCtx,
  password: unknown,
  confirmation: unknown,
  path: string,
) {
  if (!requireValue(ctx, confirmation, path, M.confirmPassword)) return;
  if (password !== confirmation)
    ctx.addIssue({ code: 'custom', path: [path], message: M.passwordsDoNotMatch });
}

export function emailChanged(original: string | null | undefined, current: unknown): boolean {
  return !sameEmail(original ?? '', current);
}

/**
 * Cross-field rules (`superRefine`) run even when a field has the wrong type (an empty select is null),
 * so that a form shows every message at once. The rules read values defensively for that reason.
 */
export const ALWAYS_CHECK = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
