/**
 * The event-type mapping of the API Mapping tab (001; issue 16): tables of Intakes and Outcomes listing each
 * event type and subtype with its SAC category; Edit turns the categories into dropdowns (a type never
 * mapped starts at its proposed category), Save sends them all, Cancel puts them back.
 */
import { Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { mappableCategories, ORGANIZATION_MESSAGES } from '@sac/domain';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { saveErrorMessage } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/toasts';
import { LoadError } from '../../lib/ui/load-error';
import { type AnimalEventType, animalEventsQueryOptions, useMapSacCategories } from './api/animal-events';

const DIRECTIONS = [
  { direction: 'intake', title: 'Intakes' },
  { direction: 'outcome', title: 'Outcomes' },
] as const;

/** A narrow column breaks a name after its dots (Intake.|OwnerSurrender); the text stays whole. */
function BreakAfterDots({ text }: { text: string }) {
  const parts = text.split('.');
  // Each part is named by the name up to it (Intake, Intake.Stray): unique within the name.
  const upTo = parts.map((_, index) => parts.slice(0, index + 1).join('.'));
  return upTo.map((name, index) => (
    <Fragment key={name}>
      {parts[index]}
      {index < parts.length - 1 && (
        <>
          .<wbr />
        </>
      )}
    </Fragment>
  ));
}

const labelOf = (event: AnimalEventType, key: string | null) =>
  mappableCategories(event.direction).find((category) => category.key === key)?.label ?? null;

function CategoryCell({
  event,
  editing,
  value,
  onChange,
}: {
  event: AnimalEventType;
  editing: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const name = `${event.eventType}${event.subtype ? ` ${event.subtype}` : ''}`;
  if (editing) {
    return (
      <Select
        aria-label={`SAC Category of ${name}`}
        placeholder="Choose a category"
        data={mappableCategories(event.direction).map(({ key, label }) => ({ value: key, label }))}
        value={value}
        onChange={onChange}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    );
  }
  const mapped = labelOf(event, event.sacCategory);
  return mapped ? (
    <Text size="sm">{mapped}</Text>
  ) : (
    <Text size="sm" c="red.9" fw={500}>
      Not mapped
    </Text>
  );
}

export function MappingTables({ organizationId }: { organizationId: string }) {
  const events = useQuery(animalEventsQueryOptions(organizationId));
  const map = useMapSacCategories(organizationId);
  const [editing, setEditing] = useState(false);
  const [choices, setChoices] = useState<Record<string, string | null>>({});

  if (events.isError) {
    return (
      <LoadError
        title="Unable to load the event types"
        error={events.error}
        onRetry={events.refetch}
        retrying={events.isFetching}
      />
    );
  }
  const list = events.data ?? [];
  const startEditing = () => {
    setChoices(Object.fromEntries(list.map((e) => [e.key, e.sacCategory ?? e.proposedCategory])));
    setEditing(true);
  };
  const save = () => {
    const chosen = list
      .filter((e) => choices[e.key])
      .map((e) => ({
        type: e.eventType,
        subtype: e.subtype,
        key: e.key,
        sacCategory: choices[e.key] ?? null,
      }));
    map.mutate(chosen, {
      onSuccess: () => {
        setEditing(false);
        showSuccess(ORGANIZATION_MESSAGES.sacCategoriesMapped);
      },
      onError: (error) => showError(saveErrorMessage(error)),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>Event types and SAC categories</Title>
        {editing ? (
          <Group>
            <Button variant="default" onClick={() => setEditing(false)} disabled={map.isPending}>
              Cancel
            </Button>
            <Button onClick={save} loading={map.isPending}>
              Save
            </Button>
          </Group>
        ) : (
          <Button onClick={startEditing} disabled={!events.isSuccess || list.length === 0}>
            Edit
          </Button>
        )}
      </Group>
      {DIRECTIONS.map(({ direction, title }) => (
        <Paper key={direction} withBorder radius="md" p="md">
          <Title order={4} mb="sm">
            {title}
          </Title>
          {/* On a phone the subtype goes under the type and the count is left out: the category stays in view. */}
          <Table.ScrollContainer minWidth={0}>
            <Table striped aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Event Type</Table.Th>
                  <Table.Th visibleFrom="sm">Subtype</Table.Th>
                  <Table.Th>SAC Category</Table.Th>
                  <Table.Th ta="right" visibleFrom="sm">
                    Events Seen
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list
                  .filter((event) => event.direction === direction)
                  .map((event) => (
                    <Table.Tr key={event.key}>
                      <Table.Td>
                        <BreakAfterDots text={event.eventType} />
                        {event.subtype && (
                          <Text size="sm" c="dimmed" hiddenFrom="sm">
                            {event.subtype}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td visibleFrom="sm">{event.subtype ?? '—'}</Table.Td>
                      <Table.Td>
                        <CategoryCell
                          event={event}
                          editing={editing}
                          value={choices[event.key] ?? null}
                          onChange={(value) => setChoices((current) => ({ ...current, [event.key]: value }))}
                        />
                      </Table.Td>
                      <Table.Td ta="right" visibleFrom="sm">
                        {event.eventsSeen}
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ))}
    </Stack>
  );
}
