/**
 * A table that may be wider than its column: it scrolls sideways inside a named region that the keyboard
 * can reach (axe's scrollable-region-focusable), so a phone shows every column without the page scrolling.
 */
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The region's name, e.g. the table's own name. */
  label: string;
  /** Below this width (px) the table scrolls instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
};

export function TableScrollRegion({ label, minWidth, children }: Props) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      // A scrolling region takes focus so that the keyboard can scroll it.
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </Table.ScrollContainer>
  );
}
