import { createLegacyFinalizeSchema, formatIsoDate } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { latestIncorporationMonth } from './legacy-months';

describe('latestIncorporationMonth', () => {
  it('is the first of the month eleven months ahead, across the year end', () => {
    expect(formatIsoDate(latestIncorporationMonth(new Date(2026, 10, 23)))).toBe('2027-10-01');
  });

  it('is a month the finalize schema accepts, and the month after it is refused', () => {
    const now = new Date(2026, 10, 23);
    const schema = createLegacyFinalizeSchema({ now });
    const latest = formatIsoDate(latestIncorporationMonth(now));
    expect(schema.safeParse({ incorporatedOn: latest, ein: '12-3456789', websiteUrl: '' }).success).toBe(
      true,
    );
    const after = schema.safeParse({ incorporatedOn: '2027-11-01', ein: '12-3456789', websiteUrl: '' });
    expect(after.success).toBe(false);
  });
});
