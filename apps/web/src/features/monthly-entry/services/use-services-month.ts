/**
 * The data of one services month: its animal_services records (one per species), its entry status,
 * the automatic creation of the default species' records for org admins (000 §4), and the Details
 * panel's species change with its toast (000 §8).
 */
import { SERVICES_MESSAGES, SPECIES_KEYS, type Species } from '@sac/domain';
import { useQuery } from '@tanstack/react-query';
import { showSuccess } from '../../../lib/toasts';
import { type MonthRecord, monthRecordsQueryOptions } from '../api/month-records';
import { monthStatusQueryOptions } from '../api/month-status';
import { recordsOfSpecies, useChangeSpecies } from '../api/species-changes';
import type { SpeciesEdit } from '../species-change';
import { useDefaultSpecies } from '../use-default-species';
import type { EntryTarget } from '../use-entry-target';

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
  const defaults = useDefaultSpecies({
    locationId: target.locationId,
    year,
    month,
    kinds: KINDS,
    recordsByKind: records.data ? { [KIND]: records.data } : undefined,
    organizationSpecies: target.organizationSpecies,
    enabled: target.canEdit,
  });
  const changeSpecies = useChangeSpecies();
  const list = [...(records.data ?? [])].sort(bySpeciesOrder);

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
    changeAnimalTypes,
  };
}
