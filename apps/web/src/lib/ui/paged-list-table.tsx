/**
 * A paged list screen's table (001 §9): the load error above it, the records of the page in the address
 * with the "…" menu of each row, "Loading…" under it on the first load and the pager at the bottom.
 */
import { Text, VisuallyHidden } from '@mantine/core';
import type { PagedList } from '../api/paged-list';
import { ListPagination } from './list-pagination';
import { type ListColumn, ListTable, type ListTableProps } from './list-table';
import { LoadError } from './load-error';
import { RowMenu, type RowMenuItem } from './row-menu';

type PagedListState<T> = {
  data: PagedList<T> | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  pages: number;
  /** Reads the page again: the load error's Try Again (issue 14 §7). */
  refetch: () => unknown;
};

type PagedListTableProps<T> = Omit<ListTableProps<T>, 'records' | 'showEmpty'> & {
  list: PagedListState<T>;
  page: number;
  onPageChange: (page: number) => void;
};

export function PagedListTable<T>({ list, page, onPageChange, ...tableProps }: PagedListTableProps<T>) {
  return (
    <>
      {list.isError && <LoadError error={list.error} onRetry={list.refetch} retrying={list.isFetching} />}
      <ListTable
        striped
        highlightOnHover
        withTableBorder
        records={list.data?.records ?? []}
        showEmpty={list.isSuccess}
        {...tableProps}
      />
      {list.isPending && <Text c="dimmed">Loading…</Text>}
      <ListPagination page={page} pages={list.pages} onChange={onPageChange} />
    </>
  );
}

/** The last column: the row's "…" menu, named "Actions for {name}". */
export function rowMenuColumn<T>(
  nameOf: (record: T) => string,
  itemsOf: (record: T) => RowMenuItem[],
): ListColumn<T> {
  return {
    header: <VisuallyHidden>Actions</VisuallyHidden>,
    headerProps: { w: 60 },
    cell: (record) => <RowMenu label={`Actions for ${nameOf(record)}`} items={itemsOf(record)} />,
  };
}
