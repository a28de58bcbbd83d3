/** What the Details panel's species edit changes (000 §4): additions save directly, removals ask first. */
import { SPECIES_KEYS, type Species } from '@sac/domain';

export type SpeciesEdit = { add: Species[]; remove: Species[] };

export function speciesEdit(current: readonly Species[], chosen: readonly Species[]): SpeciesEdit {
  return {
    add: SPECIES_KEYS.filter((s) => chosen.includes(s) && !current.includes(s)),
    remove: SPECIES_KEYS.filter((s) => current.includes(s) && !chosen.includes(s)),
  };
}
