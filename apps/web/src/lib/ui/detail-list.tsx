/** Label and value pairs of a record's view mode, as a description list. */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type DetailItem = { label: string; value: ReactNode };

export function DetailList({ items, cols = 2 }: { items: DetailItem[]; cols?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: cols }} spacing="lg" verticalSpacing="md" m={0}>
      {items.map((item) => (
        <Stack key={item.label} gap={2}>
          <Text component="dt" size="sm" c="dimmed" fw={500}>
            {item.label}
          </Text>
          <Text component="dd" m={0}>
            {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
