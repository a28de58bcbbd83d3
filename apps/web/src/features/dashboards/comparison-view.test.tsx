// @vitest-environment jsdom
/**
 * The Comparison dashboard (issue 15): the request of the default period (the last twelve complete months),
 * the peer group in words, each chart's table of the organization against the peer median and interquartile
 * range, its CSV as shown, and the message when fewer than 5 organizations compare.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { ComparisonView } from './comparison-view';

const NOW = new Date('2026-06-15T12:00:00Z');

const figure = (
  metric: string,
  category: string | null,
  value: number | null,
  peers: [number, number | null, number | null, number | null],
) => ({
  metric,
  category,
  value,
  peer_count: peers[0],
  peer_q1: peers[1],
  peer_median: peers[2],
  peer_q3: peers[3],
});

const COMPARISON = {
  organization_id: 10,
  from: '2025-06',
  to: '2026-05',
  months: 12,
  peer_group: {
    organization_type: 'Shelter without a Government Contract',
    us_state: 'CO',
    province_or_territory: null,
    intake_band: '100_499',
    annual_intake: 300,
  },
  peer_count: 6,
  min_peers: 5,
  comparable: true,
  metrics: [
    figure('intake_share', 'StrayAtLarge', 2 / 3, [6, 0.5625, 0.625, 0.6875]),
    figure('intake_share', 'RelinquishedByOwner', 1 / 3, [6, 0.3125, 0.375, 0.4375]),
    figure('live_release_rate', null, 0.8, [6, 0.625, 0.75, 0.875]),
    figure('return_to_owner_rate', null, 0.12, [6, 0, 0, 0]),
    figure('transfer_share', null, 0.08, [4, null, null, null]),
    figure('reporting_completeness', null, 0.5, [6, 0.1875, 0.2917, 0.3958]),
  ],
};

function setup(attributes: Record<string, unknown> = COMPARISON) {
  const api = fakeApi({
    'GET /api/v1/dashboard_comparison': () => ({
      body: { data: { id: 'x', type: 'dashboard_comparison', attributes }, meta: {} },
    }),
  });
  const view = renderWithApp(<ComparisonView organizationId="10" now={NOW} />, { signedInAs: 'manager' });
  return { ...api, ...view };
}

const params = (request: FakeRequest | undefined) => Object.fromEntries(request?.query ?? []);
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

afterEach(() => vi.restoreAllMocks());

describe('comparison dashboard (issue 15)', () => {
  it('asks for the last twelve complete months and describes the peer group', async () => {
    const { requests } = setup();
    await screen.findByRole('region', { name: 'Outcome rates' });
    expect(params(requests.find((r) => r.path === '/api/v1/dashboard_comparison'))).toEqual({
      'filter[organization_id][eq]': '10',
      'filter[from][eq]': '2025-06',
      'filter[to][eq]': '2026-05',
    });
    expect(
      screen.getByText(
        'Compared with 6 organizations in Colorado of the same type (Shelter without a Government Contract) ' +
          'and the same intake band, 100 to 499 intakes a year (this organization: about 300 a year), over ' +
          'Jun 2025 to May 2026. Only organizations that share their data are compared, and none is named.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Fewer than 5 comparable organizations/)).toBeNull();
    expect(screen.getByRole('img', { name: 'Outcome rates chart' })).toBeTruthy();
  });

  it('shows each chart’s table: the organization, the peer median and the interquartile range', async () => {
    const { user } = setup();
    const outcomes = await screen.findByRole('region', { name: 'Outcome rates' });
    await user.click(within(outcomes).getByRole('switch', { name: 'Show table' }));
    expect(rowsOf(within(outcomes).getByRole('table', { name: 'Outcome rates table' }))).toEqual([
      ['Metric', 'This organization', 'Peer median', 'Peer 25th–75th percentile'],
      ['Live-release rate', '80.0%', '75.0%', '62.5% to 87.5%'],
      ['Return-to-owner rate', '12.0%', '0.0%', '0.0% to 0.0%'],
      ['Transfer share', '8.0%', '—', '—'],
    ]);
    const intakes = screen.getByRole('region', { name: 'Intakes by category' });
    await user.click(within(intakes).getByRole('switch', { name: 'Show table' }));
    expect(rowsOf(within(intakes).getByRole('table')).slice(1)).toEqual([
      ['Stray at Large', '66.7%', '62.5%', '56.3% to 68.8%'],
      ['Relinquished by Owner', '33.3%', '37.5%', '31.3% to 43.8%'],
    ]);
  });

  it('downloads a chart’s table as CSV, as shown', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:comparison';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blob! });
    });
    const { user } = setup();
    const completeness = await screen.findByRole('region', { name: 'Reporting completeness' });
    await user.click(within(completeness).getByRole('button', { name: 'Download CSV' }));
    expect(saved[0]!.name).toBe('organization-10-comparison-reporting-completeness-2025-06-to-2026-05.csv');
    expect(await saved[0]!.blob.text()).toBe(
      [
        'Metric,This organization,Peer median,Peer 25th–75th percentile',
        'Reporting completeness,50.0%,29.2%,18.8% to 39.6%',
        '',
      ].join('\r\n'),
    );
  });

  it('says that no comparison can be shown with fewer than 5 comparable organizations', async () => {
    const none = [null, null, null] as const;
    setup({
      ...COMPARISON,
      peer_count: 3,
      comparable: false,
      metrics: COMPARISON.metrics.map((m) => ({
        ...m,
        peer_count: 3,
        peer_q1: none[0],
        peer_median: none[1],
        peer_q3: none[2],
      })),
    });
    expect(
      await screen.findByText(
        'Fewer than 5 comparable organizations share their data: no comparison can be shown.',
      ),
    ).toBeTruthy();
  });
});
