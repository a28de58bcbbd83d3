import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './refresh-after-write';

const recordsKey = (locationId: string) => ['month-records', 'animal_counts', locationId, 2025, 3];

describe('refreshing after a write', () => {
  it('marks the month records of every written location stale, not those of other locations', async () => {
    const queryClient = new QueryClient();
    for (const id of ['1', '2', '3']) queryClient.setQueryData(recordsKey(id), []);
    queryClient.setQueryData(['ytd-species-totals', '1', 2025], []);
    await refreshAfterWrite(queryClient, ['1', '2']);
    const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect([recordsKey('1'), recordsKey('2'), recordsKey('3')].map(stale)).toEqual([true, true, false]);
    expect(stale(['ytd-species-totals', '1', 2025])).toBe(true);
  });
});
