/**
 * 'Enter Services Data' (000 §2): /services/{year}/{month}, and for admins
 * /services/{year}/{month}/{location}/{organizationId}. The month of one location, one species at a
 * time, in four numbered sections edited together with one Edit and one Save (issue 14 §3); a save says
 * which sections it updated with the spec's toasts. The species buttons carry each species' completion
 * and the Details panel says which species are still empty. A failed read offers Try Again.
 */
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import {
  DATA_ENTRY_MESSAGES,
  ENTRY_SCREEN_TITLES,
  SERVICES_MESSAGES,
  type Species,
  speciesLabel,
  statusLabel,
} from '@sac/domain';
import { useState } from 'react';
import { showSuccess } from '../../../lib/toasts';
import { LoadError } from '../../../lib/ui/load-error';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes-guard';
import { ClosedLocationAlert } from '../closed-location-alert';
import { completionOf } from '../completion';
import { DetailsPanel } from '../details-panel';
import { SpeciesButtons, shownSpecies } from '../species-buttons';
import { SpeciesEditArea } from '../species-edit-area';
import { type EntryTarget, useEntryTarget } from '../use-entry-target';
import { useSpeciesEditor } from '../use-species-editor';
import { useSpeciesSwitch } from '../use-species-switch';
import { ServiceSectionTable } from './service-section-table';
import { changedSections, SERVICE_FIELDS, SERVICE_SECTIONS } from './service-sections';
import { useServicesMonth } from './use-services-month';

function Loading() {
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{DATA_ENTRY_MESSAGES.loadingServicesMatrix}</Text>
      </Stack>
    </Center>
  );
}

function ServicesMonth({ target, locationId }: { target: EntryTarget; locationId: string }) {
  const month = useServicesMonth(target);
  const [chosen, setChosen] = useState<Species | null>(null);
  const locationName = target.location.data?.name ?? '';
  const species = shownSpecies(month.species, chosen);
  const record = month.list.find((r) => r.species === species);
  const editor = useSpeciesEditor({
    records: [{ kind: 'animal_services', record, fields: SERVICE_FIELDS }],
    locationId,
    onSaved: (saved) => {
      if (!record) return;
      const fields = saved.flatMap((write) => Object.keys(write.changes));
      for (const section of changedSections(fields))
        showSuccess(SERVICES_MESSAGES.groupUpdated(record.species, section.group));
    },
  });
  const switcher = useSpeciesSwitch(editor, setChosen);

  if (target.location.isError || target.organization.isError)
    return (
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
    );
  if (month.records.isError)
    return (
      <LoadError
        error={month.records.error}
        message={DATA_ENTRY_MESSAGES.noDataAvailable}
        retrying={month.records.isFetching}
        onRetry={month.records.refetch}
      />
    );
  const loading =
    target.location.isPending ||
    month.records.isPending ||
    month.creatingDefaults ||
    (target.canEdit && target.organization.isPending);
  if (loading) return <Loading />;

  const completion = Object.fromEntries(
    month.list.map((r) => [r.species, completionOf([{ record: r, fields: SERVICE_FIELDS }])]),
  );
  const canEdit = target.canEdit && record?.meta?.canUpdate !== false;
  const missing = month.list
    .filter((r) => completion[r.species] !== 'complete')
    .map((r) => {
      const empty = SERVICE_SECTIONS.filter((s) => s.fields.some((f) => typeof r[f] !== 'number'));
      return `${speciesLabel(r.species)}: ${empty.map((s) => s.label).join(', ')}`;
    });

  return (
    <Stack gap="lg">
      {target.closed && <ClosedLocationAlert locationName={locationName} />}
      <DetailsPanel
        locationName={locationName}
        year={target.year}
        month={target.month}
        status={month.status}
        statusTitle="Services Entry Status"
        species={month.species}
        canEditSpecies={target.canEdit && !editor.editing}
        onChangeSpecies={async (edit) => {
          await month.changeAnimalTypes(edit);
          if (edit.add[0]) setChosen(edit.add[0]);
        }}
        missing={statusLabel(month.status) === 'Entry is Incomplete' ? missing : []}
      />
      {record && species ? (
        <>
          <SpeciesButtons
            species={month.species}
            selected={species}
            onSelect={switcher.select}
            completion={completion}
          />
          <SpeciesEditArea editor={editor} canEdit={canEdit} speciesLabel={speciesLabel(species)}>
            {SERVICE_SECTIONS.map((section) => (
              <ServiceSectionTable key={section.group} section={section} editor={editor} />
            ))}
          </SpeciesEditArea>
          {switcher.modal}
        </>
      ) : (
        <Alert color="gray">{DATA_ENTRY_MESSAGES.noDataAvailable}</Alert>
      )}
      <UnsavedChangesGuard when={editor.dirty} />
    </Stack>
  );
}

export default function ServicesMatrixPage() {
  const target = useEntryTarget();
  return (
    <Stack gap="lg">
      <Title order={1}>{ENTRY_SCREEN_TITLES.servicesMatrix}</Title>
      <Alert color="blue" variant="light">
        {DATA_ENTRY_MESSAGES.servicesNotice}
      </Alert>
      {target.locationId ? (
        <ServicesMonth target={target} locationId={target.locationId} />
      ) : (
        <Alert color="yellow">{DATA_ENTRY_MESSAGES.unknownLocation}</Alert>
      )}
    </Stack>
  );
}
