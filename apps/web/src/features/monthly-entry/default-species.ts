/**
 * The species a month gets records of when an organization admin opens it (000 §4): the species of the
 * month's existing records; else the organization's animal species; else canine and feline. A kind that
 * lacks a record of one of them gets it, so a month holds the same species in every table.
 */
import { DEFAULT_SPECIES, isSpecies, type RecordKind, SPECIES_KEYS, type Species } from '@sac/domain';
import type { RecordToCreate } from './api/species-changes';

type RecordsByKind = Partial<Record<RecordKind, readonly { species: string }[]>>;

const inSpeciesOrder = (species: Iterable<string>): Species[] => {
  const set = new Set(species);
  return SPECIES_KEYS.filter((key) => set.has(key));
};

/** The species of a month's records, across kinds, in the domain's order. */
export function speciesOfRecords(recordsByKind: RecordsByKind): Species[] {
  return inSpeciesOrder(
    Object.values(recordsByKind).flatMap((records) => (records ?? []).map((r) => r.species)),
  );
}

export function defaultSpecies(
  recordsByKind: RecordsByKind,
  organizationSpecies: readonly string[] | null | undefined,
): Species[] {
  const existing = speciesOfRecords(recordsByKind);
  if (existing.length > 0) return existing;
  const chosen = inSpeciesOrder((organizationSpecies ?? []).filter(isSpecies));
  return chosen.length > 0 ? chosen : [...DEFAULT_SPECIES];
}

/** The records to create so that every kind holds a record of each default species; empty when none. */
export function missingDefaultRecords(
  kinds: readonly RecordKind[],
  recordsByKind: RecordsByKind,
  organizationSpecies: readonly string[] | null | undefined,
): RecordToCreate[] {
  const species = defaultSpecies(recordsByKind, organizationSpecies);
  return kinds.flatMap((kind) => {
    const present = new Set((recordsByKind[kind] ?? []).map((r) => r.species));
    return species.filter((s) => !present.has(s)).map((s) => ({ kind, species: s }));
  });
}
