// @vitest-environment jsdom
/**
 * The default species of a month are created once; when someone else created them first (the same month
 * open in two places), the server's `taken` refusal reads the month again instead of showing an error.
 */
import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { useDefaultSpecies } from './use-default-species';

const INPUT = {
  locationId: '7',
  year: 2025,
  month: 3,
  kinds: ['animal_intakes'] as const,
  recordsByKind: { animal_intakes: [] },
  organizationSpecies: ['canine'],
  enabled: true,
};

function refusal(code: string, detail: string) {
  return {
    status: 422,
    body: { errors: [{ code, title: 'Validation Error', detail, source: { pointer: '/included/0' } }] },
  };
}

function Defaults() {
  useDefaultSpecies(INPUT);
  return <Notifications />;
}

function renderDefaults() {
  const { queryClient } = renderWithApp(<Defaults />);
  // The PATCH is on its way: its answer comes after these lines.
  const monthRead: string[] = [];
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'invalidate') monthRead.push(event.query.queryHash);
  });
  // A query of the month's records, as the matrix holds, so that reading the month again is observable.
  queryClient.setQueryData(['month-records', 'animal_intakes', '7', 2025, 3], []);
  return { monthRead };
}

describe('useDefaultSpecies', () => {
  it('reads the month again, without an error, when the records were created elsewhere first', async () => {
    const api = fakeApi({
      'PATCH /api/v1/locations/7': () =>
        refusal(
          'taken',
          'A record with the same location_id, year_of_record, month_of_record, species already exists.',
        ),
    });
    const { monthRead } = renderDefaults();
    await waitFor(() => expect(monthRead.some((hash) => hash.includes('month-records'))).toBe(true));
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(screen.queryByText(/already exists/)).toBeNull();
  });

  it('shows any other refusal as an error', async () => {
    fakeApi({
      'PATCH /api/v1/locations/7': () => refusal('unprocessable_entity', 'Month must be between 1 and 12'),
    });
    renderDefaults();
    expect(await screen.findByText(/Month must be between 1 and 12/)).toBeTruthy();
  });
});
