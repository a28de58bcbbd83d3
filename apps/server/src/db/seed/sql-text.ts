/** Helpers for the SQL text the national seed generates (values are inlined: they are ours, never user input). */

/** A statement and, for an insert, the table whose row count it adds to the summary. */
export type Statement = { sql: string; table?: string };

export const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

export const timestampSql = (date: Date) => `${literal(date.toISOString())}::timestamptz`;
