/** Species an organization reports on, in the order screens, CSVs and reports list them. */
export const SPECIES = [
  { key: 'canine', label: 'Canines', reportGroup: 'canine' },
  { key: 'feline', label: 'Felines', reportGroup: 'feline' },
  { key: 'rabbit', label: 'Rabbits', reportGroup: 'other' },
  { key: 'equine', label: 'Equines', reportGroup: 'other' },
  { key: 'small_mammal', label: 'Small Mammals', reportGroup: 'other' },
  { key: 'bird', label: 'Birds', reportGroup: 'other' },
  { key: 'farm_animal', label: 'Farm Animals', reportGroup: 'other' },
  { key: 'reptile_or_amphibian', label: 'Reptile & Amphibians', reportGroup: 'other' },
] as const;

export type Species = (typeof SPECIES)[number]['key'];
export type SpeciesReportGroup = (typeof SPECIES)[number]['reportGroup'];

export const SPECIES_KEYS = SPECIES.map((s) => s.key) as Species[];
export const DEFAULT_SPECIES: readonly Species[] = ['canine', 'feline'];
export const SPECIES_REPORT_GROUPS: readonly SpeciesReportGroup[] = ['canine', 'feline', 'other'];

export function isSpecies(value: unknown): value is Species {
  return typeof value === 'string' && (SPECIES_KEYS as string[]).includes(value);
}

export function speciesLabel(key: Species): string {
  return SPECIES.find((s) => s.key === key)?.label ?? key;
}
