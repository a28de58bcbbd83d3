import { describe, expect, it } from 'vitest';
import { errorsOf } from '../testing/issues';
import {
  type CoalitionFormValues,
  coalitionMembershipUpdateSchema,
  coalitionSchema,
  toCoalitionAttributes,
} from './coalition';

const coalition: CoalitionFormValues = {
  name: 'Valley Coalition',
  country: 'United States',
  description: 'Shelters of the valley',
  dataUsed: 'Intake and outcome data',
  dataUseAgreement: true,
  operatingRegionType: 'Statewide',
  operatingRegion: 'CO',
};

describe('coalition form', () => {
  it('shows each message of the spec', () => {
    expect(errorsOf(coalitionSchema, { dataUseAgreement: false })).toEqual({
      name: 'Name is required',
      country: 'Country is required',
      description: 'Description is required',
      dataUsed: 'This is required',
      dataUseAgreement: 'This is required',
      operatingRegionType: 'Geographic area is required',
    });
  });

  it('requires the region when the selector is shown, not for International or National', () => {
    expect(errorsOf(coalitionSchema, { ...coalition, operatingRegion: '' })).toEqual({
      operatingRegion: 'State/Province is required',
    });
    expect(
      errorsOf(coalitionSchema, { ...coalition, operatingRegionType: 'National', operatingRegion: null }),
    ).toEqual({});
  });

  it('takes several regions only for the multi-state and multi-province types', () => {
    const multi = {
      ...coalition,
      operatingRegionType: 'Multi-State (2 or more)' as const,
      operatingRegion: ['CO', 'WY'],
    };
    expect(errorsOf(coalitionSchema, multi)).toEqual({});
    expect(errorsOf(coalitionSchema, { ...multi, operatingRegion: [] })).toEqual({
      operatingRegion: 'State/Province is required',
    });
    expect(errorsOf(coalitionSchema, { ...coalition, operatingRegion: ['CO', 'WY'] })).toEqual({
      operatingRegion: 'Select one State/Province for this geographic area',
    });
  });

  it('sends the region as an array, cleared for National', () => {
    expect(toCoalitionAttributes(coalitionSchema.parse(coalition)).operatingRegion).toEqual(['CO']);
    const national = coalitionSchema.parse({ ...coalition, operatingRegionType: 'National' });
    expect(toCoalitionAttributes(national)).toMatchObject({
      operatingRegion: [],
      allIntakeOutcomeDataRequest: false,
    });
    expect(errorsOf(coalitionSchema, toCoalitionAttributes(coalitionSchema.parse(coalition)))).toEqual({});
  });
});

describe('coalition membership update', () => {
  it('accepts a status change action, a status, or sharing choices', () => {
    expect(
      errorsOf(coalitionMembershipUpdateSchema, {
        statusChangeAction: 'accept',
        statusActor: 'Organization',
      }),
    ).toEqual({});
    expect(
      errorsOf(coalitionMembershipUpdateSchema, { status: 'rejected', statusActor: 'Organization' }),
    ).toEqual({});
    expect(errorsOf(coalitionMembershipUpdateSchema, { intakeOutcomeDataSharing: true })).toEqual({});
    expect(coalitionMembershipUpdateSchema.safeParse({ statusChangeAction: 'approve' }).success).toBe(false);
  });
});
