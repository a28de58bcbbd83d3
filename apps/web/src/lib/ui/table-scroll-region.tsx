/**
 * A table that may be wider than its column: it scrolls sideways inside a named box that the keyboard
 * can reach (axe's scrollable-region-focusable), so a phone shows every column without the page scrolling.
 * The box is a group, not a region: a landmark per table would crowd the page's landmarks.
 */
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The box's name, e.g. the table's own name. */
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
      role="group"
      aria-label={label}
    >
      {children}
    </Table.ScrollContainer>
  );
}
