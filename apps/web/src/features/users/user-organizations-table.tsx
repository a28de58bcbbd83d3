/** The user's organizations (001 §2 User detail): Name, Date Created, Number of Locations, EIN, States, Status. */
import { Anchor, Table, Text } from '@mantine/core';
import { formatDisplayDate, ORGANIZATION_STATUS_OPTIONS, optionLabel } from '@sac/domain';
import { Link } from 'react-router';
import { paths } from '../../app/routes';
import type { UserOrganizationRow } from './api/get-user';

const displayDate = (value: string | null) => (value ? formatDisplayDate(new Date(value)) : '');
const states = (row: UserOrganizationRow) =>
  [...(row.locationsUsStates ?? []), ...(row.locationsProvinces ?? [])].join(', ');

export function UserOrganizationsTable({ organizations }: { organizations: UserOrganizationRow[] }) {
  return (
    <Table withTableBorder striped aria-label="Organizations">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Date Created</Table.Th>
          <Table.Th>Number of Locations</Table.Th>
          <Table.Th>EIN</Table.Th>
          <Table.Th>States</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>View Organization</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {organizations.map((organization) => (
          <Table.Tr key={organization.id}>
            <Table.Td>{organization.name}</Table.Td>
            <Table.Td>{displayDate(organization.createdAt)}</Table.Td>
            <Table.Td>{organization.locationsCount ?? 0}</Table.Td>
            <Table.Td>{organization.ein ?? ''}</Table.Td>
            <Table.Td>{states(organization)}</Table.Td>
            <Table.Td>{optionLabel(ORGANIZATION_STATUS_OPTIONS, organization.status)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Anchor component={Link} to={paths.organization(organization.id)}>
                View Organization
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
        {organizations.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={7}>
              <Text c="dimmed" ta="center" py="sm">
                No organizations found
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
