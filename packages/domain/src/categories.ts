/**
 * The categories of the two databases. Every table column, API attribute, CSV header, matrix row and
 * report row of the monthly records is generated from these lists: adding a category is one line here.
 */
export type CategoryDef<G extends string = string> = {
  /** PascalCase stem used to build field names: `${ageGroup}${key}Count`. */
  key: string;
  label: string;
  group: G;
  /** Present only on records before March 2021 (000 §5); hidden otherwise. */
  legacy?: boolean;
  /** A transfer split by destination (in-state, out-of-state, international), which legacy records lack. */
  designatedTransfer?: boolean;
};

export type IntakeGroup = 'live_intake';
export type OutcomeGroup = 'live_outcome' | 'other_outcome';
export type ServiceGroup = 'field' | 'veterinary' | 'behavioral' | 'support';

export const INTAKE_CATEGORIES: readonly CategoryDef<IntakeGroup>[] = [
  { key: 'StrayAtLarge', label: 'Stray at Large', group: 'live_intake' },
  { key: 'RelinquishedByOwner', label: 'Relinquished by Owner', group: 'live_intake' },
  { key: 'OwnerIntendedEuthanasia', label: 'Owner Intended Euthanasia', group: 'live_intake' },
  {
    key: 'TransferredInstateInFromAgency',
    label: 'Transferred In-State from Agency',
    group: 'live_intake',
    designatedTransfer: true,
  },
  {
    key: 'TransferredOutOfStateInFromAgency',
    label: 'Transferred Out-of-State from Agency',
    group: 'live_intake',
    designatedTransfer: true,
  },
  {
    key: 'TransferredInternationallyInFromAgency',
    label: 'Transferred Internationally from Agency',
    group: 'live_intake',
    designatedTransfer: true,
  },
  {
    key: 'LegacyTransferredInFromAgency',
    label: 'Transferred in from Agency (undesignated)',
    group: 'live_intake',
    legacy: true,
  },
  { key: 'SeizedOrImpounded', label: 'Seized or Impounded', group: 'live_intake' },
  { key: 'OtherIntakes', label: 'Other Intakes', group: 'live_intake' },
];

export const OUTCOME_CATEGORIES: readonly CategoryDef<OutcomeGroup>[] = [
  { key: 'Adoption', label: 'Adoption', group: 'live_outcome' },
  { key: 'ReturnedToOwner', label: 'Returned to Owner', group: 'live_outcome' },
  {
    key: 'TransferredInstateToAnotherAgency',
    label: 'Transferred In-State to Another Agency',
    group: 'live_outcome',
    designatedTransfer: true,
  },
  {
    key: 'TransferredOutOfStateToAnotherAgency',
    label: 'Transferred Out-of-State to Another Agency',
    group: 'live_outcome',
    designatedTransfer: true,
  },
  {
    key: 'TransferredInternationallyToAnotherAgency',
    label: 'Transferred Internationally to Another Agency',
    group: 'live_outcome',
    designatedTransfer: true,
  },
  {
    key: 'LegacyTransferredToAnotherAgency',
    label: 'Transferred to Another Agency (undesignated)',
    group: 'live_outcome',
    legacy: true,
  },
  { key: 'ReturnedToField', label: 'Returned to Field', group: 'live_outcome' },
  { key: 'OtherLiveOutcome', label: 'Other Live Outcome', group: 'live_outcome' },
  { key: 'DiedInCare', label: 'Died in Care', group: 'other_outcome' },
  { key: 'LostInCare', label: 'Lost in Care', group: 'other_outcome' },
  { key: 'ShelterEuthanasia', label: 'Shelter Euthanasia', group: 'other_outcome' },
  { key: 'OwnerIntendedEuthanasia', label: 'Owner Intended Euthanasia', group: 'other_outcome' },
];

export const SERVICE_GROUPS: readonly { key: ServiceGroup; label: string }[] = [
  { key: 'field', label: 'Field Services' },
  { key: 'veterinary', label: 'Veterinary Services' },
  { key: 'behavioral', label: 'Behavioral Services' },
  { key: 'support', label: 'Support Services' },
];

export const SERVICE_CATEGORIES: readonly CategoryDef<ServiceGroup>[] = [
  { key: 'TrapNeuterReturn', label: 'Trap Neuter Return', group: 'field' },
  { key: 'ReturnToOwner', label: 'Return To Owner', group: 'field' },
  { key: 'MicrochippingCollarIdTags', label: 'Microchipping Collar Id Tags', group: 'veterinary' },
  { key: 'SpayNeuterOwnedAnimal', label: 'Spay Neuter Owned Animal', group: 'veterinary' },
  { key: 'WellnessPreventiveMedicalCare', label: 'Wellness Preventive Medical Care', group: 'veterinary' },
  { key: 'BasicAnimalCare', label: 'Basic Animal Care', group: 'veterinary' },
  { key: 'AdvancedAnimalCare', label: 'Advanced Animal Care', group: 'veterinary' },
  { key: 'OwnerIntendedEuthanasia', label: 'Owner Intended Euthanasia', group: 'veterinary' },
  { key: 'BehaviorConsultation', label: 'Behavior Consultation', group: 'behavioral' },
  { key: 'GroupTraining', label: 'Group Training', group: 'behavioral' },
  { key: 'PrivateTraining', label: 'Private Training', group: 'behavioral' },
  { key: 'BehaviorModificationProgram', label: 'Behavior Modification Program', group: 'behavioral' },
  { key: 'PetFood', label: 'Pet Food', group: 'support' },
  { key: 'PetSupplies', label: 'Pet Supplies', group: 'support' },
  { key: 'Grooming', label: 'Grooming', group: 'support' },
  { key: 'TemporaryHousingOwnedAnimals', label: 'Temporary Housing Owned Animals', group: 'support' },
  {
    key: 'TemporaryHousingPeopleAndAnimals',
    label: 'Temporary Housing People And Animals',
    group: 'support',
  },
  { key: 'OtherPetRetentionServices', label: 'Other Pet Retention Services', group: 'support' },
  { key: 'RehomingSupport', label: 'Rehoming Support', group: 'support' },
];

/** Beginning and ending counts of the month, in care and in foster. */
export const ANIMAL_COUNT_FIELDS = [
  { key: 'beginningAnimalCount', label: 'Beginning Count (in care)' },
  { key: 'beginningFosterAnimalCount', label: 'Beginning Count (in foster)' },
  { key: 'endingAnimalCount', label: 'Ending Count (in care)' },
  { key: 'endingFosterAnimalCount', label: 'Ending Count (in foster)' },
] as const;

export type AnimalCountField = (typeof ANIMAL_COUNT_FIELDS)[number]['key'];
