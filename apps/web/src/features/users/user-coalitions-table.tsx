/** The user's coalitions (001 §2 User detail): Name, States, Region Type, Shelters, Description, My Role. */
import { Text } from '@mantine/core';
import { roleLabel } from '@sac/domain';
import { paths } from '../../lib/paths';
import type { UserCoalitionRow, UserMembershipRow } from './api/get-user';
import { RelatedRecordsTable } from './related-records-table';

type UserCoalitionsTableProps = { coalitions: UserCoalitionRow[]; memberships: UserMembershipRow[] };

export function UserCoalitionsTable({ coalitions, memberships }: UserCoalitionsTableProps) {
  const roleIn = (coalitionId: string) =>
    roleLabel(
      memberships.find((m) => m.resourceType === 'Coalition' && String(m.resourceId) === coalitionId)?.role,
    );
  return (
    <RelatedRecordsTable
      label="Coalitions"
      records={coalitions}
      emptyText="No coalitions found"
      linkLabel="View Coalition"
      linkTo={(coalition) => paths.coalition(coalition.id)}
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
      ]}
    />
  );
}
