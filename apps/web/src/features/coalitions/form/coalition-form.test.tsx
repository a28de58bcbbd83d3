// @vitest-environment jsdom
/**
 * The coalition form (002 §2.4, §5) through its pages, against a fake API at fetch: the validation texts,
 * the region rules (a single state for statewide areas, several only for the multi-state types, none and
 * cleared for International and National), create, the server's field errors, view mode with the
 * managers table and Edit by role, and edit with its toast.
 */
import { Notifications, notifications } from '@mantine/notifications';
import { COMMON_MESSAGES, VALIDATION_MESSAGES } from '@sac/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import CoalitionAddPage from './coalition-add-page';
import CoalitionDetailPage from './coalition-detail-page';
import CoalitionEditPage from './coalition-edit-page';

// Toasts live in a store shared by the worker's test files: none may stay to fill another file's screen.
afterEach(() => notifications.clean());

type User = ReturnType<typeof renderWithApp>['user'];

async function pick(user: User, label: string, option: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillRequired(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Red River Coalition');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Shelters along the Red River');
  await user.type(screen.getByRole('textbox', { name: /Requested Data/ }), 'Monthly intakes and outcomes');
  await user.click(screen.getByRole('checkbox', { name: /Data Use Agreement/ }));
}

const renderAdd = () =>
  renderWithApp(
    <>
      <Notifications />
      <CoalitionAddPage />
    </>,
    { url: '/coalitions/add', path: '/coalitions/add', signedInAs: 'coalition' },
  );

const coalitionDocument = (overrides: Record<string, unknown> = {}) => ({
  data: {
    id: '7',
    type: 'coalitions',
    attributes: {
      name: 'Central Texas Coalition',
      country: 'United States',
      description: 'Shelters of central Texas',
      data_used: 'Intakes and outcomes',
      data_use_agreement: true,
      data_use_timestamp: '2025-03-04T15:06:00Z',
      operating_region_type: 'Multi-State (2 or more)',
      operating_region: ['TX', 'OK'],
      all_intake_outcome_data_request: true,
      all_community_service_data_request: false,
      status: 'active',
      user_role: null,
      user_status: null,
      updated_at: '2025-03-04T15:06:00Z',
      ...overrides,
    },
    meta: { can_update: false, can_administer: false },
  },
});

describe('creating a coalition', () => {
  it('names every required field', async () => {
    const server = fakeApi({});
    const { user } = renderAdd();
    await user.click(screen.getByRole('button', { name: 'Create Coalition' }));
    for (const message of [
      VALIDATION_MESSAGES.nameRequired,
      VALIDATION_MESSAGES.countryRequired,
      VALIDATION_MESSAGES.descriptionRequired,
      VALIDATION_MESSAGES.geographicAreaRequired,
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    // Requested data and the agreement.
    expect(screen.getAllByText(VALIDATION_MESSAGES.required)).toHaveLength(2);
    expect(server.requests).toHaveLength(0);
  });

  it('a statewide area takes one state, required; the multi-state type takes several', async () => {
    fakeApi({});
    const { user } = renderAdd();
    expect(screen.queryByRole('textbox', { name: /State\/Province/ })).toBeNull();
    await pick(user, 'Country', 'United States');
    await pick(user, 'Geographic Area', 'Statewide');

    // One state: a single select.
    const single = screen.getByRole('textbox', { name: 'State/Province' });
    expect(single.getAttribute('aria-haspopup')).toBe('listbox');
    expect(screen.queryByRole('textbox', { name: 'States/Provinces' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Coalition' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.regionRequired)).toBeTruthy();

    await pick(user, 'Geographic Area', 'Multi-State (2 or more)');
    expect(screen.queryByRole('textbox', { name: 'State/Province' })).toBeNull();
    await user.click(screen.getByRole('textbox', { name: 'States/Provinces' }));
    await user.click(await screen.findByRole('option', { name: 'Texas' }));
    await user.click(await screen.findByRole('option', { name: 'Oklahoma' }));
    const selected = screen
      .getByRole('textbox', { name: 'States/Provinces' })
      .closest('.mantine-MultiSelect-root');
    expect(selected?.textContent).toContain('Texas');
    expect(selected?.textContent).toContain('Oklahoma');
  });

  it('International clears and hides the region; the coalition is created and its detail opens', async () => {
    const server = fakeApi({
      'POST /api/v1/coalitions': () => ({ status: 201, body: coalitionDocument({ status: 'draft' }) }),
    });
    const { user, router } = renderAdd();
    await fillRequired(user);
    await pick(user, 'Country', 'United States');
    await pick(user, 'Geographic Area', 'Multi-State (2 or more)');
    await user.click(screen.getByRole('textbox', { name: 'States/Provinces' }));
    await user.click(await screen.findByRole('option', { name: 'Texas' }));
    await user.keyboard('{Escape}');
    await pick(user, 'Geographic Area', 'International');
    expect(screen.queryByRole('textbox', { name: 'States/Provinces' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'State/Province' })).toBeNull();
    // Cleared, not only hidden: back on the multi-state type nothing is chosen.
    await pick(user, 'Geographic Area', 'Multi-State (2 or more)');
    const regions = screen
      .getByRole('textbox', { name: 'States/Provinces' })
      .closest('.mantine-MultiSelect-root');
    expect(regions?.textContent).not.toContain('Texas');
    await pick(user, 'Geographic Area', 'International');
    await user.click(screen.getByRole('button', { name: 'Create Coalition' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/coalitions/7/detail'));
    const post = server.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      data: {
        type: 'coalitions',
        attributes: {
          name: 'Red River Coalition',
          country: 'United States',
          description: 'Shelters along the Red River',
          data_used: 'Monthly intakes and outcomes',
          data_use_agreement: true,
          operating_region_type: 'International',
          operating_region: [],
          all_intake_outcome_data_request: false,
          all_community_service_data_request: false,
        },
      },
    });
  });

  it('shows the server’s refusal on its field', async () => {
    fakeApi({
      'POST /api/v1/coalitions': () => ({
        status: 422,
        body: {
          errors: [
            {
              title: 'Validation error',
              detail: 'Name has already been taken',
              source: { pointer: '/data/attributes/name' },
            },
          ],
        },
      }),
    });
    const { user, router } = renderAdd();
    await fillRequired(user);
    await pick(user, 'Country', 'Canada');
    await pick(user, 'Geographic Area', 'National');
    await user.click(screen.getByRole('button', { name: 'Create Coalition' }));
    expect(await screen.findByText('Name has already been taken')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/coalitions/add');
  });
});

describe('a coalition’s detail and edit', () => {
  const serveCoalition = (overrides: Record<string, unknown> = {}, extra = {}) =>
    fakeApi({
      'GET /api/v1/coalitions/7': () => ({ body: coalitionDocument(overrides) }),
      'GET /api/v1/users': ({ query }) => {
        expect(query.get('filter[coalition_managers][eq]')).toBe('7');
        return {
          body: {
            data: [
              {
                id: '2',
                type: 'users',
                attributes: { full_name: 'Casey Manager', email: 'casey@example.org' },
              },
            ],
            meta: { stats: { total: { count: 1 } } },
          },
        };
      },
      ...extra,
    });

  it('shows every field read-only, the agreement’s time, the managers, and Edit to a coalition manager', async () => {
    serveCoalition();
    renderWithApp(<CoalitionDetailPage />, {
      url: '/coalitions/7/detail',
      path: '/coalitions/:coalitionId/detail',
      signedInAs: 'coalition',
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveProperty('value', 'Central Texas Coalition');
    expect(name).toHaveProperty('readOnly', true);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty('readOnly', true);
    expect(screen.getByRole('checkbox', { name: /Data Use Agreement/ })).toHaveProperty('disabled', true);
    expect(screen.getByText(/Last agreement:/).textContent).not.toContain('—');
    const managers = await screen.findByRole('table', { name: 'Coalition Managers' });
    expect(await within(managers).findByText('Casey Manager')).toBeTruthy();
    expect(within(managers).getByText('casey@example.org')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/coalitions/7/edit');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('has no Edit for an organization manager', async () => {
    serveCoalition();
    renderWithApp(<CoalitionDetailPage />, {
      url: '/coalitions/7/detail',
      path: '/coalitions/:coalitionId/detail',
      signedInAs: 'manager',
    });
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('edit keeps the agreement read-only, saves with PUT and says so', async () => {
    const server = serveCoalition(
      {},
      {
        'PUT /api/v1/coalitions/7': () => ({ body: coalitionDocument({ name: 'Central Texas Shelters' }) }),
      },
    );
    const { user, router } = renderWithApp(
      <>
        <Notifications />
        <CoalitionEditPage />
      </>,
      { url: '/coalitions/7/edit', path: '/coalitions/:coalitionId/edit', signedInAs: 'coalition' },
    );
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('checkbox', { name: /Data Use Agreement/ })).toHaveProperty('disabled', true);
    await user.clear(name);
    await user.type(name, 'Central Texas Shelters');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(COMMON_MESSAGES.updatedSuccessfully('Central Texas Shelters')),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/coalitions/7/detail'));
    const put = server.requests.find((r) => r.method === 'PUT')!;
    expect((put.body as { data: { attributes: Record<string, unknown> } }).data.attributes).toMatchObject({
      name: 'Central Texas Shelters',
      operating_region_type: 'Multi-State (2 or more)',
      operating_region: ['TX', 'OK'],
      data_use_agreement: true,
      all_intake_outcome_data_request: true,
    });
  });
});
