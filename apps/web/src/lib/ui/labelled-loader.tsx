/**
 * A spinner that says what is loading. Mantine's Loader is a span: a name on it needs a role (axe's
 * aria-prohibited-attr), and an indeterminate progress bar is what it is.
 */
import { Loader, type LoaderProps } from '@mantine/core';

export function LabelledLoader({ label, ...props }: LoaderProps & { label: string }) {
  return <Loader role="progressbar" aria-label={label} {...props} />;
}
