/** The API Mapping tab (001 §2): each event type and subtype mapped to a SAC category. */
import { z } from 'zod';
import { ANIMAL_EVENT_TYPES, isSacCategory } from '../options/sac-categories';
import { ALWAYS_CHECK } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

export const sacCategoryMappingSchema = z
  .object({
    type: z.enum(ANIMAL_EVENT_TYPES),
    subtype: z.string().nullish(),
    key: z.string().nullish(),
    sacCategory: z.string({ error: M.optionInvalid }),
  })
  .superRefine((value, ctx) => {
    if (!isSacCategory(value.type, value.sacCategory)) {
      ctx.addIssue({ code: 'custom', path: ['sacCategory'], message: M.optionInvalid });
    }
  }, ALWAYS_CHECK);

/** Body attributes of POST /api/v1/animal_events/map_sac_categories. */
export const sacCategoryMappingRequestSchema = z.object({
  orgId: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]),
  sacCategoryData: z.array(sacCategoryMappingSchema),
});
export type SacCategoryMapping = z.infer<typeof sacCategoryMappingSchema>;
