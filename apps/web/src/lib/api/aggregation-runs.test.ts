import { describe, expect, it } from 'vitest';
import {
  ACTIVE_RUN_POLL_MS,
  type AggregationRun,
  type AggregationRunList,
  eventsLabel,
  runMonthLabel,
  runStatusLabel,
  runsPollInterval,
} from './aggregation-runs';

const listOf = (...statuses: AggregationRun['status'][]): AggregationRunList => ({
  runs: statuses.map((status, index) => ({ id: String(index), status }) as AggregationRun),
  total: statuses.length,
});

describe('aggregation runs', () => {
  it('are read again every 3 seconds while one is queued or running, and not otherwise', () => {
    expect(runsPollInterval(listOf('completed', 'queued'))).toBe(ACTIVE_RUN_POLL_MS);
    expect(runsPollInterval(listOf('running'))).toBe(3_000);
    expect(runsPollInterval(listOf('completed', 'blocked', 'needs_review', 'failed'))).toBe(false);
    expect(runsPollInterval(undefined)).toBe(false);
  });

  it('name their status, month and events in words', () => {
    expect(runStatusLabel('unchanged')).toBe('No change');
    expect(runStatusLabel('kept')).toBe('Kept entered numbers');
    expect(runStatusLabel('needs_review')).toBe('Needs review');
    expect(runMonthLabel({ year: 2026, month: 10 })).toBe('October 2026');
    expect(eventsLabel(1)).toBe('1 event');
    expect(eventsLabel(1200)).toBe('1,200 events');
  });
});
