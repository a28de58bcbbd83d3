/** The tables of a user's organizations and coalitions on the user detail (001 §2): a link to each at the end. */
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Resource } from '../../lib/api/jsonapi';
import { type ListColumn, ListTable } from '../../lib/ui/list-table';

type RelatedRecordsTableProps<T extends Resource> = {
  label: string;
  records: T[];
  columns: ListColumn<T>[];
  emptyText: string;
  /** The last column's title, also the text of its link, and where the link goes. */
  linkLabel: string;
  linkTo: (record: T) => string;
};

export function RelatedRecordsTable<T extends Resource>({
  label,
  records,
  columns,
  emptyText,
  linkLabel,
  linkTo,
}: RelatedRecordsTableProps<T>) {
  const linkColumn: ListColumn<T> = {
    header: linkLabel,
    cellProps: { style: { whiteSpace: 'nowrap' } },
    cell: (record) => (
      <Anchor component={Link} to={linkTo(record)}>
        {linkLabel}
      </Anchor>
    ),
  };
  return (
    <ListTable
      withTableBorder
      striped
      aria-label={label}
      records={records}
      rowKey={(record) => record.id}
      emptyText={emptyText}
      emptyPadding="sm"
      columns={[...columns, linkColumn]}
    />
  );
}
