/**
 * The Details panel of the matrices (000 §2, §4): the location entered for, the timeframe, the month's
 * entry status and its animal types. Org admins edit the animal types: at least one must stay
 * selected; removing a species (and its numbers) asks for confirmation, additions save directly. An
 * incomplete month says which species and groups are missing (issue 14 §4). The panel folds to one line
 * (folded at first on a phone, so the matrix is on the first screen: issue 14 §5).
 */
import {
  Alert,
  Button,
  Checkbox,
  Collapse,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  DATA_ENTRY_MESSAGES,
  formatMonthYear,
  SPECIES,
  type Species,
  speciesLabel,
  statusLabel,
} from '@sac/domain';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { ConfirmModal } from '../../lib/ui/confirm-modal';
import { type SpeciesEdit, speciesEdit } from './species-change';
import { useNarrowScreen } from './use-narrow-screen';

type DetailsPanelProps = {
  locationName: string;
  year: number;
  month: number;
  /** The status as the server names it (statusLabel turns it into words); undefined while loading. */
  status: string | null | undefined;
  statusTitle?: string;
  species: readonly Species[];
  /** Org admins on an open location. */
  canEditSpecies: boolean;
  onChangeSpecies: (edit: SpeciesEdit) => Promise<unknown>;
  /** What is still empty, a line per species ("Canines: Live Outcomes, Other Outcomes"); shown under the status. */
  missing?: readonly string[];
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

export function DetailsPanel({
  locationName,
  year,
  month,
  status,
  statusTitle = 'Entry Status',
  species,
  canEditSpecies,
  onChangeSpecies,
  missing = [],
}: DetailsPanelProps) {
  const narrow = useNarrowScreen();
  const [unfolded, setUnfolded] = useState<boolean | null>(null);
  const open = unfolded ?? !narrow;
  const bodyId = useId();
  const statusText = status === undefined ? '…' : statusLabel(status);
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<Species[]>([]);
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState<SpeciesEdit | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const startEditing = () => {
    setChosen([...species]);
    setInvalid(false);
    setError(null);
    setEditing(true);
  };

  const send = async (edit: SpeciesEdit) => {
    setPending(true);
    setError(null);
    try {
      await onChangeSpecies(edit);
      setConfirming(null);
      setEditing(false);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  const handleSave = () => {
    if (chosen.length === 0) return setInvalid(true);
    const edit = speciesEdit(species, chosen);
    if (edit.add.length === 0 && edit.remove.length === 0) return setEditing(false);
    if (edit.remove.length > 0) return setConfirming(edit);
    void send(edit);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4">
            Details
          </Title>
          {!open && (
            <Text size="sm" data-testid="details-summary">
              {formatMonthYear(year, month)} · {statusText}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {open && canEditSpecies && !editing && (
            <Button variant="light" size="xs" onClick={startEditing}>
              Edit Animal Types
            </Button>
          )}
          <Button
            variant="subtle"
            size="xs"
            aria-expanded={open}
            aria-controls={bodyId}
            rightSection={
              open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
            }
            onClick={() => setUnfolded(!open)}
          >
            {open ? 'Hide details' : 'Show details'}
          </Button>
        </Group>
      </Group>
      <Collapse in={open} id={bodyId}>
        <SimpleGrid mt="sm" cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          <Detail label="Location">{locationName}</Detail>
          <Detail label="Timeframe">{formatMonthYear(year, month)}</Detail>
          <Detail label={statusTitle}>
            <span data-testid="entry-status">{statusText}</span>
            {missing.length > 0 && (
              <Stack gap={2} mt={4} data-testid="missing-summary">
                <Text size="sm">Still empty:</Text>
                <List size="sm" spacing={2}>
                  {missing.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List>
              </Stack>
            )}
          </Detail>
          <Detail label="Animal Types">
            {editing ? (
              <Stack gap="xs">
                <Checkbox.Group
                  value={chosen}
                  onChange={(value) => {
                    setChosen(value as Species[]);
                    setInvalid(false);
                  }}
                  error={invalid ? DATA_ENTRY_MESSAGES.selectAtLeastOneSpecies : undefined}
                  aria-label="Animal Types"
                >
                  <Stack gap={4} mt={4}>
                    {SPECIES.map((s) => (
                      <Checkbox key={s.key} value={s.key} label={s.label} />
                    ))}
                  </Stack>
                </Checkbox.Group>
                {error && !confirming && (
                  <Alert color="red" role="alert">
                    {error}
                  </Alert>
                )}
                <Group gap="xs">
                  <Button size="xs" onClick={handleSave} loading={pending && !confirming}>
                    Save Animal Types
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setEditing(false)} disabled={pending}>
                    Cancel
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Text data-testid="animal-types">
                {species.length > 0 ? species.map(speciesLabel).join(', ') : '—'}
              </Text>
            )}
          </Detail>
        </SimpleGrid>
      </Collapse>
      <ConfirmModal
        opened={confirming !== null}
        title="Remove animal types?"
        message={`Removing ${(confirming?.remove ?? []).map(speciesLabel).join(', ')} deletes their numbers for ${formatMonthYear(year, month)}. This cannot be undone.`}
        confirmLabel="Remove"
        error={confirming ? error : null}
        pending={pending}
        onConfirm={() => confirming && void send(confirming)}
        onCancel={() => {
          setConfirming(null);
          setError(null);
        }}
      />
    </Paper>
  );
}
