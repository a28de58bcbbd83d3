/**
 * Whether a database error is a unique-key violation (SQLSTATE 23505): two requests raced for the same
 * row. drizzle wraps the driver's error in `cause`; pg and PGlite both carry the `code`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
