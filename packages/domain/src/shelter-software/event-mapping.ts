/**
 * Shelter software's event types and the SAC categories they count as (issue 16; 001 API Mapping). An event
 * type is the vendor's kind of intake or outcome — ShelterLuv's event `Type` (`Intake.Stray`) and `Subtype`,
 * ShelterBuddy's status category (`Intake`, `Outcome`) and status (`Stray`, `Adopted`) — and an organization
 * maps each to an intake or outcome category, or to "Not counted" for movements that are neither (a return
 * from foster). The common types of each vendor come with a proposed category.
 */
import { INTAKE_CATEGORIES, OUTCOME_CATEGORIES } from '../categories';
import { AGGREGATION_TYPES, type AggregationType } from '../options/shelter-software';

/** The vendors whose APIs the portal reads: the aggregation types. */
export type ShelterSoftwareVendor = AggregationType;
export const SHELTER_SOFTWARE_VENDORS: readonly ShelterSoftwareVendor[] = AGGREGATION_TYPES.map(
  (t) => t.value,
);

/** The vendor's name: ShelterLuv, ShelterBuddy. */
export function vendorName(vendor: ShelterSoftwareVendor): string {
  return AGGREGATION_TYPES.find((t) => t.value === vendor)!.label;
}

/** The vendor of an organization's `shelterSoftware` (its name, as registration stores it), if it is one. */
export function vendorOfSoftware(shelterSoftware: string | null | undefined): ShelterSoftwareVendor | null {
  const name = shelterSoftware?.trim().toLowerCase();
  return AGGREGATION_TYPES.find((t) => t.label.toLowerCase() === name)?.value ?? null;
}

export type EventDirection = 'intake' | 'outcome';

/** An event type mapped to this is left out of the records on purpose. */
export const NOT_COUNTED = 'NotCounted';

/** The key of an event type: its type and subtype, as the mapping's `key`. */
export function eventKey(type: string, subtype: string | null | undefined): string {
  return subtype ? `${type}.${subtype}` : type;
}

/** Whether an event type is an intake or an outcome; null for another movement (never counted). */
export function directionOf(type: string): EventDirection | null {
  const head = type.split('.')[0]!.toLowerCase();
  return head === 'intake' ? 'intake' : head === 'outcome' ? 'outcome' : null;
}

/** The categories an event type of a direction may be mapped to, "Not counted" last. */
export function mappableCategories(direction: EventDirection): Array<{ key: string; label: string }> {
  const categories = (direction === 'intake' ? INTAKE_CATEGORIES : OUTCOME_CATEGORIES).filter(
    (c) => !c.legacy,
  );
  return [
    ...categories.map(({ key, label }) => ({ key, label })),
    { key: NOT_COUNTED, label: 'Not counted' },
  ];
}

export type CommonEventType = { type: string; subtype: string | null; proposed: string };

/** Each vendor's usual event types and the category proposed for each. */
export const COMMON_EVENT_TYPES: Record<ShelterSoftwareVendor, readonly CommonEventType[]> = {
  shelterluv: [
    { type: 'Intake.Stray', subtype: null, proposed: 'StrayAtLarge' },
    { type: 'Intake.OwnerSurrender', subtype: null, proposed: 'RelinquishedByOwner' },
    { type: 'Intake.OwnerRequestedEuthanasia', subtype: null, proposed: 'OwnerIntendedEuthanasia' },
    { type: 'Intake.Transfer', subtype: null, proposed: 'TransferredInstateInFromAgency' },
    { type: 'Intake.Seized', subtype: null, proposed: 'SeizedOrImpounded' },
    { type: 'Intake.BornInCare', subtype: null, proposed: 'OtherIntakes' },
    { type: 'Intake.Return', subtype: null, proposed: 'OtherIntakes' },
    { type: 'Intake.FosterReturn', subtype: null, proposed: NOT_COUNTED },
    { type: 'Outcome.Adoption', subtype: null, proposed: 'Adoption' },
    { type: 'Outcome.ReturnToOwner', subtype: null, proposed: 'ReturnedToOwner' },
    { type: 'Outcome.Transfer', subtype: null, proposed: 'TransferredInstateToAnotherAgency' },
    { type: 'Outcome.ReturnToField', subtype: null, proposed: 'ReturnedToField' },
    { type: 'Outcome.Euthanasia', subtype: null, proposed: 'ShelterEuthanasia' },
    { type: 'Outcome.OwnerRequestedEuthanasia', subtype: null, proposed: 'OwnerIntendedEuthanasia' },
    { type: 'Outcome.Died', subtype: null, proposed: 'DiedInCare' },
    { type: 'Outcome.Lost', subtype: null, proposed: 'LostInCare' },
    { type: 'Outcome.Foster', subtype: null, proposed: NOT_COUNTED },
  ],
  shelterbuddy: [
    { type: 'Intake', subtype: 'Stray', proposed: 'StrayAtLarge' },
    { type: 'Intake', subtype: 'Surrendered', proposed: 'RelinquishedByOwner' },
    { type: 'Intake', subtype: 'Surrendered for Euthanasia', proposed: 'OwnerIntendedEuthanasia' },
    { type: 'Intake', subtype: 'Transferred In', proposed: 'TransferredInstateInFromAgency' },
    { type: 'Intake', subtype: 'Seized', proposed: 'SeizedOrImpounded' },
    { type: 'Intake', subtype: 'Born in Care', proposed: 'OtherIntakes' },
    { type: 'Intake', subtype: 'Returned from Foster', proposed: NOT_COUNTED },
    { type: 'Outcome', subtype: 'Adopted', proposed: 'Adoption' },
    { type: 'Outcome', subtype: 'Reclaimed', proposed: 'ReturnedToOwner' },
    { type: 'Outcome', subtype: 'Transferred Out', proposed: 'TransferredInstateToAnotherAgency' },
    { type: 'Outcome', subtype: 'Released', proposed: 'ReturnedToField' },
    { type: 'Outcome', subtype: 'Euthanased', proposed: 'ShelterEuthanasia' },
    { type: 'Outcome', subtype: 'Died', proposed: 'DiedInCare' },
    { type: 'Outcome', subtype: 'Missing', proposed: 'LostInCare' },
    { type: 'Outcome', subtype: 'Fostered', proposed: NOT_COUNTED },
  ],
};

/** The category proposed for a vendor's event type; null for a type it does not know. */
export function proposedCategory(
  vendor: ShelterSoftwareVendor,
  type: string,
  subtype: string | null | undefined,
): string | null {
  const key = eventKey(type, subtype);
  return (
    COMMON_EVENT_TYPES[vendor].find((common) => eventKey(common.type, common.subtype) === key)?.proposed ??
    null
  );
}
