/**
 * The legacy finalize screen (000 §2, §5): an imported organization gives its date of incorporation
 * (at most 11 months ahead), its EIN written NN-NNNNNNN, and optionally its website.
 */
import { z } from 'zod';
import { INCORPORATION_MAX_MONTHS_AHEAD } from '../constants/limits';
import { idField, websiteField } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { incorporationDateField } from './organization-fields';
import { EIN_DIGITS_PATTERN, EIN_WITH_DASH_PATTERN, normalizeEin, normalizeWebsiteUrl } from './patterns';

const MONTHS_AHEAD = INCORPORATION_MAX_MONTHS_AHEAD.legacyFinalize;

export function createLegacyFinalizeSchema({ now }: { now: Date }) {
  return z.object({
    incorporatedOn: incorporationDateField(now, MONTHS_AHEAD),
    ein: z
      .string({ error: M.einRequired })
      .trim()
      .min(1, M.einRequired)
      .regex(EIN_WITH_DASH_PATTERN, M.einInvalid),
    websiteUrl: websiteField(M.urlInvalid),
  });
}
export type LegacyFinalizeValues = z.input<ReturnType<typeof createLegacyFinalizeSchema>>;
export type LegacyFinalizeOutput = z.output<ReturnType<typeof createLegacyFinalizeSchema>>;

/** POST /api/v1/organization_import_finalizers attributes: the EIN as nine digits. */
export function createLegacyFinalizeAttributesSchema({ now }: { now: Date }) {
  return z.object({
    organizationId: idField(M.idInvalid),
    incorporatedOn: incorporationDateField(now, MONTHS_AHEAD),
    ein: z.string({ error: M.einRequired }).trim().regex(EIN_DIGITS_PATTERN, M.einInvalid),
    websiteUrl: websiteField(M.urlInvalid),
  });
}
export type LegacyFinalizeAttributes = z.output<ReturnType<typeof createLegacyFinalizeAttributesSchema>>;

export function toLegacyFinalizeAttributes(
  values: LegacyFinalizeOutput,
  organizationId: number | string,
): LegacyFinalizeAttributes {
  return {
    organizationId,
    incorporatedOn: values.incorporatedOn,
    ein: normalizeEin(values.ein),
    websiteUrl: normalizeWebsiteUrl(values.websiteUrl) || null,
  };
}
