import { describe, expect, it } from 'vitest';
import { INTAKE_CATEGORIES, OUTCOME_CATEGORIES } from '../categories';
import {
  COMMON_EVENT_TYPES,
  directionOf,
  eventKey,
  mappableCategories,
  NOT_COUNTED,
  proposedCategory,
  SHELTER_SOFTWARE_VENDORS,
  vendorOfSoftware,
} from './event-mapping';

describe('shelter software event mapping', () => {
  it('proposes, for every common type, a category of its own direction', () => {
    for (const vendor of SHELTER_SOFTWARE_VENDORS) {
      for (const common of COMMON_EVENT_TYPES[vendor]) {
        const direction = directionOf(common.type);
        expect(direction, common.type).not.toBeNull();
        const allowed = mappableCategories(direction!).map((c) => c.key);
        expect(allowed, eventKey(common.type, common.subtype)).toContain(common.proposed);
      }
    }
  });

  it('offers the current categories of the direction and Not counted, never a legacy one', () => {
    const intake = mappableCategories('intake').map((c) => c.key);
    expect(intake).toEqual([...INTAKE_CATEGORIES.filter((c) => !c.legacy).map((c) => c.key), NOT_COUNTED]);
    expect(mappableCategories('outcome').map((c) => c.key)).not.toContain('LegacyTransferredToAnotherAgency');
    expect(mappableCategories('outcome').map((c) => c.key)).toContain(OUTCOME_CATEGORIES[0]!.key);
  });

  it('keys, directs and proposes by the vendor’s type and subtype', () => {
    expect(eventKey('Intake.Stray', null)).toBe('Intake.Stray');
    expect(eventKey('Outcome', 'Adopted')).toBe('Outcome.Adopted');
    expect(directionOf('Outcome.Adoption')).toBe('outcome');
    expect(directionOf('Intake')).toBe('intake');
    expect(directionOf('Medical.Vaccination')).toBeNull();
    expect(proposedCategory('shelterluv', 'Intake.OwnerSurrender', null)).toBe('RelinquishedByOwner');
    expect(proposedCategory('shelterbuddy', 'Outcome', 'Reclaimed')).toBe('ReturnedToOwner');
    expect(proposedCategory('shelterluv', 'Intake.Unheard', null)).toBeNull();
  });

  it('reads the vendor of an organization’s shelter software', () => {
    expect(vendorOfSoftware('ShelterLuv')).toBe('shelterluv');
    expect(vendorOfSoftware(' ShelterBuddy ')).toBe('shelterbuddy');
    expect(vendorOfSoftware('PetPoint')).toBeNull();
    expect(vendorOfSoftware(null)).toBeNull();
  });
});
