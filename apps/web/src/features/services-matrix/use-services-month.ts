/**
 * The data of one services month: its animal_services records (one per species), its entry status,
 * the automatic creation of the default species' records for org admins (000 §4), and the two writes
 * with their toasts (000 §8): a section's save and the Details panel's species change.
 */
import { SERVICES_MESSAGES, type ServiceGroup, SPECIES_KEYS, type Species } from '@sac/domain';
import { useQuery } from '@tanstack/react-query';
import { showSuccess } from '../../lib/toasts';
import { type MonthRecord, monthRecordsQueryOptions } from '../matrix/api/month-records';
import { monthStatusQueryOptions } from '../matrix/api/month-status';
import { useSaveRecord } from '../matrix/api/save-record';
import { recordsOfSpecies, useChangeSpecies } from '../matrix/api/species-changes';
import type { CountValue } from '../matrix/changed-fields';
import type { SpeciesEdit } from '../matrix/species-change';
import { useDefaultSpecies } from '../matrix/use-default-species';
import type { EntryTarget } from '../matrix/use-entry-target';

const KIND = 'animal_services';
const KINDS = [KIND] as const;

const bySpeciesOrder = (a: MonthRecord, b: MonthRecord) =>
  SPECIES_KEYS.indexOf(a.species) - SPECIES_KEYS.indexOf(b.species);

export function useServicesMonth(target: EntryTarget) {
  const { year, month } = target;
  const locationId = target.locationId ?? '';
  const where = { locationId, year, month };
  const records = useQuery({ ...monthRecordsQueryOptions({ kind: KIND, ...where }), enabled: !!locationId });
  const status = useQuery({
    ...monthStatusQueryOptions({ ...where, action: 'services' }),
    enabled: !!locationId,
  });
  const organization = target.organization;
  const defaults = useDefaultSpecies({
    locationId: target.locationId,
    year,
    month,
    kinds: KINDS,
    recordsByKind: records.data ? { [KIND]: records.data } : undefined,
    organizationSpecies: organization.isPending ? undefined : (organization.data?.animalSpecies ?? null),
    enabled: target.canEdit,
  });
  const saveRecord = useSaveRecord(KIND);
  const changeSpecies = useChangeSpecies();
  const list = [...(records.data ?? [])].sort(bySpeciesOrder);

  /** A section's save: only its changed fields, then its toast ("Updated the canine field services"). */
  const saveSection = async (
    record: MonthRecord,
    group: ServiceGroup,
    changes: Record<string, CountValue>,
  ) => {
    await saveRecord.mutateAsync({ id: record.id, locationId, changes });
    showSuccess(SERVICES_MESSAGES.groupUpdated(record.species, group));
  };

  /** Added species get their record at once; removed ones lose theirs (the panel asked first). */
  const changeAnimalTypes = async ({ add, remove }: SpeciesEdit) => {
    await changeSpecies.mutateAsync({
      locationId,
      year,
      month,
      kinds: KINDS,
      add,
      remove: recordsOfSpecies({ [KIND]: list }, remove),
    });
    showSuccess(SERVICES_MESSAGES.animalTypesUpdated);
  };

  return {
    records,
    list,
    species: list.map((r) => r.species) as Species[],
    status: status.isPending ? undefined : (status.data ?? null),
    creatingDefaults: defaults.creating,
    saveSection,
    changeAnimalTypes,
  };
}
