/** What a home widget shows while its data loads or when it fails (000 §8: an inline red alert). */
import { Alert, Center, Loader } from '@mantine/core';
import { errorMessage } from '../../lib/errors';

export function WidgetLoader({ label, height = 120 }: { label: string; height?: number }) {
  return (
    <Center h={height}>
      <Loader size="sm" aria-label={label} />
    </Center>
  );
}

export function WidgetError({ title, error }: { title: string; error: unknown }) {
  return (
    <Alert color="red" title={title} role="alert">
      {errorMessage(error)}
    </Alert>
  );
}
