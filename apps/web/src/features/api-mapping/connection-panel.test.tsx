// @vitest-environment jsdom
/** The connection panel's location for the records (issue 16): offered with two or more locations, saved as chosen. */
import { Notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { ConnectionPanel } from './connection-panel';

const connection = (locationId: number | null) => ({
  data: {
    type: 'shelter_software_connections',
    id: '5',
    attributes: {
      vendor: 'shelterluv',
      site: null,
      username: null,
      api_key_last4: '0001',
      location_id: locationId,
      last_tested_at: null,
      last_test_ok: null,
      last_test_message: null,
    },
  },
});
const location = (id: string, name: string) => ({
  type: 'locations',
  id,
  attributes: { name, organization_id: 5, primary: id === '7', status: 'active' },
});

describe('the location for the records', () => {
  it('saves the location chosen among the organization’s', async () => {
    const api = fakeApi({
      'GET /api/v1/shelter_software_connections/5': () => ({ body: connection(null) }),
      'PATCH /api/v1/shelter_software_connections/5': () => ({ body: connection(8) }),
      'GET /api/v1/locations': () => ({ body: { data: [location('7', 'Main'), location('8', 'Annex')] } }),
    });
    renderWithApp(
      <>
        <ConnectionPanel organizationId="5" vendor="shelterluv" />
        <Notifications />
      </>,
    );
    const select = await screen.findByRole('textbox', { name: 'Location for the records' });
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Annex' }));
    expect(await screen.findByText('Location for the records saved')).toBeTruthy();
    const patch = api.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.body).toEqual({
      data: { type: 'shelter_software_connections', id: '5', attributes: { location_id: 8 } },
    });
  });

  it('is not offered to an organization with one location', async () => {
    fakeApi({
      'GET /api/v1/shelter_software_connections/5': () => ({ body: connection(null) }),
      'GET /api/v1/locations': () => ({ body: { data: [location('7', 'Main')] } }),
    });
    renderWithApp(<ConnectionPanel organizationId="5" vendor="shelterluv" />);
    expect(await screen.findByText('An API key ending in 0001 is stored.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Location for the records' })).toBeNull();
  });
});
