import { describe, expect, it } from 'vitest';
import { monthTiles, STATUS_TILE_COLORS, tileState } from './month-tiles';

const NOW = new Date(2025, 2, 15); // 15 March 2025

describe('tileState', () => {
  it.each([
    ['complete', 'complete'],
    ['completeServicesProvided', 'complete'],
    ['completeNoServicesProvided', 'complete'],
    ['incomplete', 'incomplete'],
    ['in_progress', 'incomplete'],
    ['inProgress', 'incomplete'],
    ['unbegun', 'unbegun'],
    ['unavailable', 'unavailable'],
  ])('shows %s as %s', (status, state) => {
    expect(tileState(status)).toBe(state);
  });

  it('reads a missing or unknown status as unbegun', () => {
    expect(tileState(undefined)).toBe('unbegun');
    expect(tileState(null)).toBe('unbegun');
    expect(tileState('surprise')).toBe('unbegun');
  });

  it('has a colour for every state', () => {
    for (const state of ['complete', 'incomplete', 'unbegun', 'unavailable'] as const) {
      expect(STATUS_TILE_COLORS[state]).toBeTruthy();
    }
  });
});

describe('monthTiles', () => {
  it('gives twelve tiles in month order, missing months unbegun', () => {
    const tiles = monthTiles([{ month: 2, status: 'complete' }], 2024, NOW);
    expect(tiles.map((tile) => tile.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(tiles[0]).toMatchObject({ status: 'unbegun', state: 'unbegun' });
    expect(tiles[1]).toMatchObject({ status: 'complete', state: 'complete' });
  });

  it('labels each tile with its month and the status label', () => {
    const tiles = monthTiles(
      [
        { month: 1, status: 'complete' },
        { month: 2, status: 'inProgress' },
        { month: 3, status: 'completeNoServicesProvided' },
      ],
      2025,
      NOW,
    );
    expect(tiles[0]?.label).toBe('January 2025: Entry is Complete');
    expect(tiles[1]?.label).toBe('February 2025: Entry is Incomplete');
    expect(tiles[2]?.label).toBe('March 2025: Entry is Complete, No Services Provided');
  });

  it('forces the months after the current month of the current year unavailable, whatever is stored', () => {
    const tiles = monthTiles(
      [
        { month: 3, status: 'complete' },
        { month: 4, status: 'complete' },
        { month: 12, status: 'incomplete' },
      ],
      2025,
      NOW,
    );
    expect(tiles[2]?.state).toBe('complete');
    expect(tiles[3]).toMatchObject({ status: 'unavailable', state: 'unavailable' });
    expect(tiles[3]?.label).toBe('April 2025: Entry status unavailable');
    expect(tiles.slice(3).every((tile) => tile.state === 'unavailable')).toBe(true);
  });

  it('leaves every month of a past year as stored', () => {
    const tiles = monthTiles([{ month: 12, status: 'incomplete' }], 2024, NOW);
    expect(tiles[11]?.state).toBe('incomplete');
    expect(tiles.some((tile) => tile.state === 'unavailable')).toBe(false);
  });

  it('keeps a month the server calls unavailable locked', () => {
    expect(monthTiles([{ month: 1, status: 'unavailable' }], 2024, NOW)[0]?.state).toBe('unavailable');
  });
});
