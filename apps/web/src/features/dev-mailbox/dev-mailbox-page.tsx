/**
 * /dev/mailbox: the emails the server sent, for development and the browser tests (only when the server
 * keeps a development mailbox). Newest first, filter by recipient, open one, its links clickable.
 */
import {
  Alert,
  Anchor,
  Box,
  Grid,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { devEmailQueryOptions, devEmailsQueryOptions } from './api/list-dev-emails';
import { linkify, sameSiteHref } from './linkify';

/** A server without a development mailbox has no such routes at all (production). */
function mailboxError(error: unknown): string {
  return error instanceof ApiError && error.status === 404
    ? 'This server does not keep a development mailbox.'
    : errorMessage(error);
}

function EmailBody({ text }: { text: string }) {
  return (
    <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
      {linkify(text).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <Anchor key={index} href={sameSiteHref(part.href, window.location.origin)}>
            {part.href}
          </Anchor>
        ),
      )}
    </Text>
  );
}

function OpenEmail({ id }: { id: string }) {
  const email = useQuery(devEmailQueryOptions(id));
  if (email.isPending) return <Text c="dimmed">Loading…</Text>;
  if (email.isError) return <Alert color="red">{errorMessage(email.error)}</Alert>;
  const { data } = email;
  return (
    <Stack gap="xs" aria-label="Open email">
      <Title order={2} size="h4">
        {data.subject}
      </Title>
      <Text size="sm" c="dimmed">
        To {data.toAddress} · {new Date(data.createdAt).toLocaleString()} · {data.status}
      </Text>
      <EmailBody text={data.textBody ?? ''} />
    </Stack>
  );
}

export default function DevMailboxPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('email');
  const to = params.get('to') ?? '';
  const [debouncedTo] = useDebouncedValue(to.trim(), 300);
  const emails = useQuery(devEmailsQueryOptions(debouncedTo));

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  return (
    <Box mih="100vh" bg="gray.0" p="lg">
      <Stack maw={1200} mx="auto" gap="md">
        <Group justify="space-between">
          <div>
            <Title order={1} size="h2">
              Development Mailbox
            </Title>
            <Text size="sm" c="dimmed">
              Emails the portal sent, newest first. Only development servers keep this mailbox.
            </Text>
          </div>
          <Anchor component={Link} to={paths.login()}>
            Back to Login
          </Anchor>
        </Group>
        <TextInput
          label="Recipient"
          placeholder="name@example.org"
          value={to}
          onChange={(event) => update({ to: event.currentTarget.value })}
          maw={360}
        />
        <Grid align="flex-start">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p={0}>
              {emails.isError && <Alert color="red">{mailboxError(emails.error)}</Alert>}
              <ScrollArea.Autosize mah="70vh">
                <Table highlightOnHover fz="sm" aria-label="Emails">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>To</Table.Th>
                      <Table.Th>Subject</Table.Th>
                      <Table.Th>Sent</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {(emails.data ?? []).map((email) => (
                      <Table.Tr
                        key={email.id}
                        bg={email.id === selected ? 'blue.0' : undefined}
                        style={{ cursor: 'pointer' }}
                        onClick={() => update({ email: email.id })}
                      >
                        <Table.Td style={{ wordBreak: 'break-all' }}>{email.toAddress}</Table.Td>
                        <Table.Td>
                          <Anchor
                            component="button"
                            type="button"
                            size="sm"
                            ta="left"
                            onClick={() => update({ email: email.id })}
                          >
                            {email.subject}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Text size="xs">{new Date(email.createdAt).toLocaleTimeString()}</Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                    {emails.data?.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={3}>
                          <Text c="dimmed" size="sm">
                            No emails yet.
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder p="md">
              {selected ? <OpenEmail id={selected} /> : <Text c="dimmed">Select an email to read it.</Text>}
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Box>
  );
}
