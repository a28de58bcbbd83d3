/** The user's organizations (001 §2 User detail): Name, Date Created, Number of Locations, EIN, States, Status. */
import { Anchor } from '@mantine/core';
import { formatDisplayDate, ORGANIZATION_STATUS_OPTIONS, optionLabel } from '@sac/domain';
import { Link } from 'react-router';
import { paths } from '../../app/routes';
import { ListTable } from '../../lib/ui/list-table';
import type { UserOrganizationRow } from './api/get-user';

const displayDate = (value: string | null) => (value ? formatDisplayDate(new Date(value)) : '');
const states = (row: UserOrganizationRow) =>
  [...(row.locationsUsStates ?? []), ...(row.locationsProvinces ?? [])].join(', ');

export function UserOrganizationsTable({ organizations }: { organizations: UserOrganizationRow[] }) {
  return (
    <ListTable
      withTableBorder
      striped
      aria-label="Organizations"
      records={organizations}
      rowKey={(organization) => organization.id}
      emptyText="No organizations found"
      emptyPadding="sm"
      columns={[
        { header: 'Name', cell: (organization) => organization.name },
        { header: 'Date Created', cell: (organization) => displayDate(organization.createdAt) },
        { header: 'Number of Locations', cell: (organization) => organization.locationsCount ?? 0 },
        { header: 'EIN', cell: (organization) => organization.ein ?? '' },
        { header: 'States', cell: states },
        {
          header: 'Status',
          cell: (organization) => optionLabel(ORGANIZATION_STATUS_OPTIONS, organization.status),
        },
        {
          header: 'View Organization',
          cellProps: { style: { whiteSpace: 'nowrap' } },
          cell: (organization) => (
            <Anchor component={Link} to={paths.organization(organization.id)}>
              View Organization
            </Anchor>
          ),
        },
      ]}
    />
  );
}
