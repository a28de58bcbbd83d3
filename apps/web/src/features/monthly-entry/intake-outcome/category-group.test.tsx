// @vitest-environment jsdom
/**
 * The month matrix as a user works it (000 §2, §4, §5): a group's counts and totals, Edit, the totals
 * following the inputs, Cancel, Save of the changed counts only, and a refused save. The server is a fake
 * at the network boundary that keeps the record, so a saved count comes back through the real queries.
 */
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { monthRecordsQueryOptions } from '../api/month-records';
import { CategoryGroupSection } from './category-group';
import { categoryGroups } from './matrix-groups';

const liveIntakes = categoryGroups({ year: 2024, month: 3 })[0]!;
const target = { kind: 'animal_intakes', locationId: '50', year: 2024, month: 3 } as const;

/** The canine intake record of March 2024 at location 50, as the server sends it (snake_case). */
function intakeRecord() {
  return {
    id: '501',
    type: 'animal_intakes',
    attributes: {
      species: 'canine',
      location_id: 50,
      year_of_record: 2024,
      month_of_record: 3,
      adult_stray_at_large_count: 4,
      youth_stray_at_large_count: 2,
      age_unknown_stray_at_large_count: null,
      adult_relinquished_by_owner_count: 3,
    } as Record<string, unknown>,
  };
}

function MonthGroup({ canEdit = true }: { canEdit?: boolean }) {
  const records = useQuery(monthRecordsQueryOptions(target));
  if (!records.data) return <p>Loading…</p>;
  return (
    <CategoryGroupSection group={liveIntakes} record={records.data[0]} locationId="50" canEdit={canEdit} />
  );
}

/** A server holding one record: the month's GET answers it, a PATCH changes it (or is refused). */
function serveMonth(refusal?: { pointer: string; detail: string }) {
  const record = intakeRecord();
  return fakeApi({
    'GET /api/v1/animal_intakes': () => ({ body: { data: [record] } }),
    'PATCH /api/v1/animal_intakes/501': ({ body }) => {
      if (refusal)
        return {
          status: 422,
          body: {
            errors: [{ title: 'Invalid', detail: refusal.detail, source: { pointer: refusal.pointer } }],
          },
        };
      Object.assign(record.attributes, (body as { data: { attributes: object } }).data.attributes);
      return { body: { data: record } };
    },
  });
}

const rowTotal = (key: string) => screen.getByTestId(`row-total-${key}`).textContent;
const groupTotal = () => screen.getByTestId('group-total').textContent;

describe('a group of the month matrix', () => {
  it('shows the counts, a dash for a count not entered, and the row, column and group totals', async () => {
    serveMonth();
    renderWithApp(<MonthGroup />);
    const table = await screen.findByRole('table', { name: 'Live Intakes' });
    expect(table.textContent).toContain('—');
    expect(rowTotal('StrayAtLarge')).toBe('6');
    expect(rowTotal('RelinquishedByOwner')).toBe('3');
    expect(groupTotal()).toBe('9');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('Edit turns the counts into inputs whose totals follow what is typed; Cancel puts back the saved counts and sends nothing', async () => {
    const server = serveMonth();
    const { user } = renderWithApp(<MonthGroup />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));

    const strayAdults = screen.getByRole('textbox', { name: 'Stray at Large Adult' });
    expect(strayAdults).toHaveProperty('value', '4');
    await user.clear(strayAdults);
    await user.type(strayAdults, '10');
    expect(rowTotal('StrayAtLarge')).toBe('12');
    expect(groupTotal()).toBe('15');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(rowTotal('StrayAtLarge')).toBe('6');
    expect(groupTotal()).toBe('9');
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('Save sends only the changed counts, leaves edit mode and shows the saved counts', async () => {
    const server = serveMonth();
    const { user } = renderWithApp(<MonthGroup />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Stray at Large Age Unknown' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: 'Edit' });
    const writes = server.requests.filter((r) => r.method !== 'GET');
    expect(writes).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/v1/animal_intakes/501',
        body: {
          data: { id: '501', type: 'animal_intakes', attributes: { age_unknown_stray_at_large_count: 5 } },
        },
      }),
    ]);
    await waitFor(() => expect(rowTotal('StrayAtLarge')).toBe('11'));
    expect(groupTotal()).toBe('14');
  });

  it('Save with nothing changed sends nothing and leaves edit mode', async () => {
    const server = serveMonth();
    const { user } = renderWithApp(<MonthGroup />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("a refused save keeps the inputs, says 'Failed to save data' and puts the server's message on the count it names", async () => {
    serveMonth({ pointer: '/data/attributes/adult_stray_at_large_count', detail: 'Count is too large' });
    const { user } = renderWithApp(<MonthGroup />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const strayAdults = screen.getByRole('textbox', { name: 'Stray at Large Adult' });
    await user.clear(strayAdults);
    await user.type(strayAdults, '99999');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save data');
    expect(screen.getByText('Count is too large')).toBeTruthy();
    expect(strayAdults).toHaveProperty('value', '99999');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it('shows no Edit button to a user who may not change the month', async () => {
    serveMonth();
    renderWithApp(<MonthGroup canEdit={false} />);
    await screen.findByRole('table', { name: 'Live Intakes' });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
