import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntake, createLocation, createOrganization } from '../../../test/support/factories';
import { createJsonApiTestApp, type JsonApiTestApp } from '../../../test/support/jsonapi-app';
import { animalIntakes, organizations } from '../../db/schema/index';

describe('JSON:API writes: values that do not fit', () => {
  let t: JsonApiTestApp;
  let mine: { id: number };
  let location: { id: number; organizationId: number };

  beforeAll(async () => {
    t = await createJsonApiTestApp();
    mine = await createOrganization(t.db, { name: 'Mine' });
    location = await createLocation(t.db, mine.id, { name: 'Main' });
  });
  afterAll(() => t.close());

  const send = (method: 'POST', url: string, payload?: unknown, as = 'admin') =>
    t.request({
      method,
      url: `/test/v1/${url}`,
      as,
      ...(payload === undefined
        ? {}
        : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/vnd.api+json' } }),
    });
  const errorsOf = (response: { json(): { errors: unknown[] } }) => response.json().errors;

  describe('values that do not fit are 422 with a pointer to the attribute', () => {
    const invalid = async (url: string, type: string, attributes: Record<string, unknown>, as = 'admin') => {
      const response = await send('POST', url, { data: { type, attributes } }, as);
      expect(response.statusCode, response.body).toBe(422);
      return errorsOf(response) as Array<{ detail: string; source: { pointer: string } }>;
    };
    const intake = (attributes: Record<string, unknown>) => ({
      location_id: location.id,
      species: 'canine',
      year_of_record: 2023,
      month_of_record: 1,
      ...attributes,
    });

    it.each([
      [{ name: 5 }, 'name', 'name must be text.'],
      [{ name: null }, 'name', "name can't be blank."],
      [{ name: '' }, 'name', 'Name is required'],
      [{ name: 'a\u0000b' }, 'name', 'Must not contain a NUL character'],
      [
        { name: 'x', communications_opt_in: 'maybe' },
        'communications_opt_in',
        'communications_opt_in must be true or false.',
      ],
      [
        { name: 'x', incorporated_on: '2024-13-01' },
        'incorporated_on',
        'incorporated_on must be a date (YYYY-MM-DD).',
      ],
      [
        { name: 'x', incorporated_on: 20240101 },
        'incorporated_on',
        'incorporated_on must be a date (YYYY-MM-DD).',
      ],
      [
        { name: 'x', authorized_at: 'soon' },
        'authorized_at',
        'authorized_at must be a date and time in ISO 8601 (e.g. 2024-05-31T14:00:00Z).',
      ],
      [{ name: 'x', animal_species: 'canine' }, 'animal_species', 'animal_species must be a list of texts.'],
      [
        { name: 'x', animal_species: ['canine', 3] },
        'animal_species',
        'animal_species must be a list of texts.',
      ],
    ])('organizations %j', async (attributes, name, detail) => {
      expect(await invalid('organizations', 'organizations', attributes)).toEqual([
        expect.objectContaining({ status: '422', detail, source: { pointer: `/data/attributes/${name}` } }),
      ]);
    });

    it.each([
      [
        { year_of_record: 99999 },
        'year_of_record',
        'year_of_record must be a whole number between -32768 and 32767.',
      ],
      [
        { year_of_record: '2024abc' },
        'year_of_record',
        'year_of_record must be a whole number between -32768 and 32767.',
      ],
      [
        { adult_stray_at_large_count: 1e20 },
        'adult_stray_at_large_count',
        'adult_stray_at_large_count must be a whole number between -2147483648 and 2147483647.',
      ],
      [
        { adult_stray_at_large_count: 1.5 },
        'adult_stray_at_large_count',
        'adult_stray_at_large_count must be a whole number.',
      ],
      [
        { adult_stray_at_large_count: [1] },
        'adult_stray_at_large_count',
        'adult_stray_at_large_count must be a whole number.',
      ],
      [{ month_of_record: 13 }, 'month_of_record', 'Month must be between 1 and 12'],
      [
        { species: "dog'; drop table animal_intakes; --" },
        'species',
        'Invalid option: expected one of "canine"|"feline"|"rabbit"',
      ],
    ])('animal_intakes %j', async (attributes, name, detail) => {
      expect(
        await invalid('animal_intakes', 'animal_intakes', intake(attributes), `manager:${mine.id}`),
      ).toEqual([expect.objectContaining({ detail, source: { pointer: `/data/attributes/${name}` } })]);
    });

    it('reports every invalid attribute at once', async () => {
      const errors = await invalid('organizations', 'organizations', { name: 7, incorporated_on: 'never' });
      expect(errors.map((e) => e.source.pointer)).toEqual([
        '/data/attributes/name',
        '/data/attributes/incorporated_on',
      ]);
    });

    it('turns database refusals into 422: negative counts, duplicates, missing references', async () => {
      const negative = await invalid(
        'animal_intakes',
        'animal_intakes',
        intake({ adult_stray_at_large_count: -5 }),
        `manager:${mine.id}`,
      );
      expect(negative).toEqual([
        expect.objectContaining({
          detail: 'The animal_intakes record breaks the rule animal_intakes_counts_not_negative.',
          source: { pointer: '/data' },
        }),
      ]);
      await createIntake(t.db, location, { species: 'feline', year: 2022, month: 5 });
      const duplicate = await invalid(
        'animal_intakes',
        'animal_intakes',
        intake({ species: 'feline', year_of_record: 2022, month_of_record: 5 }),
        `manager:${mine.id}`,
      );
      expect(duplicate[0]!.detail).toBe(
        'A record with the same location_id, year_of_record, month_of_record, species already exists.',
      );
      const county = await invalid(
        'locations',
        'locations',
        { name: 'x', organization_id: mine.id, us_county_id: 2147483647 },
        `manager:${mine.id}`,
      );
      expect(county).toEqual([
        expect.objectContaining({
          detail: 'us_county_id refers to a record that does not exist.',
          source: { pointer: '/data/attributes/us_county_id' },
        }),
      ]);
    });
  });

  it('stores SQL-looking and unusual text verbatim', async () => {
    const name = "Robert'); DROP TABLE organizations;-- ☃ \\ % _ 𝄞";
    const response = await send('POST', 'organizations', {
      data: { type: 'organizations', attributes: { name } },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, Number(response.json().data.id)));
    expect(row?.name).toBe(name);
    expect((await t.db.select().from(animalIntakes)).length).toBeGreaterThan(0);
  });
});
