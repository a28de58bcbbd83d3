/** US counties and county-equivalents: public reference data (the registration form reads it signed out). */
import { usCounties } from '../../db/schema/index';
import { defineResource, type Resource } from '../../http/jsonapi/index';

export const usCountyResource: Resource = defineResource({
  type: 'us_counties',
  table: usCounties,
  attributes: {
    name: { type: 'string', filterable: true, sortable: true },
    us_state: { type: 'string', filterable: true, sortable: true },
    fips_code: { type: 'string', filterable: true },
  },
  defaultSort: ['name'],
  scope: () => true,
});
