/**
 * The frame of the pages reached signed out (register, passwords, data use agreement, development
 * mailbox): the logo above a card on a light background, like the login page.
 */
import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './logo';

type PublicPageProps = { title: string; subtitle?: ReactNode; width?: number; children: ReactNode };

export function PublicPage({ title, subtitle, width = 460, children }: PublicPageProps) {
  return (
    <Box mih="100vh" bg="gray.0" py={48} px="md">
      <Center>
        <Stack w="100%" maw={width} gap="lg">
          <Center>
            <Logo size={44} />
          </Center>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            <Stack gap="md">
              <div>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {subtitle && (
                  <Text c="dimmed" size="sm">
                    {subtitle}
                  </Text>
                )}
              </div>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
