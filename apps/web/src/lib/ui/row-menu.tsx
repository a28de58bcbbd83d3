/** The "…" menu at the end of a table row: links and actions named for the row. */
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Link } from 'react-router';

export type RowMenuItem =
  | { label: string; to: string; color?: string }
  | { label: string; onClick: () => void; color?: string };

export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) =>
          'to' in item ? (
            <Menu.Item key={item.label} component={Link} to={item.to} color={item.color}>
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={item.label} onClick={item.onClick} color={item.color}>
              {item.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
