import { describe, expect, it } from 'vitest';
import { errorsOf } from '../testing/issues';
import {
  createLegacyFinalizeAttributesSchema,
  createLegacyFinalizeSchema,
  toLegacyFinalizeAttributes,
} from './legacy';

const now = new Date(2025, 5, 15);
const schema = createLegacyFinalizeSchema({ now });

describe('legacy finalize', () => {
  it('requires the date and the EIN', () => {
    expect(errorsOf(schema, { incorporatedOn: null, ein: '' })).toEqual({
      incorporatedOn: 'Date is required',
      ein: 'EIN is required',
    });
  });

  it('takes the EIN only as NN-NNNNNNN and the website as a URL', () => {
    expect(
      errorsOf(schema, { incorporatedOn: '2010-01-01', ein: '123456789', websiteUrl: 'nowhere' }),
    ).toEqual({
      ein: 'Invalid EIN',
      websiteUrl: 'Invalid URL',
    });
  });

  it('allows an incorporation date up to 11 months ahead', () => {
    expect(errorsOf(schema, { incorporatedOn: '2026-05-01', ein: '12-3456789' })).toEqual({});
    expect(errorsOf(schema, { incorporatedOn: '2026-06-01', ein: '12-3456789' })).toEqual({
      incorporatedOn: 'Date cannot be more than 11 months ahead',
    });
  });

  it('sends the EIN without its dash', () => {
    const values = schema.parse({
      incorporatedOn: '2010-01-01',
      ein: '12-3456789',
      websiteUrl: 'https://a.org',
    });
    const attributes = toLegacyFinalizeAttributes(values, 5);
    expect(attributes).toEqual({
      organizationId: 5,
      incorporatedOn: '2010-01-01',
      ein: '123456789',
      websiteUrl: 'https://a.org',
    });
    expect(errorsOf(createLegacyFinalizeAttributesSchema({ now }), attributes)).toEqual({});
    expect(
      errorsOf(createLegacyFinalizeAttributesSchema({ now }), { ...attributes, ein: '12-3456789' }),
    ).toEqual({
      ein: 'Invalid EIN',
    });
  });
});
