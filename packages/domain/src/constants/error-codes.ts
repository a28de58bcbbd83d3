/**
 * JSON:API error codes the browser acts on, not only shows. `taken`: a unique key refused a record (the
 * database's 23505), as when two people open the same month and both create its default species.
 */
export const DUPLICATE_RECORD_CODE = 'taken';
