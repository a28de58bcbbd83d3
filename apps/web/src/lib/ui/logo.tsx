/** The portal's mark and name. */
import { Group, Stack, Text } from '@mantine/core';
import { SITE_NAME, SITE_TAGLINE } from '../site';

export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="var(--mantine-color-brand-7)" />
      <g fill="#fff">
        <ellipse cx="13" cy="15" rx="3.2" ry="4.2" />
        <ellipse cx="20" cy="11.5" rx="3.2" ry="4.2" />
        <ellipse cx="27" cy="15" rx="3.2" ry="4.2" />
        <path d="M20 19c-5 0-9 5.5-9 9.2 0 2.6 2 3.8 4.3 3.8 2 0 3-1.1 4.7-1.1s2.7 1.1 4.7 1.1c2.3 0 4.3-1.2 4.3-3.8C29 24.5 25 19 20 19z" />
      </g>
    </svg>
  );
}

export function Logo({ size = 36, compact = false }: { size?: number; compact?: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <LogoMark size={size} />
      <Stack gap={0}>
        <Text fw={700} size={compact ? 'sm' : 'md'} lh={1.25} c="brand.9" style={{ whiteSpace: 'nowrap' }}>
          {SITE_NAME}
        </Text>
        <Text size="xs" c="dimmed" lh={1.2}>
          {SITE_TAGLINE}
        </Text>
      </Stack>
    </Group>
  );
}
