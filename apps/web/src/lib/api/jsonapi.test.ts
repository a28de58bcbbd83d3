import { camelizeKeys } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { type JsonApiDocument, normalizeMany, normalizeOne, resourceBody, totalCount } from './jsonapi';

const doc = camelizeKeys<JsonApiDocument>({
  data: {
    id: 1,
    type: 'users',
    attributes: { full_name: 'Jordan Ellis' },
    relationships: {
      organizations: { data: [{ type: 'organizations', id: '10' }] },
      locations: {
        data: [
          { type: 'locations', id: '50' },
          { type: 'locations', id: '99' },
        ],
      },
      manager: { data: null },
    },
  },
  included: [
    {
      id: '10',
      type: 'organizations',
      attributes: { name: 'Riverbend' },
      relationships: { coalition_memberships: { data: [{ type: 'coalition_memberships', id: '300' }] } },
    },
    {
      id: '300',
      type: 'coalition_memberships',
      attributes: { coalition_id: 7, status: 'active' },
      relationships: { organization: { data: { type: 'organizations', id: '10' } } },
    },
    { id: '50', type: 'locations', attributes: { name: 'Main', primary: true } },
  ],
  meta: { stats: { total: { count: 1 } } },
});

describe('JSON:API normalization', () => {
  it('flattens attributes next to a string id and the type', () => {
    const { data } = normalizeOne(doc);
    expect(data).toMatchObject({ id: '1', type: 'users', fullName: 'Jordan Ellis' });
  });

  it('resolves relationships from included, nested includes too', () => {
    const { data } = normalizeOne(doc);
    const [organization] = data.organizations as Record<string, unknown>[];
    expect(organization).toMatchObject({ id: '10', name: 'Riverbend' });
    expect(organization?.coalitionMemberships).toEqual([
      {
        id: '300',
        type: 'coalition_memberships',
        coalitionId: 7,
        status: 'active',
        organization: { id: '10', type: 'organizations' },
      },
    ]);
  });

  it('keeps related resources that were not included as id/type stubs, and empty to-one as null', () => {
    const { data } = normalizeOne(doc);
    expect(data.locations).toEqual([
      { id: '50', type: 'locations', name: 'Main', primary: true },
      { id: '99', type: 'locations' },
    ]);
    expect(data.manager).toBeNull();
  });

  it('gives a tree without cycles (back-references become stubs)', () => {
    const { data } = normalizeOne(doc);
    expect(() => JSON.stringify(data)).not.toThrow();
  });

  it('normalizes lists and reads the total count', () => {
    const list = normalizeMany({
      data: [{ id: 3, type: 'locations', attributes: { name: 'A' } }],
      meta: { stats: { total: { count: 41 } } },
    });
    expect(list.data).toEqual([{ id: '3', type: 'locations', name: 'A' }]);
    expect(totalCount(list.meta)).toBe(41);
    expect(totalCount({})).toBeUndefined();
  });

  it('builds request bodies', () => {
    expect(resourceBody('users', { locationId: '51' }, 1)).toEqual({
      data: { id: '1', type: 'users', attributes: { locationId: '51' } },
    });
  });
});
