/** Test helper: the first message of each field after a parse, keyed by dotted path ('' for the form). */
import type { z } from 'zod';
import { toFieldIssues } from '../validation/issues';

export function errorsOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(toFieldIssues(result.error).map((issue) => [issue.field, issue.message]));
}
