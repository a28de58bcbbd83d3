// @vitest-environment jsdom
/**
 * The home's category table keeps a number with its unit in a header ("Up to / 5 mos." in a narrow
 * column, never "Up to / 5 / mos."), and sorts by a clicked header.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { AgeTable } from './age-table';

const rows = [
  { key: 'owner', label: 'Relinquished by Owner', adult: 9, youth: 0, ageUnknown: 2, subtotal: 11 },
  { key: 'stray', label: 'Stray at Large', adult: 5, youth: 1, ageUnknown: 0, subtotal: 6 },
];

describe('AgeTable', () => {
  it('keeps "5 mos." on one line and sorts by a clicked header', async () => {
    const { user } = renderWithApp(
      <AgeTable
        label="Overview by category 2026"
        labelHeader="Intake Category"
        rows={rows}
        rowKey={(r) => r.key}
      />,
    );
    const table = screen.getByRole('table', { name: 'Overview by category 2026' });
    const youth = within(table).getAllByRole('columnheader')[2]!;
    expect(youth.textContent).toContain('Up to 5\u00a0mos.');

    await user.click(within(table).getByRole('button', { name: /Subtotal/ }));
    const firstCells = within(table)
      .getAllByRole('row')
      .slice(1, 3)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(firstCells).toEqual(['Stray at Large', 'Relinquished by Owner']);
  });
});
