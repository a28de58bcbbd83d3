/** The completion screen (000 §2): 'Thanks! Your entry is complete.', what was saved, and View My Data. */
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { UPLOAD_MESSAGES } from '@sac/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

export function UploadCompleteScreen({
  summary,
  onUploadAnother,
}: {
  summary: string;
  onUploadAnother: () => void;
}) {
  return (
    <Stack gap="lg">
      <Title order={1}>{UPLOAD_MESSAGES.complete}</Title>
      <Paper withBorder p="lg" radius="md" maw={760}>
        <Stack gap="lg">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="teal" variant="light" radius="xl" size="lg">
              <IconCircleCheck size={22} />
            </ThemeIcon>
            <Text>{summary}</Text>
          </Group>
          <Group gap="sm">
            <Button component={Link} to={paths.home()}>
              {UPLOAD_MESSAGES.viewMyData}
            </Button>
            <Button variant="default" onClick={onUploadAnother}>
              Upload another file
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
