/**
 * The national dataset for a benchmark: seeded when not there yet, then written to disk (CHECKPOINT)
 * before anything is measured. Otherwise PostgreSQL writes the load's gigabytes of pages out in the
 * background for minutes after the seed, under whatever is measured first: the single read's direct SQL
 * did 2,180 req/s right after a seed, against 8,035 once the writes were done, on the same machine.
 * The checkpoint is the bench's, not the seed's: `npm run db:seed` may run as a role that may not
 * checkpoint (PostgreSQL requires a superuser or pg_checkpoint).
 */
import type { Database } from '../../apps/server/src/db/connection';
import { seedNational } from '../../apps/server/src/db/seed/national';

export async function seedNationalForBench(
  database: Database,
  options: Parameters<typeof seedNational>[1],
): Promise<void> {
  const summary = await seedNational(database, options);
  if (summary.seeded) await database.exec('checkpoint');
}
