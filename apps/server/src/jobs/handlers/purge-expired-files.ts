/**
 * The nightly clean-up: stored files past their expiry (old reports, files whose writer died) go, and so do
 * rate-limit windows that ended more than a day ago (no limit counts over a window longer than an hour).
 */
import { deleteExpiredFiles } from '../../files/stored-files';
import { purgeRateLimitCounters } from '../../http/rate-limits';
import type { JobDeps } from '../register-handlers';

const RATE_LIMIT_WINDOWS_KEPT_MS = 24 * 3600_000;

export async function purgeExpiredFiles({
  database,
  config,
  logger,
}: Pick<JobDeps, 'database' | 'config' | 'logger'>): Promise<number> {
  const now = config.now();
  const removed = await deleteExpiredFiles(database.db, now);
  if (removed > 0) logger.info({ removed }, 'expired stored files removed');
  const counters = await purgeRateLimitCounters(
    database.db,
    new Date(now.getTime() - RATE_LIMIT_WINDOWS_KEPT_MS),
  );
  if (counters > 0) logger.info({ counters }, 'old rate-limit windows removed');
  return removed;
}
