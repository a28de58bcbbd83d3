/** The way back to the locations list from a location's pages. */
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export function LocationBackLink({ organizationId }: { organizationId: string }) {
  return (
    <Anchor component={Link} to={paths.organizationLocations(organizationId)} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> Back to Locations
      </Group>
    </Anchor>
  );
}
