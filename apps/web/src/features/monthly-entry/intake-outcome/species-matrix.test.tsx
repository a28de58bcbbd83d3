// @vitest-environment jsdom
/**
 * The intake/outcome matrix of a species as a user works it (000 §2, §4, §5, issue 14 §3-§4): one Edit
 * makes every group editable, totals follow the inputs and read "—" over nothing entered, one Save sends
 * the changed fields of each changed record, Enter saves, Escape cancels (asking first when something
 * changed), the arrows move like a spreadsheet, another species asks before unsaved changes are lost,
 * and a failed or offline save keeps what was typed. The server is a fake at the network boundary that
 * keeps the records, so a saved count comes back through the real queries.
 */
import type { Species } from '@sac/domain';
import { onlineManager, useQueries } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeReply, fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { monthRecordsQueryOptions } from '../api/month-records';
import { SpeciesButtons, shownSpecies } from '../species-buttons';
import { SpeciesEditArea } from '../species-edit-area';
import { useSpeciesEditor } from '../use-species-editor';
import { useSpeciesSwitch } from '../use-species-switch';
import { CategoryGroupSection } from './category-group';
import { CountsGroup } from './counts-group';
import { categoryGroups, INTAKE_OUTCOME_KINDS } from './matrix-groups';
import { recordFields, speciesCompletion } from './missing-groups';
import type { RecordsByKind } from './use-intake-outcome-month';

const MONTH = { year: 2024, month: 3 };
const SPECIES: Species[] = ['canine', 'feline'];
const IDS = { animal_counts: '30', animal_intakes: '50', animal_outcomes: '70' } as const;

type Attributes = Record<string, unknown>;

/** The month's records at location 9, as the server sends them (snake_case); canine has a few counts. */
function monthOnServer() {
  const records = new Map<string, { id: string; type: string; attributes: Attributes }>();
  for (const kind of INTAKE_OUTCOME_KINDS)
    SPECIES.forEach((species, i) => {
      const id = `${IDS[kind]}${i}`;
      records.set(id, {
        id,
        type: kind,
        attributes: { species, location_id: 9, year_of_record: 2024, month_of_record: 3 },
      });
    });
  Object.assign(records.get('500')!.attributes, {
    adult_stray_at_large_count: 4,
    youth_stray_at_large_count: 2,
    adult_relinquished_by_owner_count: 3,
  });
  Object.assign(records.get('300')!.attributes, { beginning_animal_count: 10 });
  return records;
}

type Refusal = (id: string, attributes: Attributes) => FakeReply | null;

function serveMonth(refuse: Refusal = () => null) {
  const records = monthOnServer();
  const routes: Parameters<typeof fakeApi>[0] = {};
  for (const kind of INTAKE_OUTCOME_KINDS) {
    routes[`GET /api/v1/${kind}`] = () => ({
      body: { data: [...records.values()].filter((r) => r.type === kind) },
    });
    SPECIES.forEach((_, i) => {
      const id = `${IDS[kind]}${i}`;
      routes[`PATCH /api/v1/${kind}/${id}`] = ({ body }) => {
        const attributes = (body as { data: { attributes: Attributes } }).data.attributes;
        const refusal = refuse(id, attributes);
        if (refusal) return refusal;
        Object.assign(records.get(id)!.attributes, attributes);
        return { body: { data: records.get(id) } };
      };
    });
  }
  const server = fakeApi(routes);
  return { ...server, writes: () => server.requests.filter((r) => r.method !== 'GET') };
}

/** The species part of the page: species buttons, the edit bar and the four groups. */
function SpeciesMatrix({ canEdit = true }: { canEdit?: boolean }) {
  const queries = useQueries({
    queries: INTAKE_OUTCOME_KINDS.map((kind) =>
      monthRecordsQueryOptions({ kind, locationId: '9', ...MONTH }),
    ),
  });
  const [chosen, setChosen] = useState<Species | null>(null);
  const species = shownSpecies(SPECIES, chosen);
  const loaded = queries.every((q) => q.data);
  const records = Object.fromEntries(
    INTAKE_OUTCOME_KINDS.map((kind, i) => [kind, queries[i]?.data ?? []]),
  ) as RecordsByKind;
  const recordOf = (kind: (typeof INTAKE_OUTCOME_KINDS)[number]) =>
    records[kind].find((r) => r.species === species);
  const editor = useSpeciesEditor({
    records: recordFields(MONTH).map(({ kind, fields }) => ({ kind, record: recordOf(kind), fields })),
    locationId: '9',
  });
  const switcher = useSpeciesSwitch(editor, setChosen);
  if (!loaded) return <p>Loading…</p>;
  return (
    <>
      <SpeciesButtons
        species={SPECIES}
        selected={species}
        onSelect={switcher.select}
        completion={speciesCompletion(records, MONTH)}
      />
      <SpeciesEditArea editor={editor} canEdit={canEdit} speciesLabel={String(species)}>
        <CountsGroup editor={editor} record={recordOf('animal_counts')} yearIntakes={null} />
        {categoryGroups(MONTH).map((group) => (
          <CategoryGroupSection key={group.key} group={group} editor={editor} />
        ))}
      </SpeciesEditArea>
      {switcher.modal}
    </>
  );
}

const region = (name: string) => screen.getByRole('region', { name });
const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const rowTotal = (group: string, key: string) =>
  within(region(group)).getByTestId(`row-total-${key}`).textContent;
const groupTotal = (group: string) => within(region(group)).getByTestId('group-total').textContent;

async function openEditing(canEdit = true) {
  const view = renderWithApp(<SpeciesMatrix canEdit={canEdit} />);
  await view.user.click(await screen.findByRole('button', { name: 'Edit' }));
  return view;
}

afterEach(() => onlineManager.setOnline(true));

describe('the intake/outcome matrix of a species', () => {
  it('shows a dash for a count not entered and for a total over no entered count, never a 0 that looks entered', async () => {
    serveMonth();
    renderWithApp(<SpeciesMatrix />);
    await screen.findByRole('table', { name: 'Live Intakes' });
    expect(rowTotal('Live Intakes', 'StrayAtLarge')).toBe('6');
    expect(rowTotal('Live Intakes', 'SeizedOrImpounded')).toBe('—');
    expect(groupTotal('Live Intakes')).toBe('9');
    expect(groupTotal('Live Outcomes')).toBe('—');
    expect(within(region('Animal Counts')).getByRole('row', { name: /Beginning Count/ }).textContent).toBe(
      'Beginning Count10—10',
    );
    expect(within(region('Animal Counts')).getByRole('row', { name: /Ending Count/ }).textContent).toBe(
      'Ending Count———',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('marks each species button with its completion, in words as well as an icon', async () => {
    serveMonth();
    renderWithApp(<SpeciesMatrix />);
    expect(await screen.findByRole('button', { name: 'Canines, incomplete' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Felines, not started' })).toBeTruthy();
  });

  it('one Edit makes every group editable; totals follow the inputs; Cancel puts back the saved counts and sends nothing', async () => {
    const server = serveMonth();
    const { user } = await openEditing();
    for (const group of ['Animal Counts', 'Live Intakes', 'Live Outcomes', 'Other Outcomes'])
      expect(within(region(group)).getAllByRole('textbox').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);

    const strayAdults = input('Stray at Large Adult');
    expect(strayAdults.value).toBe('4');
    await user.clear(strayAdults);
    await user.type(strayAdults, '10');
    expect(rowTotal('Live Intakes', 'StrayAtLarge')).toBe('12');
    expect(groupTotal('Live Intakes')).toBe('15');
    await user.type(input('Adoption Adult'), '0');
    expect(groupTotal('Live Outcomes')).toBe('0');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(rowTotal('Live Intakes', 'StrayAtLarge')).toBe('6');
    expect(groupTotal('Live Outcomes')).toBe('—');
    expect(server.writes()).toEqual([]);
  });

  it('one Save sends the changed fields of each changed record, and nothing for a record left alone', async () => {
    const server = serveMonth();
    const { user } = await openEditing();
    await user.type(input('Ending Count (in care)'), '12');
    await user.type(input('Stray at Large Age Unknown'), '5');
    await user.type(input('Died in Care Adult'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: 'Edit' });
    expect(server.writes().map((w) => [w.method, w.path, w.body])).toEqual([
      [
        'PATCH',
        '/api/v1/animal_counts/300',
        { data: { id: '300', type: 'animal_counts', attributes: { ending_animal_count: 12 } } },
      ],
      [
        'PATCH',
        '/api/v1/animal_intakes/500',
        {
          data: { id: '500', type: 'animal_intakes', attributes: { age_unknown_stray_at_large_count: 5 } },
        },
      ],
      [
        'PATCH',
        '/api/v1/animal_outcomes/700',
        { data: { id: '700', type: 'animal_outcomes', attributes: { adult_died_in_care_count: 1 } } },
      ],
    ]);
    await waitFor(() => expect(rowTotal('Live Intakes', 'StrayAtLarge')).toBe('11'));
    expect(groupTotal('Other Outcomes')).toBe('1');
  });

  it('Enter in a count saves the species; Escape without changes leaves edit mode', async () => {
    const server = serveMonth();
    const { user } = await openEditing();
    await user.type(input('Seized or Impounded Adult'), '7{Enter}');
    await screen.findByRole('button', { name: 'Edit' });
    expect(server.writes()).toHaveLength(1);
    await waitFor(() => expect(rowTotal('Live Intakes', 'SeizedOrImpounded')).toBe('7'));

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(input('Adoption Adult'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(server.writes()).toHaveLength(1);
  });

  it('Escape with changes asks first: Cancel keeps editing and the typed count, Confirm drops them', async () => {
    const server = serveMonth();
    const { user } = await openEditing();
    await user.type(input('Adoption Adult'), '3');
    await user.keyboard('{Escape}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'You have unsaved changes. If you proceed, these changes will be lost.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(input('Adoption Adult').value).toBe('3');

    await user.click(input('Adoption Adult'));
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(groupTotal('Live Outcomes')).toBe('—');
    expect(server.writes()).toEqual([]);
  });

  it('the arrows move like a spreadsheet: down a column across the groups, right and left along a row; they never change a count', async () => {
    serveMonth();
    const { user } = await openEditing();
    await user.click(input('Beginning Count (in care)'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(input('Ending Count (in care)'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(input('Stray at Large Adult'));
    expect(input('Stray at Large Adult').value).toBe('4');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(input('Stray at Large Up to 5 mos.'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(input('Relinquished by Owner Up to 5 mos.'));
    await user.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(input('Ending Count (in care)'));
    expect(input('Stray at Large Adult').value).toBe('4');
    expect(input('Beginning Count (in care)').value).toBe('10');
    // Typing over a cell reached by the arrows replaces its count.
    await user.keyboard('{ArrowUp}8');
    expect(input('Beginning Count (in care)').value).toBe('8');
  });

  it('another species with unsaved changes asks: Cancel stays, Save saves then switches, Discard drops them', async () => {
    const server = serveMonth();
    const { user } = await openEditing();
    await user.type(input('Adoption Adult'), '2');
    await user.click(screen.getByRole('button', { name: /^Felines/ }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(input('Adoption Adult').value).toBe('2');
    expect(screen.getByRole('button', { name: /^Canines/ }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: /^Felines/ }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Felines/ }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(server.writes().map((w) => w.path)).toEqual(['/api/v1/animal_outcomes/700']);
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(input('Adoption Adult'), '9');
    await user.click(screen.getByRole('button', { name: /^Canines/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }),
    );
    expect(screen.getByRole('button', { name: /^Canines/ }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(groupTotal('Live Outcomes')).toBe('2'));
    expect(server.writes()).toHaveLength(1);
  });

  it("a refused save keeps edit mode and the inputs, says 'Failed to save data' and puts the server's message on the count it names", async () => {
    serveMonth((id) =>
      id === '500'
        ? {
            status: 422,
            body: {
              errors: [
                {
                  title: 'Invalid',
                  detail: 'Count is not allowed',
                  source: { pointer: '/data/attributes/adult_stray_at_large_count' },
                },
              ],
            },
          }
        : null,
    );
    const { user } = await openEditing();
    await user.clear(input('Stray at Large Adult'));
    await user.type(input('Stray at Large Adult'), '99');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to save data');
    expect(screen.getByText('Count is not allowed')).toBeTruthy();
    expect(input('Stray at Large Adult').value).toBe('99');
    expect(input('Stray at Large Adult').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it('a count beyond the largest number is named on its input and nothing at all is sent', async () => {
    const server = serveMonth();
    const { user } = await openEditing();
    await user.type(input('Adoption Adult'), '1');
    await user.type(input('Seized or Impounded Adult'), '3000000000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to save data');
    expect(input('Seized or Impounded Adult').getAttribute('aria-invalid')).toBe('true');
    expect(input('Adoption Adult').getAttribute('aria-invalid')).toBe('false');
    expect(server.writes()).toEqual([]);
  });

  it('a save that fails part-way keeps every typed count; the next Save sends only what is still unsaved', async () => {
    let failIntakes = true;
    const server = serveMonth((id) =>
      id === '500' && failIntakes ? { status: 500, body: { errors: [{ title: 'boom' }] } } : null,
    );
    const { user } = await openEditing();
    await user.type(input('Ending Count (in care)'), '12');
    await user.type(input('Seized or Impounded Adult'), '4');
    await user.type(input('Adoption Adult'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to save data');
    // Counts saved, intakes refused, outcomes not tried.
    expect(server.writes().map((w) => w.path)).toEqual([
      '/api/v1/animal_counts/300',
      '/api/v1/animal_intakes/500',
    ]);
    expect(input('Ending Count (in care)').value).toBe('12');
    expect(input('Seized or Impounded Adult').value).toBe('4');
    expect(input('Adoption Adult').value).toBe('1');

    failIntakes = false;
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(server.writes().map((w) => w.path)).toEqual([
      '/api/v1/animal_counts/300',
      '/api/v1/animal_intakes/500',
      '/api/v1/animal_intakes/500',
      '/api/v1/animal_outcomes/700',
    ]);
  });

  it('a save while offline stops at once, says so, and keeps the typed counts in edit mode', async () => {
    const server = serveMonth(() => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = await openEditing();
    onlineManager.setOnline(false);
    await user.type(input('Adoption Adult'), '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to save data');
    expect(alert.textContent).toContain('You appear to be offline, so nothing was saved.');
    expect(input('Adoption Adult').value).toBe('6');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect(server.writes()).toHaveLength(1);
  });

  it('shows no Edit button to a user who may not change the month', async () => {
    serveMonth();
    renderWithApp(<SpeciesMatrix canEdit={false} />);
    await screen.findByRole('table', { name: 'Live Intakes' });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
