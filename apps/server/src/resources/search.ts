/** The `filter[search]` of the directories: free text matched anywhere in the given columns. */
import { ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The search text of a named filter's values, trimmed; empty means no search. */
export const searchText = (values: unknown[]) => String(values[0] ?? '').trim();

/** Columns containing the text, case-insensitively; LIKE's wildcards in the text match themselves. */
export function containsText(text: string, ...columns: PgColumn[]): SQL | undefined {
  if (text === '') return undefined;
  const pattern = `%${text.replace(/[%_\\]/g, '\\$&')}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
