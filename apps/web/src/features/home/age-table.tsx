/**
 * The generic sortable table of the home (000 §2, §5): a label column, Adult, Up to 5 mos., Age Unknown
 * and Subtotal, a footer of sums, 'No data found' when empty. Clicking a header sorts by it (again:
 * the other way). A row with a negative subtotal is hidden and negative values are left out of the sums.
 */
import { Table, UnstyledButton } from '@mantine/core';
import { AGE_TABLE_COLUMNS, type AgeTableRow, tableFooter, visibleTableRows } from '@sac/domain';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { TableScrollRegion } from '../../lib/ui/table-scroll-region';
import { type AgeTableSort, type AgeTableSortKey, nextSort, sortAgeRows } from './age-table-sort';
import { formatCount, NoDataRow, TotalsFooter } from './table-parts';

type AgeTableProps<R extends AgeTableRow> = {
  /** The accessible name of the table. */
  label: string;
  /** The header of the label column (e.g. 'Intake Category'). */
  labelHeader: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
};

const COLUMNS: { key: AgeTableSortKey; numeric: boolean }[] = [
  { key: 'label', numeric: false },
  ...AGE_TABLE_COLUMNS.map((c) => ({ key: c.key, numeric: true })),
];

/** The icon stays with the header's last word: headers wrap between words only, never inside one. */
function SortIcon({ direction }: { direction?: 'asc' | 'desc' }) {
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {'\u00a0'}
      <Icon size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
    </span>
  );
}

function AgeTableOf<R extends AgeTableRow>({ label, labelHeader, rows, rowKey }: AgeTableProps<R>) {
  const [sort, setSort] = useState<AgeTableSort | null>(null);
  const shown = sortAgeRows(visibleTableRows(rows), sort);
  const footer = tableFooter(shown);
  // A number keeps its unit on its line: "Up to / 5 mos." in a narrow column, never "Up to / 5 / mos.".
  const headerOf = (key: AgeTableSortKey) =>
    key === 'label'
      ? labelHeader
      : (AGE_TABLE_COLUMNS.find((c) => c.key === key)?.label ?? key).replace(/(\d) /g, '$1\u00a0');

  return (
    <TableScrollRegion label={label} minWidth={440}>
      {/* 6 px a side: the five columns fit a card of the two-column home at 1440 px (10 px overflowed it). */}
      <Table aria-label={label} striped withTableBorder fz="sm" horizontalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map(({ key, numeric }) => {
              const direction = sort?.key === key ? sort.direction : undefined;
              return (
                <Table.Th
                  key={key}
                  ta={numeric ? 'right' : undefined}
                  w={numeric ? undefined : '30%'}
                  style={{ whiteSpace: 'normal', overflowWrap: 'normal', verticalAlign: 'bottom' }}
                  aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <UnstyledButton
                    fw={700}
                    fz="sm"
                    style={{ whiteSpace: 'normal', textAlign: 'inherit' }}
                    onClick={() => setSort(nextSort(sort, key))}
                  >
                    {headerOf(key)}
                    <SortIcon direction={direction} />
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr key={rowKey(row)}>
              <Table.Td>{row.label}</Table.Td>
              {AGE_TABLE_COLUMNS.map((c) => (
                <Table.Td key={c.key} ta="right">
                  {formatCount(row[c.key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {shown.length === 0 && <NoDataRow colSpan={COLUMNS.length} />}
        </Table.Tbody>
        {shown.length > 0 && <TotalsFooter columns={AGE_TABLE_COLUMNS} totals={footer} />}
      </Table>
    </TableScrollRegion>
  );
}

/** Memoised: the card's urgent render, with the data it had (useDeferredValue), does not draw it again. */
export const AgeTable = memo(AgeTableOf) as typeof AgeTableOf;
