// @vitest-environment jsdom
/** The API Mapping tab's recent aggregation runs (002 §2.14): the organization's, read-only. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { AggregationRunsPanel } from './aggregation-runs-panel';

const blocked = {
  type: 'aggregation_runs',
  id: '11',
  attributes: {
    org_id: 5,
    org_name: 'Happy Tails',
    vendor: 'shelterluv',
    year: 2026,
    month: 10,
    status: 'blocked',
    events_pulled: 12,
    records_written: null,
    unmapped_types: [{ key: 'Intake.Seized', events: 3 }],
    differences: [],
    differences_count: 0,
    counts_note: null,
    message: 'Nothing was written: 1 event type is not mapped yet.',
    finished_at: null,
  },
};

describe("the organization's recent aggregation runs", () => {
  it('lists its latest 10 runs with what blocked them, and no way to settle a run', async () => {
    const api = fakeApi({ 'GET /api/v1/aggregation_runs': () => ({ body: { data: [blocked] } }) });
    renderWithApp(<AggregationRunsPanel organizationId="5" />);
    const table = await screen.findByRole('table', { name: 'Recent aggregation runs' });
    expect(await within(table).findByText('Blocked')).toBeTruthy();
    expect(within(table).getByText('October 2026')).toBeTruthy();
    expect(within(table).getByText('Nothing was written: 1 event type is not mapped yet.')).toBeTruthy();
    expect(within(table).getByText('Map these event types above: Intake.Seized (3 events)')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    const query = api.requests[0]!.query;
    expect(query.get('filter[org_id][eq]')).toBe('5');
    expect(query.get('page[size]')).toBe('10');
  });

  it('says when there are none', async () => {
    fakeApi({ 'GET /api/v1/aggregation_runs': () => ({ body: { data: [] } }) });
    renderWithApp(<AggregationRunsPanel organizationId="5" />);
    expect(await screen.findByText('No aggregation runs yet')).toBeTruthy();
  });
});
