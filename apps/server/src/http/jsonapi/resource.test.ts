import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations, organizations } from '../../db/schema/index';
import { defineResource } from './resource';

const base = { type: 'organizations', table: organizations, scope: () => true } as const;

describe('defineResource', () => {
  it('finds each attribute column by its SQL name and adds a filterable, sortable id', () => {
    const resource = defineResource({
      ...base,
      attributes: { name: { type: 'string', filterable: ['eq'] } },
    });
    expect(resource.attributes.get('name')).toMatchObject({
      column: organizations.name,
      columnKey: 'name',
      nullable: false,
    });
    expect(resource.attributes.get('name')!.operators).toEqual(new Set(['eq']));
    expect(resource.attributes.get('id')).toMatchObject({ readable: false, sortable: true, type: 'integer' });
    expect(resource.idKey).toBe('id');
  });

  it('denies by default: not filterable, not sortable, not writable', () => {
    const resource = defineResource({ ...base, attributes: { ein: { type: 'string' } } });
    expect(resource.attributes.get('ein')).toMatchObject({
      readable: true,
      sortable: false,
      writable: { create: false, update: false },
    });
    expect(resource.attributes.get('ein')!.operators.size).toBe(0);
    expect(resource.writes).toEqual({});
  });

  it.each([
    [{ nope: { type: 'string' } }, 'Resource organizations: nope: no column named nope; give column or sql'],
    [
      { name: { type: 'integer', filterable: ['prefix'] } },
      'Resource organizations: name: operator prefix does not apply to integer',
    ],
    [
      { animal_species: { type: 'string_array', sortable: true } },
      'Resource organizations: animal_species: string_array attributes cannot be sortable',
    ],
    [
      { id: { type: 'integer' } },
      'Resource organizations: id is implicit; do not declare it as an attribute',
    ],
    [
      { n: { type: 'integer', sql: () => sql`1`, writable: true } },
      'Resource organizations: n: a computed attribute is read-only',
    ],
    [
      { name: { type: 'string', column: locations.name } },
      'Resource organizations: name: the column is not in table organizations',
    ],
  ] as const)('refuses the declaration %j at start-up', (attributes, message) => {
    expect(() => defineResource({ ...base, attributes: attributes as never })).toThrow(message);
  });

  it('refuses a filter or a sort on an attribute readable by some only (they would tell its value)', () => {
    const membersOnly = () => false;
    expect(() =>
      defineResource({
        ...base,
        attributes: { notes: { type: 'string', readableBy: membersOnly, filterable: ['match'] } },
      }),
    ).toThrow(/readable by some only cannot be filterable or sortable/);
    expect(() =>
      defineResource({
        ...base,
        attributes: { notes: { type: 'string', readableBy: membersOnly, sortable: true } },
      }),
    ).toThrow(/readable by some only/);
  });

  it('refuses a default sort on an attribute that is not sortable', () => {
    expect(() =>
      defineResource({ ...base, attributes: { name: { type: 'string' } }, defaultSort: ['-name'] }),
    ).toThrow('Resource organizations: defaultSort name is not a sortable attribute');
  });
});
