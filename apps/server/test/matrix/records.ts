/** Authorization matrix entries for the records endpoints (issue 4). */
import { eq } from 'drizzle-orm';
import { userMemberships, users } from '../../src/db/schema/index';
import type { Entry, Expected, MatrixPart } from './entries';

const KINDS = ['animal_counts', 'animal_intakes', 'animal_outcomes', 'animal_services'] as const;
/**
 * Records of the manager's organization (Riverbend Humane Society): its members read, its managers and admins
 * save. The coalition user's coalition has Riverbend as a contributor sharing its data, so they read (the
 * coalition graphs) but may not save; anyone else gets a 404.
 */
const read: Expected = { anonymous: 401, admin: 200, manager: 200, viewer: 200, coalition: 200, legacy: 404 };
const save: Expected = { anonymous: 401, admin: 200, manager: 200, viewer: 403, coalition: 403, legacy: 404 };
const FIELD = {
  animal_counts: 'beginning_animal_count',
  animal_intakes: 'adult_stray_at_large_count',
  animal_outcomes: 'adult_adoption_count',
  animal_services: 'adult_pet_food_count',
} as const;

function entriesOf(kind: (typeof KINDS)[number]): Record<string, Entry> {
  const write = (method: 'PATCH' | 'PUT'): Entry => ({
    expected: save,
    request: (f) => ({
      method,
      url: `/api/v1/${kind}/${f[`${kind}Id`]}`,
      payload: { data: { id: String(f[`${kind}Id`]), type: kind, attributes: { [FIELD[kind]]: 3 } } },
    }),
  });
  return {
    [`GET /api/v1/${kind}`]: {
      expected: { ...read, legacy: 200 },
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/${kind}?filter[location_id][eq]=${f[`${kind}LocationId`]}&filter[year_of_record][eq]=${f[`${kind}Year`]}&filter[month_of_record][eq]=${f[`${kind}Month`]}&page[size]=1000`,
      }),
    },
    [`GET /api/v1/${kind}/:id`]: {
      expected: read,
      request: (f) => ({ method: 'GET', url: `/api/v1/${kind}/${f[`${kind}Id`]}` }),
    },
    [`PATCH /api/v1/${kind}/:id`]: write('PATCH'),
    [`PUT /api/v1/${kind}/:id`]: write('PUT'),
  };
}

export const recordsMatrix: MatrixPart = {
  entries: Object.assign({}, ...KINDS.map(entriesOf)),
  fixtures: async (t) => {
    const db = t.database.db;
    const [manager] = await db
      .select({ organizationId: userMemberships.organizationId })
      .from(users)
      .innerJoin(userMemberships, eq(userMemberships.userId, users.id))
      .where(eq(users.email, 'manager@example.org'));
    const today = t.clock.now().toISOString().slice(0, 10);
    const fixtures: Record<string, number> = {};
    for (const kind of KINDS) {
      // The organization's latest record of a past month, each table on its own (services may lag).
      const { rows } = await t.database.query(
        `select id, location_id, year_of_record, month_of_record from ${kind}
         where organization_id = $1 and date_of_record <= $2 order by date_of_record desc, id limit 1`,
        [manager!.organizationId, today],
      );
      fixtures[`${kind}Id`] = Number(rows[0]!.id);
      fixtures[`${kind}LocationId`] = Number(rows[0]!.location_id);
      fixtures[`${kind}Year`] = Number(rows[0]!.year_of_record);
      fixtures[`${kind}Month`] = Number(rows[0]!.month_of_record);
    }
    return fixtures;
  },
};
