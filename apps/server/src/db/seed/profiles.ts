/**
 * Plausible magnitudes of a shelter's month, shared by the demo generator (JavaScript) and the national
 * generator (SQL): how intakes, outcomes and services spread over categories and age groups, by report
 * group (canine, feline, other species). Weights are relative shares; service figures are monthly means
 * for a mid-size shelter.
 */
import {
  INTAKE_CATEGORIES,
  OUTCOME_CATEGORIES,
  SERVICE_CATEGORIES,
  SPECIES,
  type Species,
} from '@sac/domain';

export type ReportGroup = 'canine' | 'feline' | 'other';
type Shares = Record<ReportGroup, Record<string, number>>;

export const reportGroupOf = (species: Species): ReportGroup =>
  SPECIES.find((s) => s.key === species)?.reportGroup ?? 'other';

/** Monthly intake of a species relative to the shelter's canine intake. */
export const SPECIES_SIZE: Record<Species, number> = {
  canine: 1,
  feline: 0.95,
  rabbit: 0.06,
  equine: 0.02,
  small_mammal: 0.05,
  bird: 0.03,
  farm_animal: 0.04,
  reptile_or_amphibian: 0.02,
};

const INTAKE_SHARES: Shares = {
  canine: {
    StrayAtLarge: 46,
    RelinquishedByOwner: 27,
    OwnerIntendedEuthanasia: 2,
    TransferredInstateInFromAgency: 12,
    TransferredOutOfStateInFromAgency: 2,
    TransferredInternationallyInFromAgency: 0.2,
    SeizedOrImpounded: 4,
    OtherIntakes: 5,
  },
  feline: {
    StrayAtLarge: 52,
    RelinquishedByOwner: 25,
    OwnerIntendedEuthanasia: 1,
    TransferredInstateInFromAgency: 10,
    TransferredOutOfStateInFromAgency: 1,
    SeizedOrImpounded: 2,
    OtherIntakes: 7,
  },
  other: {
    StrayAtLarge: 25,
    RelinquishedByOwner: 55,
    TransferredInstateInFromAgency: 5,
    SeizedOrImpounded: 10,
    OtherIntakes: 5,
  },
};

const OUTCOME_SHARES: Shares = {
  canine: {
    Adoption: 52,
    ReturnedToOwner: 17,
    TransferredInstateToAnotherAgency: 12,
    TransferredOutOfStateToAnotherAgency: 4,
    TransferredInternationallyToAnotherAgency: 0.2,
    ReturnedToField: 0.2,
    OtherLiveOutcome: 1,
    DiedInCare: 1.5,
    LostInCare: 0.3,
    ShelterEuthanasia: 9,
    OwnerIntendedEuthanasia: 2,
  },
  feline: {
    Adoption: 55,
    ReturnedToOwner: 3,
    TransferredInstateToAnotherAgency: 13,
    TransferredOutOfStateToAnotherAgency: 2,
    ReturnedToField: 12,
    OtherLiveOutcome: 1,
    DiedInCare: 4,
    LostInCare: 0.5,
    ShelterEuthanasia: 7,
    OwnerIntendedEuthanasia: 1,
  },
  other: {
    Adoption: 70,
    ReturnedToOwner: 5,
    TransferredInstateToAnotherAgency: 15,
    OtherLiveOutcome: 2,
    DiedInCare: 5,
    ShelterEuthanasia: 3,
  },
};

const SERVICE_MEANS: Shares = {
  canine: {
    ReturnToOwner: 8,
    MicrochippingCollarIdTags: 35,
    SpayNeuterOwnedAnimal: 22,
    WellnessPreventiveMedicalCare: 40,
    BasicAnimalCare: 15,
    AdvancedAnimalCare: 3,
    OwnerIntendedEuthanasia: 2,
    BehaviorConsultation: 6,
    GroupTraining: 4,
    PrivateTraining: 2,
    BehaviorModificationProgram: 1,
    PetFood: 60,
    PetSupplies: 18,
    Grooming: 3,
    TemporaryHousingOwnedAnimals: 2,
    TemporaryHousingPeopleAndAnimals: 0.5,
    OtherPetRetentionServices: 5,
    RehomingSupport: 9,
  },
  feline: {
    TrapNeuterReturn: 45,
    ReturnToOwner: 2,
    MicrochippingCollarIdTags: 25,
    SpayNeuterOwnedAnimal: 35,
    WellnessPreventiveMedicalCare: 30,
    BasicAnimalCare: 12,
    AdvancedAnimalCare: 2,
    OwnerIntendedEuthanasia: 2,
    BehaviorConsultation: 2,
    PrivateTraining: 0.3,
    BehaviorModificationProgram: 0.2,
    PetFood: 55,
    PetSupplies: 15,
    Grooming: 0.5,
    TemporaryHousingOwnedAnimals: 1.5,
    TemporaryHousingPeopleAndAnimals: 0.5,
    OtherPetRetentionServices: 4,
    RehomingSupport: 7,
  },
  other: {
    SpayNeuterOwnedAnimal: 2,
    WellnessPreventiveMedicalCare: 2,
    BasicAnimalCare: 1,
    PetFood: 3,
    PetSupplies: 2,
    Grooming: 2,
    RehomingSupport: 1,
  },
};

const DESIGNATED_TRANSFER_IN = /^Transferred(Instate|OutOfState|Internationally)InFromAgency$/;
const DESIGNATED_TRANSFER_OUT = /^Transferred(Instate|OutOfState|Internationally)ToAnotherAgency$/;

/** Before March 2021 the designated transfers are reported as undesignated (legacy) ones. */
function withLegacyTransfers(shares: Record<string, number>, designated: RegExp, legacyKey: string) {
  const result: Record<string, number> = { ...shares, [legacyKey]: 0 };
  for (const [key, share] of Object.entries(shares)) {
    if (!designated.test(key)) continue;
    result[legacyKey] = (result[legacyKey] ?? 0) + share;
    result[key] = 0;
  }
  return result;
}

/** Share of each intake category (every category of the domain list, 0 when absent). */
export function intakeShares(group: ReportGroup, legacy: boolean): Record<string, number> {
  const shares = legacy
    ? withLegacyTransfers(INTAKE_SHARES[group], DESIGNATED_TRANSFER_IN, 'LegacyTransferredInFromAgency')
    : INTAKE_SHARES[group];
  return Object.fromEntries(INTAKE_CATEGORIES.map((c) => [c.key, shares[c.key] ?? 0]));
}

export function outcomeShares(group: ReportGroup, legacy: boolean): Record<string, number> {
  const shares = legacy
    ? withLegacyTransfers(OUTCOME_SHARES[group], DESIGNATED_TRANSFER_OUT, 'LegacyTransferredToAnotherAgency')
    : OUTCOME_SHARES[group];
  return Object.fromEntries(OUTCOME_CATEGORIES.map((c) => [c.key, shares[c.key] ?? 0]));
}

export function serviceMeans(group: ReportGroup): Record<string, number> {
  return Object.fromEntries(SERVICE_CATEGORIES.map((c) => [c.key, SERVICE_MEANS[group][c.key] ?? 0]));
}

/** 0 in December and January, 1 in June and July: kitten season. */
export function summerBump(month: number): number {
  return 0.5 * (1 + Math.cos((2 * Math.PI * (month - 6.5)) / 12));
}

/** Seasonal factor of a species' monthly intake. Cats arrive mostly in summer. */
export function seasonOf(group: ReportGroup, month: number): number {
  const bump = summerBump(month);
  if (group === 'feline') return 0.6 + 0.9 * bump;
  return group === 'canine' ? 0.92 + 0.16 * bump : 0.9 + 0.2 * bump;
}

/** Share of animals up to 5 months old; the rest is adult except a small age-unknown share. */
export function youthShareOf(group: ReportGroup, month: number): number {
  if (group === 'feline') return 0.15 + 0.45 * summerBump(month);
  return group === 'canine' ? 0.18 : 0.2;
}

export const AGE_UNKNOWN_SHARE = 0.04;
export const SERVICE_AGE_SHARES = { adult: 0.75, youth: 0.15, ageUnknown: 0.1 } as const;
