/**
 * What a home widget shows while its data loads or when it fails (000 §8: an inline red alert), the
 * failure with Try Again that reads again (issue 14 §7).
 */

import { Center } from '@mantine/core';
import { LabelledLoader } from '../../lib/ui/labelled-loader';
import { LoadError } from '../../lib/ui/load-error';

export function WidgetLoader({ label, height = 120 }: { label: string; height?: number }) {
  return (
    <Center h={height}>
      <LabelledLoader size="sm" label={label} />
    </Center>
  );
}

type WidgetErrorProps = {
  title: string;
  /** The failed read: its error, its refetch, and whether that refetch is running. */
  query: { error: unknown; refetch: () => unknown; isFetching: boolean };
};

export function WidgetError({ title, query }: WidgetErrorProps) {
  return <LoadError title={title} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />;
}
