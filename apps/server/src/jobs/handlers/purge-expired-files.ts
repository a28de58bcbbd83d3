/** The nightly clean-up: stored files past their expiry (old reports, files whose writer died) go. */
import { deleteExpiredFiles } from '../../files/stored-files';
import type { JobDeps } from '../register-handlers';

export async function purgeExpiredFiles({
  database,
  config,
  logger,
}: Pick<JobDeps, 'database' | 'config' | 'logger'>): Promise<number> {
  const removed = await deleteExpiredFiles(database.db, config.now());
  if (removed > 0) logger.info({ removed }, 'expired stored files removed');
  return removed;
}
