/** The parts the home's count tables share: number format, the 'No data found' row, the totals footer. */
import { Table, Text } from '@mantine/core';
import { formatInteger } from '@sac/domain';

export const NO_DATA_TEXT = 'No data found';

export const formatCount = (value: number | null | undefined) => formatInteger(value ?? 0);

export function NoDataRow({ colSpan }: { colSpan: number }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text c="dimmed" ta="center" size="sm">
          {NO_DATA_TEXT}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

type TotalsFooterProps<K extends string> = {
  columns: readonly { key: K }[];
  totals: Partial<Record<K, number | null>>;
};

export function TotalsFooter<K extends string>({ columns, totals }: TotalsFooterProps<K>) {
  return (
    <Table.Tfoot>
      <Table.Tr fw={700}>
        <Table.Td>Total</Table.Td>
        {columns.map((c) => (
          <Table.Td key={c.key} ta="right">
            {formatCount(totals[c.key])}
          </Table.Td>
        ))}
      </Table.Tr>
    </Table.Tfoot>
  );
}
