/**
 * /data-entry/{year}/{month} and the admin variant /data-entry/{year}/{month}/{location}/{organizationId}
 * (000 §2, §4, §8): 'Enter Shelter Intake and Outcome Data'. The Details panel, the species buttons,
 * the four groups of the chosen species each with its own Edit and Save, the balance warnings and
 * Submit (which writes nothing: it says 'All data submitted.' only of a month the server calls complete,
 * otherwise what is missing). Only admins and the organization's managers change anything, and nobody on a closed location.
 */
import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { DATA_ENTRY_MESSAGES, ENTRY_SCREEN_TITLES, type Species } from '@sac/domain';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes-guard';
import { recordsOfSpecies, useChangeSpecies } from '../api/species-changes';
import { ClosedLocationAlert } from '../closed-location-alert';
import { DetailsPanel } from '../details-panel';
import { SpeciesButtons, shownSpecies } from '../species-buttons';
import type { SpeciesEdit } from '../species-change';
import { useEntryTarget } from '../use-entry-target';
import { countsEntered } from './balance-warning';
import { BalanceWarnings } from './balance-warnings';
import { CategoryGroupSection } from './category-group';
import { CountsGroup } from './counts-group';
import { categoryGroups, INTAKE_OUTCOME_KINDS } from './matrix-groups';
import { missingGroups } from './missing-groups';
import { MissingGroupsAlert } from './missing-groups-alert';
import { useIntakeOutcomeMonth } from './use-intake-outcome-month';
import { useSubmitMonth } from './use-submit-month';

function Page({ children }: { children: React.ReactNode }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{ENTRY_SCREEN_TITLES.intakeOutcomeMatrix}</Title>
      {children}
    </Stack>
  );
}

export default function IntakeOutcomeMatrixPage() {
  const target = useEntryTarget();
  if (!target.locationId)
    return (
      <Page>
        <Alert color="red" role="alert">
          {DATA_ENTRY_MESSAGES.unknownLocation}
        </Alert>
      </Page>
    );
  if (target.location.isError || target.organization.isError)
    return (
      <Page>
        <Alert color="red" role="alert">
          {DATA_ENTRY_MESSAGES.failedToLoadOrganization}
        </Alert>
      </Page>
    );
  return (
    <Page>
      <MonthMatrix target={target} locationId={target.locationId} />
    </Page>
  );
}

function MonthMatrix({
  target,
  locationId,
}: {
  target: ReturnType<typeof useEntryTarget>;
  locationId: string;
}) {
  const { year, month, canEdit, closed } = target;
  const data = useIntakeOutcomeMonth(target);
  const changeSpecies = useChangeSpecies();
  const submitMonth = useSubmitMonth({ locationId, year, month });
  const [chosen, setChosen] = useState<Species | null>(null);
  const [editingGroups, setEditingGroups] = useState<ReadonlySet<string>>(new Set());
  const trackEditing = useCallback(
    (group: string) => (editing: boolean) =>
      setEditingGroups((current) => {
        if (current.has(group) === editing) return current;
        const next = new Set(current);
        if (editing) next.add(group);
        else next.delete(group);
        return next;
      }),
    [],
  );
  const editing = editingGroups.size > 0;
  const locationName = target.location.data?.name ?? '';

  if (data.recordsError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(data.recordsError)}
      </Alert>
    );
  if (!data.recordsByKind || !target.location.data || data.creatingDefaults)
    return <Loader aria-label="Loading the month" />;

  const records = data.recordsByKind;
  const species = shownSpecies(data.species, chosen);
  const recordOf = (kind: (typeof INTAKE_OUTCOME_KINDS)[number]) =>
    records[kind].find((r) => r.species === species);
  const handleChangeSpecies = ({ add, remove }: SpeciesEdit) =>
    changeSpecies.mutateAsync({
      locationId,
      year,
      month,
      kinds: INTAKE_OUTCOME_KINDS,
      add,
      remove: recordsOfSpecies(records, remove),
    });
  const noData = data.species.length === 0;

  return (
    <>
      <UnsavedChangesGuard when={editing} />
      {closed && <ClosedLocationAlert locationName={locationName} />}
      <DetailsPanel
        locationName={locationName}
        year={year}
        month={month}
        status={data.status}
        species={data.species}
        canEditSpecies={canEdit}
        onChangeSpecies={handleChangeSpecies}
      />
      {noData ? (
        <Alert color="gray">{DATA_ENTRY_MESSAGES.noDataAvailable}</Alert>
      ) : (
        <>
          <Group justify="space-between" align="center">
            <SpeciesButtons
              species={data.species}
              selected={species}
              onSelect={setChosen}
              disabled={editing}
            />
            <Button
              disabled={!canEdit || editing}
              loading={submitMonth.checking}
              onClick={() => void submitMonth.submit()}
            >
              Submit
            </Button>
          </Group>
          {submitMonth.incomplete && data.status !== 'complete' && (
            <MissingGroupsAlert
              missing={missingGroups(records, { year, month })}
              status={data.status}
              onClose={submitMonth.dismiss}
            />
          )}
          <BalanceWarnings
            reports={data.balanceReports.filter((report) =>
              countsEntered(records.animal_counts.find((r) => r.species === report.species)),
            )}
          />
          <CountsGroup
            key={`counts-${species}`}
            record={recordOf('animal_counts')}
            locationId={locationId}
            canEdit={canEdit}
            intakes={recordOf('animal_intakes')}
            outcomes={recordOf('animal_outcomes')}
            yearIntakes={data.yearIntakes}
            onEditingChange={trackEditing('counts')}
          />
          {categoryGroups({ year, month }).map((group) => (
            <CategoryGroupSection
              key={`${group.key}-${species}`}
              group={group}
              record={recordOf(group.kind)}
              locationId={locationId}
              canEdit={canEdit}
              onEditingChange={trackEditing(group.key)}
            />
          ))}
        </>
      )}
    </>
  );
}
