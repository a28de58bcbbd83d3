import { Center, Loader } from '@mantine/core';

/** Shown while the session or a page is loading. */
export function FullPageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center h="100vh" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
