/** The user's organizations (001 §2 User detail): Name, Date Created, Number of Locations, EIN, States, Status. */
import { formatDisplayDate, ORGANIZATION_STATUS_OPTIONS, optionLabel } from '@sac/domain';
import { paths } from '../../lib/paths';
import type { UserOrganizationRow } from './api/get-user';
import { RelatedRecordsTable } from './related-records-table';

const displayDate = (value: string | null) => (value ? formatDisplayDate(new Date(value)) : '');
const states = (row: UserOrganizationRow) =>
  [...(row.locationsUsStates ?? []), ...(row.locationsProvinces ?? [])].join(', ');

export function UserOrganizationsTable({ organizations }: { organizations: UserOrganizationRow[] }) {
  return (
    <RelatedRecordsTable
      label="Organizations"
      records={organizations}
      emptyText="No organizations found"
      linkLabel="View Organization"
      linkTo={(organization) => paths.organization(organization.id)}
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
      ]}
    />
  );
}
