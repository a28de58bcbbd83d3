/** A titled panel of the admin home: a bordered section named by its heading, for screen readers too. */
import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export function AdminPanel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
