/** The incorporation month picker's bounds (000 §5): no later than 11 months ahead of this month. */
import { INCORPORATION_MAX_MONTHS_AHEAD } from '@sac/domain';

/** The first day of the latest month the picker offers. */
export function latestIncorporationMonth(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth() + INCORPORATION_MAX_MONTHS_AHEAD.legacyFinalize, 1);
}
