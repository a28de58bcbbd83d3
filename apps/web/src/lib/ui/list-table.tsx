/**
 * The tables of records on the screens (001 §9): a header row from the columns, one row a record, and
 * the spec's empty text in a single full-width row when there is nothing to show.
 */
import { Box, Table, type TableProps, type TableTdProps, type TableThProps, Text } from '@mantine/core';
import { Fragment, type Key, type ReactNode } from 'react';

/**
 * A long column title that wraps within `width` px (titles stay on one line by default, theme.ts), so
 * that a table of many columns fits a desktop without a scroll bar.
 */
export function WrappingHeader({ children, width = 120 }: { children: ReactNode; width?: number }) {
  return (
    <Box component="span" display="block" maw={width} style={{ whiteSpace: 'normal' }}>
      {children}
    </Box>
  );
}

/** Text whose slashes may break a line ('Statewide/Provincewide'), its words kept whole. */
export function BreakAfterSlashes({ text }: { text: string }) {
  const parts = text.split('/');
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}

export type ListColumn<T> = {
  /** Column title; for the row-menu column, a visually hidden "Actions" or an empty cell with its label. */
  header: ReactNode;
  cell: (record: T) => ReactNode;
  headerProps?: TableThProps;
  cellProps?: TableTdProps;
};

export type ListTableProps<T> = Omit<TableProps, 'children'> & {
  columns: ListColumn<T>[];
  records: T[];
  rowKey: (record: T) => Key;
  emptyText: ReactNode;
  /** False while the records are still loading, so "nothing found" is not claimed too early. */
  showEmpty?: boolean;
  emptyPadding?: 'sm' | 'md';
};

export function ListTable<T>({
  columns,
  records,
  rowKey,
  emptyText,
  showEmpty = true,
  emptyPadding = 'md',
  ...tableProps
}: ListTableProps<T>) {
  return (
    <Table {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table.
            <Table.Th key={index} {...column.headerProps}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.map((record) => (
          <Table.Tr key={rowKey(record)}>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table.
              <Table.Td key={index} {...column.cellProps}>
                {column.cell(record)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
        {showEmpty && records.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={columns.length}>
              <Text c="dimmed" ta="center" py={emptyPadding}>
                {emptyText}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
