/**
 * A group of a matrix (000 §2): its title, the group's own actions while the species is edited (Auto
 * Calculate), and its table. Edit, Save and Cancel belong to the species (matrix-edit-bar).
 */
import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type GroupSectionProps = {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
};

export function GroupSection({ title, actions, children }: GroupSectionProps) {
  return (
    <Paper withBorder p={{ base: 'xs', xs: 'md' }} radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
