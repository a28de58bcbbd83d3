/**
 * 'Invalid CSV Headers' (000 §8): the data must be labelled like the example, Download Example CSV,
 * files with missing or incorrectly labelled columns cannot be processed, and the headers at fault —
 * missing, unknown (with the intended name when only its spelling differs) and repeated.
 */
import { Alert, Anchor, Button, Code, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { type FileImportType, UPLOAD_MESSAGES } from '@sac/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { intendedHeader, otherFileTypeOf } from './header-hints';
import type { HeaderProblems } from './upload-failure';

type InvalidHeadersScreenProps = {
  headers: HeaderProblems;
  fileType: FileImportType;
  exampleButton: ReactNode;
  /** The upload screen of the other kind, for a file that holds that kind's columns. */
  otherUploadPath: string;
  onTryAgain: () => void;
};

const OTHER_KIND_HINT: Record<FileImportType, string> = {
  intake_outcome: 'This file holds intake and outcome data: upload it on the intake and outcome screen.',
  services: 'This file holds community services data: upload it on the services screen.',
};

function HeaderList({
  label,
  names,
  note,
}: {
  label: string;
  names: string[];
  note?: (n: string) => string;
}) {
  if (names.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label} ({names.length})
      </Text>
      <ScrollArea.Autosize mah={180} type="auto">
        <Group gap={6} aria-label={label} role="list">
          {names.map((name) => (
            <Code key={name} role="listitem">
              {note ? note(name) : name}
            </Code>
          ))}
        </Group>
      </ScrollArea.Autosize>
    </Stack>
  );
}

export function InvalidHeadersScreen(props: InvalidHeadersScreenProps) {
  const { headers, fileType, exampleButton, otherUploadPath, onTryAgain } = props;
  const otherType = otherFileTypeOf(fileType, headers);
  const listed = headers.missing.length + headers.unknown.length + headers.duplicated.length > 0;
  const spelled = (name: string) => {
    const intended = intendedHeader(name, headers.missing);
    return intended ? `${name} (should be ${intended})` : name;
  };
  return (
    <Stack gap="lg">
      <Title order={1}>{UPLOAD_MESSAGES.invalidHeadersTitle}</Title>
      <Paper withBorder p="lg" radius="md" maw={760}>
        <Stack gap="md">
          <Text>{UPLOAD_MESSAGES.labelLikeExample}</Text>
          {exampleButton}
          <Text>{UPLOAD_MESSAGES.missingColumnsRejected}</Text>
          {otherType && (
            <Alert color="blue" variant="light">
              {OTHER_KIND_HINT[otherType]}{' '}
              <Anchor component={Link} to={otherUploadPath}>
                Go to that upload screen
              </Anchor>
            </Alert>
          )}
          <Alert color="red" role="alert" title="Columns to fix">
            <Stack gap="sm">
              {listed ? (
                <>
                  <HeaderList label="Missing columns" names={headers.missing} />
                  <HeaderList label="Unknown columns" names={headers.unknown} note={spelled} />
                  <HeaderList label="Repeated columns" names={headers.duplicated} />
                </>
              ) : (
                <Text size="sm">{headers.detail}</Text>
              )}
            </Stack>
          </Alert>
          <Button onClick={onTryAgain} style={{ alignSelf: 'flex-start' }}>
            Choose another file
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
