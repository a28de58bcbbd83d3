// @vitest-environment jsdom
/**
 * The Rehome dashboard (issue 15): an organization user's read of their own EIN over the default period (the
 * last 36 complete months); an administrator's tax id, empty at first, typed with its dash or taken from the
 * organization; the charts' tables and CSV; the empty state and an unknown tax id.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeReply, type FakeRequest, fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import RehomePage from './rehome-page';
import { RehomeView } from './rehome-view';

const NOW = new Date('2026-06-15T12:00:00Z');

const KEEP_HOME = [
  'RehomingSupport',
  'PetFood',
  'PetSupplies',
  'TemporaryHousingOwnedAnimals',
  'TemporaryHousingPeopleAndAnimals',
  'OtherPetRetentionServices',
];
const categories = (surrenders: [number, number], services: number[]) => [
  { category: 'RelinquishedByOwner', kind: 'owner_surrender', total: surrenders[0] },
  { category: 'OwnerIntendedEuthanasia', kind: 'owner_surrender', total: surrenders[1] },
  ...KEEP_HOME.map((category, i) => ({ category, kind: 'keep_home_service', total: services[i] ?? 0 })),
];
const month = (key: string, reported: boolean, surrenders: [number, number], services: number[]) => ({
  month: key,
  reported,
  owner_surrenders: surrenders[0] + surrenders[1],
  keep_home_services: services.reduce((a, b) => a + b, 0),
  categories: categories(surrenders, services),
});

const REHOME = {
  tax_id: '123456789',
  from: '2026-03',
  to: '2026-05',
  organizations: [{ id: 10, name: 'Riverbend Animal Shelter', country: 'United States' }],
  months_reported: 2,
  months: [
    month('2026-03', true, [4, 1], [2, 6]),
    month('2026-04', false, [0, 0], []),
    month('2026-05', true, [3, 0], [1, 4, 0, 0, 0, 2]),
  ],
  totals: {
    owner_surrenders: 8,
    keep_home_services: 15,
    categories: categories([7, 1], [3, 10, 0, 0, 0, 2]),
  },
  services_per_surrender: 15 / 8,
};

const ok = (attributes: Record<string, unknown>): FakeReply => ({
  body: { data: { id: 'x', type: 'dashboard_rehome', attributes }, meta: {} },
});

function setup(reply: (request: FakeRequest) => FakeReply = () => ok(REHOME)) {
  return fakeApi({ 'GET /api/v1/dashboard_rehome': reply });
}

const params = (request: FakeRequest | undefined) => Object.fromEntries(request?.query ?? []);
const rehomeRequests = (requests: FakeRequest[]) =>
  requests.filter((r) => r.path === '/api/v1/dashboard_rehome');
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

afterEach(() => vi.restoreAllMocks());

describe('rehome dashboard (issue 15)', () => {
  it('reads the organization’s EIN, shown read-only, over the last 36 complete months', async () => {
    const { requests } = setup();
    renderWithApp(<RehomePage now={NOW} />, { signedInAs: 'manager', url: '/dashboards/rehome' });
    await screen.findByRole('region', { name: 'Owner surrenders and keep-home services by month' });
    expect(params(rehomeRequests(requests)[0])).toEqual({
      'filter[tax_id][eq]': '123456789',
      'filter[from][eq]': '2023-06',
      'filter[to][eq]': '2026-05',
    });
    const ein = screen.getByRole('textbox', { name: 'EIN' }) as HTMLInputElement;
    expect(ein.value).toBe('12-3456789');
    expect(ein.readOnly).toBe(true);
    expect(screen.getByText(/1\.9 keep-home services per owner surrender/)).toBeTruthy();
  });

  it('shows the months’ table, a month without records not as a zero, and the services by category', async () => {
    setup();
    const { user } = renderWithApp(
      <RehomeView
        now={NOW}
        taxId={{ mode: 'fixed', value: { label: 'EIN', digits: '123456789', shown: '12-3456789' } }}
      />,
      { signedInAs: 'manager' },
    );
    const trend = await screen.findByRole('region', {
      name: 'Owner surrenders and keep-home services by month',
    });
    await user.click(within(trend).getByRole('switch', { name: 'Show table' }));
    const rows = rowsOf(within(trend).getByRole('table'));
    expect(rows[0]).toEqual([
      'Month',
      'Relinquished by Owner',
      'Owner Intended Euthanasia',
      'Owner surrenders',
      'Rehoming Support',
      'Pet Food',
      'Pet Supplies',
      'Temporary Housing Owned Animals',
      'Temporary Housing People And Animals',
      'Other Pet Retention Services',
      'Keep-home services',
    ]);
    expect(rows[1]).toEqual(['Mar 2026', '4', '1', '5', '2', '6', '0', '0', '0', '0', '8']);
    expect(rows[2]).toEqual(['Apr 2026', ...Array(10).fill('not reported')]);

    const services = screen.getByRole('region', { name: 'Keep-home services by category' });
    await user.click(within(services).getByRole('switch', { name: 'Show table' }));
    expect(rowsOf(within(services).getByRole('table'))).toEqual([
      ['Service', 'Total'],
      ['Rehoming Support', '3'],
      ['Pet Food', '10'],
      ['Pet Supplies', '0'],
      ['Temporary Housing Owned Animals', '0'],
      ['Temporary Housing People And Animals', '0'],
      ['Other Pet Retention Services', '2'],
      ['Keep-home services', '15'],
    ]);
  });

  it('downloads the services by category as CSV, as shown', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:rehome';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blob! });
    });
    setup();
    const { user } = renderWithApp(<RehomePage now={NOW} />, { signedInAs: 'manager' });
    const surrenders = await screen.findByRole('region', { name: 'Owner surrenders by category' });
    await user.click(within(surrenders).getByRole('button', { name: 'Download CSV' }));
    expect(saved[0]!.name).toBe('rehome-123456789-surrenders-by-category-2023-06-to-2026-05.csv');
    expect(await saved[0]!.blob.text()).toBe(
      [
        'Intake,Total',
        'Relinquished by Owner,7',
        'Owner Intended Euthanasia,1',
        'Owner surrenders,8',
        '',
      ].join('\r\n'),
    );
  });

  it('lets an administrator type a tax id, empty at first, or take the organization’s', async () => {
    const { requests } = setup();
    const { user } = renderWithApp(
      <RehomeView
        now={NOW}
        taxId={{ mode: 'chosen', offered: { label: 'EIN', digits: '742918365', shown: '74-2918365' } }}
      />,
      { signedInAs: 'admin' },
    );
    const field = screen.getByRole('textbox', { name: 'EIN or business number' }) as HTMLInputElement;
    expect(field.value).toBe('');
    expect(screen.getByText('Enter an EIN or business number, then press Show.')).toBeTruthy();
    expect(rehomeRequests(requests)).toEqual([]);

    await user.type(field, '12-34x');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Enter an EIN or business number of 9 digits.')).toBeTruthy();
    expect(rehomeRequests(requests)).toEqual([]);

    await user.clear(field);
    await user.type(field, '12-3456789');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(params(rehomeRequests(requests).at(-1))).toMatchObject({ 'filter[tax_id][eq]': '123456789' }),
    );

    await user.click(screen.getByRole('button', { name: /Use this organization’s EIN \(74-2918365\)/ }));
    expect(field.value).toBe('74-2918365');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(params(rehomeRequests(requests).at(-1))).toMatchObject({ 'filter[tax_id][eq]': '742918365' }),
    );
  });

  it('says when no organization the user may read has the tax id', async () => {
    setup(() => ({ status: 404, body: { errors: [{ status: '404', title: 'Not found' }] } }));
    const { user } = renderWithApp(<RehomeView now={NOW} taxId={{ mode: 'chosen', offered: null }} />, {
      signedInAs: 'admin',
    });
    await user.type(screen.getByRole('textbox', { name: 'EIN or business number' }), '999999999');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByText('No organization you can read has this EIN or business number.'),
    ).toBeTruthy();
  });

  it('says so when the period has no records', async () => {
    setup(() => ok({ ...REHOME, months_reported: 0, months: [] }));
    renderWithApp(<RehomePage now={NOW} />, { signedInAs: 'manager' });
    expect(await screen.findByText('No records were entered for this period.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Keep-home services by category' })).toBeNull();
  });
});
