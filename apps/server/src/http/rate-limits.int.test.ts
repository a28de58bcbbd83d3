import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../test/support/app';
import { createTestDatabase } from '../../test/support/db';
import type { Database } from '../db/connection';
import { ApiError } from './errors';
import { consumeRateLimits, countHit, peekHits, purgeRateLimitCounters, resetRateLimit } from './rate-limits';

const MINUTE = 60_000;

describe('rate-limit counters', () => {
  const clock = createClock('2025-06-15T12:00:10Z');
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('counts a burst of concurrent hits exactly: each hit sees its own number', async () => {
    const limit = { key: 'test:burst', windowMs: MINUTE };
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => countHit(database.db, limit, clock.now())),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await peekHits(database.db, limit, clock.now())).toBe(40);
  });

  it('refuses with 429 past the limit, counts the refused hit, and starts again in the next window', async () => {
    const limit = { key: 'test:limit', limit: 2, windowMs: MINUTE };
    const consume = () => consumeRateLimits(database.db, [limit], clock.now(), 'Slow down.');
    await consume();
    await consume();
    const refused = await consume().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    expect((refused as ApiError).errors[0]?.detail).toBe('Slow down.');
    expect(await peekHits(database.db, limit, clock.now())).toBe(3);

    clock.advance(MINUTE);
    await consume();
    expect(await peekHits(database.db, limit, clock.now())).toBe(1);
  });

  it('forgets a key on reset and drops windows older than the purge date', async () => {
    const limit = { key: 'test:reset', windowMs: MINUTE };
    await countHit(database.db, limit, clock.now());
    await resetRateLimit(database.db, limit.key);
    expect(await peekHits(database.db, limit, clock.now())).toBe(0);

    await countHit(database.db, { key: 'test:old', windowMs: MINUTE }, new Date('2025-06-01T00:00:00Z'));
    expect(await purgeRateLimitCounters(database.db, new Date('2025-06-02T00:00:00Z'))).toBe(1);
    expect(
      await peekHits(database.db, { key: 'test:old', windowMs: MINUTE }, new Date('2025-06-01T00:00:00Z')),
    ).toBe(0);
  });
});
