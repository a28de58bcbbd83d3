/** A failed parse as field errors: the first message of each field, as forms and the API's 422 show them. */
import type { z } from 'zod';

export type FieldIssue = {
  /** Dotted path of the field (`dates.0`), '' for the whole form. */
  field: string;
  message: string;
};

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    const key = field === 'root' ? '' : field;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ field: key, message: issue.message });
  }
  return issues;
}

/** The message of one field (or of the form, with ''), if the parse failed there. */
export function issueAt(error: z.ZodError | undefined, field: string): string | undefined {
  if (!error) return undefined;
  return toFieldIssues(error).find((issue) => issue.field === field)?.message;
}
