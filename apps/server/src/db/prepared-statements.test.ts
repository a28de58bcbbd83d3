/** Prepared queries are built once per database and statement name. */
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from './connection';
import { preparedStatement } from './prepared-statements';

describe('preparedStatement', () => {
  it('builds a statement once per database and name', () => {
    const [first, second] = [{}, {}] as unknown as DbOrTx[];
    const built: string[] = [];
    const prepare = (_db: DbOrTx, name: string) => {
      built.push(name);
      return { name };
    };
    const statement = preparedStatement(first!, 'a', prepare);
    expect(preparedStatement(first!, 'a', prepare)).toBe(statement);
    expect(preparedStatement(first!, 'b', prepare)).not.toBe(statement);
    expect(preparedStatement(second!, 'a', prepare)).not.toBe(statement);
    expect(built).toEqual(['a', 'b', 'a']);
  });
});
