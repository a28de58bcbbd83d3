/**
 * The Location (All Locations or one of the organization's) and Species (all or one) choices of an
 * organization dashboard; a choice applies at once. 'all' stands for no filter.
 */
import { Group, Select } from '@mantine/core';
import { SPECIES } from '@sac/domain';
import { useQuery } from '@tanstack/react-query';
import { organizationLocationsQueryOptions } from '../../lib/api/organization-locations';

export const ALL = 'all';

type DashboardFiltersProps = {
  organizationId: string;
  location: string;
  onLocation: (location: string) => void;
  species: string;
  onSpecies: (species: string) => void;
};

export function DashboardFilters({
  organizationId,
  location,
  onLocation,
  species,
  onSpecies,
}: DashboardFiltersProps) {
  const locations = useQuery(organizationLocationsQueryOptions(organizationId));
  return (
    <Group gap="sm" wrap="wrap">
      <Select
        label="Location"
        value={location}
        onChange={(value) => onLocation(value ?? ALL)}
        allowDeselect={false}
        data={[
          { value: ALL, label: 'All Locations' },
          ...(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name })),
        ]}
        miw={220}
      />
      <Select
        label="Species"
        value={species}
        onChange={(value) => onSpecies(value ?? ALL)}
        allowDeselect={false}
        data={[
          { value: ALL, label: 'All species' },
          ...SPECIES.map((s) => ({ value: s.key, label: s.label })),
        ]}
        miw={200}
      />
    </Group>
  );
}

/** A choice as a filter value: null for 'all'. */
export const filterValue = (choice: string) => (choice === ALL ? null : choice);
