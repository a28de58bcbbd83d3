/**
 * The error box of the upload screen: each problem of a refused file (its row, column and value as the
 * server says) and that nothing was saved; or the one message of any other failure.
 */
import { Alert, List, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UploadFailure } from './upload-failure';

const NOTHING_SAVED = 'The file was not uploaded: nothing was saved.';

export function UploadFailureAlert({ failure }: { failure: Exclude<UploadFailure, { kind: 'headers' }> }) {
  if (failure.kind === 'message') {
    return (
      <Alert color="red" role="alert" title={NOTHING_SAVED} icon={<IconAlertCircle />}>
        {failure.message}
      </Alert>
    );
  }
  const count = failure.problems.length;
  return (
    <Alert color="red" role="alert" title={NOTHING_SAVED} icon={<IconAlertCircle />}>
      <Stack gap="xs">
        <Text size="sm">
          {failure.more ??
            `The file has ${count} ${count === 1 ? 'problem' : 'problems'}. Fix ${count === 1 ? 'it' : 'them'} in your spreadsheet, save it as CSV and choose it again.`}
        </Text>
        <ScrollArea.Autosize mah={320} type="auto">
          <List size="sm" spacing={4} aria-label="Problems in the file">
            {failure.problems.map((problem) => (
              <List.Item key={problem.detail}>{problem.detail}</List.Item>
            ))}
          </List>
        </ScrollArea.Autosize>
      </Stack>
    </Alert>
  );
}
