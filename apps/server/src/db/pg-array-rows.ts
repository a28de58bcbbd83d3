/**
 * pg builds, for every result, a template object with one key per column (`addFields`), used to shape the
 * rows of object-mode results. Results in array mode (`rowMode: 'array'`, as drizzle and the JSON:API layer
 * read every select) never use it, yet pay for it on every execution: for the organization read's 43
 * columns, about 11 µs of a 300 µs request (5% of the API process's busy time under load; pg's issue #3055
 * reports the same for single rows of many columns). Array-mode results here learn their columns and
 * parsers as pg does, without the template; object-mode results are left to pg's own `addFields`.
 */
import { createRequire } from 'node:module';
import pg from 'pg';

type FieldDescription = { dataTypeID: number; format?: 'text' | 'binary' };
type TypeParsers = { getTypeParser(oid: number, format: 'text' | 'binary'): (value: unknown) => unknown };
type PgResult = {
  rowAsArray: boolean;
  fields: FieldDescription[];
  _types?: TypeParsers;
  _parsers?: ((value: unknown) => unknown)[];
  _parseRowAsArray?: unknown;
  addFields(fields: FieldDescription[]): void;
};

let installed = false;

/** Installs the array-mode `addFields` once per process; a pg whose `Result` differs is left alone. */
export function skipRowTemplatesOfArrayResults(): boolean {
  if (installed) return true;
  const Result = createRequire(import.meta.url)('pg/lib/result.js') as { prototype: PgResult };
  const proto = Result.prototype;
  // What this relies on: array results parse rows with `_parseRowAsArray`, which reads `_parsers` only.
  if (typeof proto.addFields !== 'function' || typeof proto._parseRowAsArray !== 'function') return false;
  const addFields = proto.addFields;
  proto.addFields = function (this: PgResult, fields: FieldDescription[]) {
    if (!this.rowAsArray) return addFields.call(this, fields);
    this.fields = fields;
    const types = this._types ?? pg.types;
    const parsers = new Array<(value: unknown) => unknown>(fields.length);
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i]!;
      parsers[i] = types.getTypeParser(field.dataTypeID, field.format || 'text');
    }
    this._parsers = parsers;
  };
  installed = true;
  return true;
}
