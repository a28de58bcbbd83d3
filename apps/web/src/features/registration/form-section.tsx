/** A titled part of the registration form. */
import { Divider, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type FormSectionProps = { title: string; description?: ReactNode; children: ReactNode };

export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Divider />
      <div>
        <Title order={2} size="h4">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
