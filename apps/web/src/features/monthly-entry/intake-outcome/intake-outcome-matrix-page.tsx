/**
 * /data-entry/{year}/{month} and the admin variant /data-entry/{year}/{month}/{location}/{organizationId}
 * (000 §2, §4, §8): 'Enter Shelter Intake and Outcome Data'. The Details panel (what is still empty when
 * the month is incomplete), the species buttons with their completion marks, the four groups of the
 * chosen species edited together with one Edit and one Save (issue 14 §3), the balance warnings and
 * Submit (which writes nothing: it says 'All data submitted.' only of a month the server calls complete,
 * otherwise what is missing). Only admins and the organization's managers change anything, and nobody on
 * a closed location. A failed read offers Try Again with the spec's message.
 */

import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import {
  COMMON_MESSAGES,
  DATA_ENTRY_MESSAGES,
  ENTRY_SCREEN_TITLES,
  type Species,
  speciesLabel,
  statusLabel,
} from '@sac/domain';
import { useState } from 'react';
import { showSuccess } from '../../../lib/toasts';
import { LabelledLoader } from '../../../lib/ui/labelled-loader';
import { LoadError } from '../../../lib/ui/load-error';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes-guard';
import { recordsOfSpecies, useChangeSpecies } from '../api/species-changes';
import { ClosedLocationAlert } from '../closed-location-alert';
import { DetailsPanel } from '../details-panel';
import { SpeciesButtons, shownSpecies } from '../species-buttons';
import type { SpeciesEdit } from '../species-change';
import { SpeciesEditArea } from '../species-edit-area';
import { type EntryTarget, useEntryTarget } from '../use-entry-target';
import { useSpeciesEditor } from '../use-species-editor';
import { useSpeciesSwitch } from '../use-species-switch';
import { countsEntered } from './balance-warning';
import { BalanceWarnings } from './balance-warnings';
import { CategoryGroupSection } from './category-group';
import { CountsGroup } from './counts-group';
import { categoryGroups, INTAKE_OUTCOME_KINDS } from './matrix-groups';
import { missingGroups, missingLine, recordFields, speciesCompletion } from './missing-groups';
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
        <LoadError
          error={target.location.error ?? target.organization.error}
          message={DATA_ENTRY_MESSAGES.failedToLoadOrganization}
          retrying={target.location.isFetching || target.organization.isFetching}
          onRetry={() =>
            Promise.all([
              target.location.isError && target.location.refetch(),
              target.organization.isError && target.organization.refetch(),
            ])
          }
        />
      </Page>
    );
  return (
    <Page>
      <MonthMatrix target={target} locationId={target.locationId} />
    </Page>
  );
}

function MonthMatrix({ target, locationId }: { target: EntryTarget; locationId: string }) {
  const { year, month, canEdit, closed } = target;
  const data = useIntakeOutcomeMonth(target);
  const changeSpecies = useChangeSpecies();
  const submitMonth = useSubmitMonth({ locationId, year, month });
  const [chosen, setChosen] = useState<Species | null>(null);
  const records = data.recordsByKind;
  const species = shownSpecies(data.species, chosen);
  const recordOf = (kind: (typeof INTAKE_OUTCOME_KINDS)[number]) =>
    records?.[kind].find((r) => r.species === species);
  const editor = useSpeciesEditor({
    records: recordFields({ year, month }).map(({ kind, fields }) => ({
      kind,
      record: recordOf(kind),
      fields,
    })),
    locationId,
    onSaved: () => showSuccess(COMMON_MESSAGES.savedSuccessfully),
  });
  const switcher = useSpeciesSwitch(editor, setChosen);
  const locationName = target.location.data?.name ?? '';

  if (data.recordsError)
    return (
      <LoadError
        error={data.recordsError}
        message={DATA_ENTRY_MESSAGES.noDataAvailable}
        retrying={data.retryingRecords}
        onRetry={data.retryRecords}
      />
    );
  if (!records || !target.location.data || data.creatingDefaults)
    return <LabelledLoader label="Loading the month" />;

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
  const missing = missingGroups(records, { year, month });
  const incomplete = statusLabel(data.status) === 'Entry is Incomplete';

  return (
    <>
      <UnsavedChangesGuard when={editor.dirty} />
      {closed && <ClosedLocationAlert locationName={locationName} />}
      <DetailsPanel
        locationName={locationName}
        year={year}
        month={month}
        status={data.status}
        species={data.species}
        canEditSpecies={canEdit && !editor.editing}
        onChangeSpecies={handleChangeSpecies}
        missing={incomplete ? missing.map(missingLine) : []}
      />
      {noData || !species ? (
        <Alert color="gray">{DATA_ENTRY_MESSAGES.noDataAvailable}</Alert>
      ) : (
        <>
          <Group justify="space-between" align="center">
            <SpeciesButtons
              species={data.species}
              selected={species}
              onSelect={switcher.select}
              completion={speciesCompletion(records, { year, month })}
            />
            <Button
              disabled={!canEdit || editor.editing}
              loading={submitMonth.checking}
              onClick={() => void submitMonth.submit()}
            >
              Submit
            </Button>
          </Group>
          {submitMonth.incomplete && data.status !== 'complete' && (
            <MissingGroupsAlert missing={missing} status={data.status} onClose={submitMonth.dismiss} />
          )}
          <BalanceWarnings
            reports={data.balanceReports.filter((report) =>
              countsEntered(records.animal_counts.find((r) => r.species === report.species)),
            )}
          />
          <SpeciesEditArea editor={editor} canEdit={canEdit} speciesLabel={speciesLabel(species)}>
            <CountsGroup editor={editor} record={recordOf('animal_counts')} yearIntakes={data.yearIntakes} />
            {categoryGroups({ year, month }).map((group) => (
              <CategoryGroupSection key={group.key} group={group} editor={editor} />
            ))}
          </SpeciesEditArea>
          {switcher.modal}
        </>
      )}
    </>
  );
}
