/**
 * The coalition form (002 §2.4, §5) and the membership requests of its contributors (002 §7).
 * The form holds one region (single select) or several (multi-select types); the API always an array.
 */
import { z } from 'zod';
import { COALITION_STATUSES, MEMBERSHIP_STATUS_CHANGE_ACTIONS, STATUS_ACTORS } from '../options/coalitions';
import { hasRegionSelector, isMultiRegionType, OPERATING_REGION_TYPES } from '../options/regions';
import { COUNTRIES } from '../places';
import { ALWAYS_CHECK, boundedText, choice, idField, requiredText, requireValue } from './fields';
import { TEXT_LIMITS } from './limits';
import { VALIDATION_MESSAGES as M } from './messages';

export const coalitionSchema = z
  .object({
    name: requiredText(M.nameRequired, TEXT_LIMITS.name),
    country: choice(COUNTRIES, M.countryRequired),
    description: requiredText(M.descriptionRequired, TEXT_LIMITS.longText),
    dataUsed: requiredText(M.required, TEXT_LIMITS.longText),
    dataUseAgreement: z.literal(true, { error: M.required }),
    operatingRegionType: choice(OPERATING_REGION_TYPES, M.geographicAreaRequired),
    operatingRegion: z.union([boundedText(), z.array(boundedText()).max(TEXT_LIMITS.listEntries)]).nullish(),
    allIntakeOutcomeDataRequest: z.boolean().optional(),
    allCommunityServiceDataRequest: z.boolean().optional(),
  })
  .superRefine((values, ctx) => {
    if (!hasRegionSelector(values.operatingRegionType)) return;
    const regions = toRegionList(values.operatingRegion);
    if (!requireValue(ctx, regions, 'operatingRegion', M.regionRequired)) return;
    if (regions.length > 1 && !isMultiRegionType(values.operatingRegionType)) {
      ctx.addIssue({ code: 'custom', path: ['operatingRegion'], message: M.singleRegion });
    }
  }, ALWAYS_CHECK);
export type CoalitionFormValues = z.input<typeof coalitionSchema>;
export type CoalitionFormOutput = z.output<typeof coalitionSchema>;

function toRegionList(region: unknown): string[] {
  const list: unknown[] = Array.isArray(region) ? region : [region];
  return list.filter((r): r is string => typeof r === 'string' && r.trim() !== '').map((r) => r.trim());
}

/** POST/PUT /api/v1/coalitions attributes: the region as an array, empty for International and National. */
export function toCoalitionAttributes(values: CoalitionFormOutput) {
  return {
    ...values,
    operatingRegion: hasRegionSelector(values.operatingRegionType)
      ? toRegionList(values.operatingRegion)
      : [],
    allIntakeOutcomeDataRequest: values.allIntakeOutcomeDataRequest ?? false,
    allCommunityServiceDataRequest: values.allCommunityServiceDataRequest ?? false,
  };
}
export type CoalitionAttributes = ReturnType<typeof toCoalitionAttributes>;

/** An admin's activation (`active`) of a coalition. */
export const coalitionStatusSchema = z.object({ status: z.enum(COALITION_STATUSES) });

/** POST /api/v1/coalition_memberships: a request to join (actor Organization) or an invitation (actor Coalition). */
export const coalitionMembershipCreateSchema = z.object({
  organizationId: idField(M.idInvalid),
  coalitionId: idField(M.idInvalid),
  statusActor: z.enum(STATUS_ACTORS),
});

/** PATCH /api/v1/coalition_memberships/{id}: a status change action, a status, or the sharing choices. */
export const coalitionMembershipUpdateSchema = z.union([
  z.object({
    statusChangeAction: z.enum(MEMBERSHIP_STATUS_CHANGE_ACTIONS),
    statusActor: z.enum(STATUS_ACTORS),
  }),
  z.object({
    status: z.enum(['requested', 'reminded', 'active', 'rejected', 'invited']),
    statusActor: z.enum(STATUS_ACTORS),
  }),
  z
    .object({
      intakeOutcomeDataSharing: z.boolean().optional(),
      communityServiceDataSharing: z.boolean().optional(),
    })
    .refine((v) => v.intakeOutcomeDataSharing !== undefined || v.communityServiceDataSharing !== undefined),
]);

/** The sharing modal: Yes/No per data type. */
export const dataSharingSchema = z.object({
  intakeOutcomeDataSharing: z.boolean(),
  communityServiceDataSharing: z.boolean(),
});
export type DataSharingValues = z.infer<typeof dataSharingSchema>;
