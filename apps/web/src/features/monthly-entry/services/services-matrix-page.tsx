/**
 * 'Enter Services Data' (000 §2): /services/{year}/{month}, and for admins
 * /services/{year}/{month}/{location}/{organizationId}. The month of one location, one species at a
 * time, in four numbered sections that are edited and saved one by one.
 */
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { DATA_ENTRY_MESSAGES, ENTRY_SCREEN_TITLES, type ServiceGroup, type Species } from '@sac/domain';
import { useCallback, useState } from 'react';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes-guard';
import { ClosedLocationAlert } from '../closed-location-alert';
import { DetailsPanel } from '../details-panel';
import { SpeciesButtons, shownSpecies } from '../species-buttons';
import { type EntryTarget, useEntryTarget } from '../use-entry-target';
import { ServiceSectionTable } from './service-section-table';
import { SERVICE_SECTIONS } from './service-sections';
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
  const [editing, setEditing] = useState<ReadonlySet<ServiceGroup>>(new Set());
  const locationName = target.location.data?.name ?? '';
  const species = shownSpecies(month.species, chosen);
  const record = month.list.find((r) => r.species === species);
  const setSectionEditing = useCallback(
    (group: ServiceGroup, on: boolean) =>
      setEditing((current) => {
        if (current.has(group) === on) return current;
        const next = new Set(current);
        if (on) next.add(group);
        else next.delete(group);
        return next;
      }),
    [],
  );

  if (target.location.isError || target.organization.isError)
    return <Alert color="red">{DATA_ENTRY_MESSAGES.failedToLoadOrganization}</Alert>;
  if (month.records.isError) return <Alert color="red">{DATA_ENTRY_MESSAGES.noDataAvailable}</Alert>;
  const loading =
    target.location.isPending ||
    month.records.isPending ||
    month.creatingDefaults ||
    (target.canEdit && target.organization.isPending);
  if (loading) return <Loading />;

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
        canEditSpecies={target.canEdit && editing.size === 0}
        onChangeSpecies={async (edit) => {
          await month.changeAnimalTypes(edit);
          if (edit.add[0]) setChosen(edit.add[0]);
        }}
      />
      {record ? (
        <>
          <SpeciesButtons
            species={month.species}
            selected={species}
            onSelect={setChosen}
            disabled={editing.size > 0}
          />
          {SERVICE_SECTIONS.map((section) => (
            <ServiceSectionTable
              key={`${record.id}-${section.group}`}
              section={section}
              record={record}
              locationId={locationId}
              canEdit={target.canEdit && record.meta?.canUpdate !== false}
              onEditingChange={setSectionEditing}
            />
          ))}
        </>
      ) : (
        <Alert color="gray">{DATA_ENTRY_MESSAGES.noDataAvailable}</Alert>
      )}
      <UnsavedChangesGuard when={editing.size > 0} />
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
