/**
 * The database is the last line of validation (unique keys, foreign keys, checks). Its refusals
 * become 409/422 errors pointing at the attribute or the resource object, never a 500.
 */
import { DUPLICATE_RECORD_CODE } from '@sac/domain';
import { ApiError, conflict } from '../errors';
import type { Resource } from './resource';

type PgError = { code: string; detail?: string; column?: string; constraint?: string; table?: string };

/** drizzle wraps driver errors (DrizzleQueryError.cause); pg and PGlite both carry the SQLSTATE `code`. */
function findPgError(error: unknown): PgError | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as Partial<PgError> & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate as PgError;
    current = candidate.cause;
  }
  return undefined;
}

const WRITE_CONFLICT = 'write_conflict';
const writeConflict = () =>
  new ApiError(409, [
    {
      code: WRITE_CONFLICT,
      title: 'Conflict',
      detail: 'The record was changed by another request at the same time; try again.',
    },
  ]);

/**
 * A deadlock or serialization failure: PostgreSQL rolled the transaction back and running it again is
 * the documented remedy (before or after it became the API's 409).
 */
export function isWriteConflict(error: unknown): boolean {
  if (error instanceof ApiError) return error.errors.some((e) => e.code === WRITE_CONFLICT);
  const code = findPgError(error)?.code;
  return code === '40001' || code === '40P01';
}

const keyColumns = (detail: string | undefined): string[] =>
  /Key \(([^)]*)\)/
    .exec(detail ?? '')?.[1]
    ?.split(',')
    .map((c) => c.trim().replace(/^"|"$/g, '')) ?? [];

const invalid = (detail: string, pointer: string, code = 'unprocessable_entity') =>
  new ApiError(422, [{ code, title: 'Validation Error', detail, source: { pointer } }]);

export function translateDatabaseError(
  error: unknown,
  resource: Resource,
  pointer: string,
): ApiError | undefined {
  const pg = findPgError(error);
  if (!pg) return undefined;
  const attributeOf = (column: string | undefined) =>
    [...resource.attributes.values()].find((a) => a.column?.name === column && a.name !== 'id')?.name;
  const at = (column: string | undefined) => {
    const name = attributeOf(column);
    return name ? `${pointer}/attributes/${name}` : pointer;
  };
  const columns = keyColumns(pg.detail);
  switch (pg.code) {
    case '23505':
      return invalid(
        `A record with the same ${columns.map((c) => attributeOf(c) ?? c).join(', ') || 'values'} already exists.`,
        columns.length === 1 ? at(columns[0]) : pointer,
        DUPLICATE_RECORD_CODE,
      );
    case '23503':
      if (/still referenced/.test(pg.detail ?? '')) {
        return conflict(
          `This ${resource.type} record is still referenced by ${pg.table ?? 'other'} records.`,
        );
      }
      return invalid(
        `${attributeOf(columns[0]) ?? columns[0] ?? 'A reference'} refers to a record that does not exist.`,
        at(columns[0]),
      );
    case '23502':
      return invalid(
        `${attributeOf(pg.column) ?? pg.column ?? 'A required value'} can't be blank.`,
        at(pg.column),
      );
    case '23514':
      return invalid(
        `The ${resource.type} record breaks the rule ${pg.constraint ?? 'of a check'}.`,
        pointer,
      );
    case '22001':
      return invalid('A text value is too long.', pointer);
    case '22003':
      return invalid('A number is out of range.', pointer);
    case '22007':
    case '22008':
      return invalid('A date is out of range.', pointer);
    case '22021':
    case '22P05':
      return invalid('A text contains characters that cannot be stored.', pointer);
    case '22P02':
      return invalid('A value has the wrong format.', pointer);
    case '40001':
    case '40P01':
      return writeConflict();
    default:
      return undefined;
  }
}
