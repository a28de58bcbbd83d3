/** The way back to the members list from a member's pages. */
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export function MemberBackLink({ organizationId }: { organizationId: string }) {
  return (
    <Anchor component={Link} to={paths.organizationMembers(organizationId)} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> Back to Members
      </Group>
    </Anchor>
  );
}
