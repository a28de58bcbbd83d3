/** The user's coalitions (001 §2 User detail): Name, States, Region Type, Shelters, Description, My Role. */
import { Anchor, Table, Text } from '@mantine/core';
import { roleLabel } from '@sac/domain';
import { Link } from 'react-router';
import { paths } from '../../app/routes';
import type { UserCoalitionRow, UserMembershipRow } from './api/get-user';

type UserCoalitionsTableProps = { coalitions: UserCoalitionRow[]; memberships: UserMembershipRow[] };

export function UserCoalitionsTable({ coalitions, memberships }: UserCoalitionsTableProps) {
  const roleIn = (coalitionId: string) =>
    roleLabel(
      memberships.find((m) => m.resourceType === 'Coalition' && String(m.resourceId) === coalitionId)?.role,
    );
  return (
    <Table withTableBorder striped aria-label="Coalitions">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>States</Table.Th>
          <Table.Th>Region Type</Table.Th>
          <Table.Th>Shelters</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th>My Role</Table.Th>
          <Table.Th>View Coalition</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {coalitions.map((coalition) => (
          <Table.Tr key={coalition.id}>
            <Table.Td>{coalition.name}</Table.Td>
            <Table.Td>{(coalition.operatingRegion ?? []).join(', ')}</Table.Td>
            <Table.Td>{coalition.operatingRegionType ?? ''}</Table.Td>
            <Table.Td>{coalition.organizationsCount ?? 0}</Table.Td>
            <Table.Td maw={320}>
              <Text size="sm" lineClamp={2}>
                {coalition.description ?? ''}
              </Text>
            </Table.Td>
            <Table.Td>{roleIn(coalition.id)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Anchor component={Link} to={paths.coalition(coalition.id)}>
                View Coalition
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
        {coalitions.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={7}>
              <Text c="dimmed" ta="center" py="sm">
                No coalitions found
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
