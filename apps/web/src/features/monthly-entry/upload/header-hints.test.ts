import { requiredCsvHeaders } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { intendedHeader, otherFileTypeOf } from './header-hints';

const services = requiredCsvHeaders('services');
const intakeOutcome = requiredCsvHeaders('intake_outcome');
const without = (all: string[], some: string[]) => all.filter((name) => !some.includes(name));

describe('hints for wrong headers', () => {
  it('points an almost-right header to the expected one', () => {
    expect(intendedHeader('Species', ['species', 'yearOfRecord'])).toBe('species');
    expect(intendedHeader('year of record', ['species', 'yearOfRecord'])).toBe('yearOfRecord');
    expect(intendedHeader('breed', ['species'])).toBeNull();
  });

  it('recognises a services file dropped on the intake and outcome screen, and the reverse', () => {
    const servicesOnIntake = {
      missing: without(intakeOutcome, services),
      unknown: without(services, intakeOutcome),
      duplicated: [],
      detail: '',
    };
    expect(otherFileTypeOf('intake_outcome', servicesOnIntake)).toBe('services');
    const intakeOnServices = {
      missing: without(services, intakeOutcome),
      unknown: without(intakeOutcome, services),
      duplicated: [],
      detail: '',
    };
    expect(otherFileTypeOf('services', intakeOnServices)).toBe('intake_outcome');
    expect(
      otherFileTypeOf('services', { missing: ['species'], unknown: [], duplicated: [], detail: '' }),
    ).toBeNull();
  });
});
