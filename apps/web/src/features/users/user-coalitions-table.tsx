/** The user's coalitions (001 §2 User detail): Name, States, Region Type, Shelters, Description, My Role. */
import { Anchor, Text } from '@mantine/core';
import { roleLabel } from '@sac/domain';
import { Link } from 'react-router';
import { paths } from '../../app/routes';
import { ListTable } from '../../lib/ui/list-table';
import type { UserCoalitionRow, UserMembershipRow } from './api/get-user';

type UserCoalitionsTableProps = { coalitions: UserCoalitionRow[]; memberships: UserMembershipRow[] };

export function UserCoalitionsTable({ coalitions, memberships }: UserCoalitionsTableProps) {
  const roleIn = (coalitionId: string) =>
    roleLabel(
      memberships.find((m) => m.resourceType === 'Coalition' && String(m.resourceId) === coalitionId)?.role,
    );
  return (
    <ListTable
      withTableBorder
      striped
      aria-label="Coalitions"
      records={coalitions}
      rowKey={(coalition) => coalition.id}
      emptyText="No coalitions found"
      emptyPadding="sm"
      columns={[
        { header: 'Name', cell: (coalition) => coalition.name },
        { header: 'States', cell: (coalition) => (coalition.operatingRegion ?? []).join(', ') },
        { header: 'Region Type', cell: (coalition) => coalition.operatingRegionType ?? '' },
        { header: 'Shelters', cell: (coalition) => coalition.organizationsCount ?? 0 },
        {
          header: 'Description',
          cellProps: { maw: 320 },
          cell: (coalition) => (
            <Text size="sm" lineClamp={2}>
              {coalition.description ?? ''}
            </Text>
          ),
        },
        { header: 'My Role', cell: (coalition) => roleIn(coalition.id) },
        {
          header: 'View Coalition',
          cellProps: { style: { whiteSpace: 'nowrap' } },
          cell: (coalition) => (
            <Anchor component={Link} to={paths.coalition(coalition.id)}>
              View Coalition
            </Anchor>
          ),
        },
      ]}
    />
  );
}
