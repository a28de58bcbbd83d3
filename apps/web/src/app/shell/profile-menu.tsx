/**
 * The toolbar's profile dropdown (000 §2 Shell): name or email, organization, Organization (not while a
 * legacy organization waits to be finalized), Profile, Logout.
 */
import { Avatar, Box, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBuilding, IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSignOut } from '../../features/session/api/sign-out';
import { useCurrentUser } from '../../lib/auth/session-context';
import { paths } from '../../lib/paths';

function initials(name: string): string {
  const letters = name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase());
  return letters.join('') || '?';
}

export function ProfileMenu() {
  const user = useCurrentUser();
  const signOut = useSignOut();
  const displayName = user.fullName || user.email;
  // A legacy organization opens only once finalized (its pages send the user back to /legacy).
  const organizationLink = user.isLegacy
    ? null
    : user.organization
      ? paths.organization(user.organization.id)
      : user.isAdmin
        ? paths.organizations()
        : null;

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        {/* Named by its content, "Profile menu" then the name it shows (WCAG 2.5.3: the name holds the
            visible text); the initials are decoration. */}
        <UnstyledButton px="xs" py={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap="sm" wrap="nowrap">
            <VisuallyHidden>Profile menu</VisuallyHidden>
            <Avatar color="brand" radius="xl" size={34} aria-hidden="true">
              {initials(displayName)}
            </Avatar>
            <Stack gap={0} visibleFrom="sm" maw={220}>
              <Text size="sm" fw={600} truncate>
                {displayName}
              </Text>
              {user.organization && (
                <Text size="xs" c="dimmed" truncate>
                  {user.organization.name}
                </Text>
              )}
            </Stack>
            <IconChevronDown size={16} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={6}>
          <Text size="sm" fw={600} truncate>
            {displayName}
          </Text>
          {user.organization && (
            <Text size="xs" c="dimmed" truncate>
              {user.organization.name}
            </Text>
          )}
        </Box>
        <Menu.Divider />
        {organizationLink && (
          <Menu.Item component={Link} to={organizationLink} leftSection={<IconBuilding size={16} />}>
            Organization
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={paths.profile()} leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item onClick={signOut} leftSection={<IconLogout size={16} />}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
