/**
 * The coalition home's sums (002 §2.8): GET /api/v1/coalition_record_totals and the spec's own call,
 * GET /api/v1/locations?include=animal_intakes&filter[coalition_data_sharing]=… (000 §7), against the stored
 * records, through the privacy rule (active membership, the data type shared, agreement accepted).
 */
import { ENTERED_FIELDS } from '@sac/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addCoalitionMember,
  addContributor,
  addOrganizationMember,
  countyOf,
  createCoalition,
  createLocation,
  createOrganization,
  createUser,
  insertMonth,
} from '../../../test/support/factories';
import { type Session, signIn } from '../../../test/support/http';
import { animalIntakes, animalServices, coalitionMemberships, locations } from '../../db/schema/index';

type Total = { month: number; species: string; total: number } & Record<string, unknown>;
type Doc = {
  data: Array<{ id: string; type: string; attributes: Total }>;
  included?: Array<{ type: string; attributes: Record<string, unknown> }>;
  errors?: Array<{ detail: string; source?: { parameter?: string } }>;
};

const YEAR = 2024;
const INTAKE_FIELDS = ENTERED_FIELDS.animal_intakes;
const SERVICE_FIELDS = ENTERED_FIELDS.animal_services;

describe('coalition home totals', () => {
  let t: TestApp;
  let manager: Session;
  let admin: Session;
  let pendingViewer: Session;
  let outsider: Session;
  let coalitionId: number;
  const orgs: Record<'both' | 'intakeOnly' | 'pending' | 'removed' | 'elsewhere', number> = {
    both: 0,
    intakeOnly: 0,
    pending: 0,
    removed: 0,
    elsewhere: 0,
  };
  let txCountyId: number;

  let n = 3;
  const next = () => {
    n = (n * 17 + 5) % 23;
    return n;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const coalition = await createCoalition(db);
    const other = await createCoalition(db);
    coalitionId = coalition.id;
    txCountyId = (await countyOf(t.database, 'TX')).id;

    const setups = {
      both: { state: 'TX', county: txCountyId, type: 'Government Animal Services', membership: {} },
      intakeOnly: {
        state: 'CO',
        county: null,
        type: 'Shelter without a Government Contract',
        membership: { communityServiceDataSharing: false },
      },
      pending: {
        state: 'TX',
        county: null,
        type: 'Government Animal Services',
        membership: { status: 'requested' },
      },
      removed: {
        state: 'TX',
        county: null,
        type: 'Government Animal Services',
        membership: { status: 'rejected' },
      },
      elsewhere: { state: 'TX', county: null, type: 'Government Animal Services', membership: {} },
    } as const;
    for (const [key, setup] of Object.entries(setups) as [keyof typeof orgs, (typeof setups)['both']][]) {
      const organization = await createOrganization(db, { organizationType: setup.type });
      orgs[key] = organization.id;
      await addContributor(
        db,
        key === 'elsewhere' ? other.id : coalition.id,
        organization.id,
        setup.membership,
      );
      const locations = [
        await createLocation(db, organization.id, {
          usState: setup.state,
          usCountyId: setup.county,
          primary: true,
        }),
        await createLocation(db, organization.id, { usState: setup.state, usCountyId: setup.county }),
      ];
      for (const location of locations)
        for (const month of [1, 2, 7])
          for (const species of ['canine', 'feline', 'rabbit']) {
            await insertMonth(db, {
              locationId: location.id,
              organizationId: organization.id,
              species,
              year: YEAR,
              month,
              intakes: Object.fromEntries(INTAKE_FIELDS.slice(0, 6).map((f) => [f, next()])),
              services: Object.fromEntries(SERVICE_FIELDS.slice(0, 40).map((f) => [f, next()])),
            });
          }
      // Another year never counts.
      await insertMonth(db, {
        locationId: locations[0]!.id,
        organizationId: organization.id,
        species: 'canine',
        year: YEAR - 1,
        month: 1,
        intakes: { [INTAKE_FIELDS[0]!]: 1000 },
        services: { [SERVICE_FIELDS[0]!]: 1000 },
      });
    }

    const managerUser = await createUser(db);
    await addCoalitionMember(db, managerUser.id, coalition.id, 'coalition_manager');
    manager = await signIn(t.app, managerUser.email);
    const adminUser = await createUser(db, { systemAdmin: true });
    admin = await signIn(t.app, adminUser.email);
    const pendingUser = await createUser(db);
    await addCoalitionMember(db, pendingUser.id, coalition.id, 'coalition_viewer', false);
    pendingViewer = await signIn(t.app, pendingUser.email);
    // A manager of a contributor: not a user of the coalition.
    const outsiderUser = await createUser(db);
    await addOrganizationMember(db, outsiderUser.id, orgs.both);
    outsider = await signIn(t.app, outsiderUser.email);
  }, 120_000);
  afterAll(() => t.close());

  /** The stored records' sums by month and species, for the given organizations. */
  async function expected(
    action: 'intake_outcome' | 'services',
    organizationIds: number[],
    archivedLocationIds: number[] = [],
  ) {
    const services = action === 'services';
    const table = services ? animalServices : animalIntakes;
    const rows = (await t.database.db
      .select()
      .from(table)
      .where(and(inArray(table.organizationId, organizationIds), eq(table.yearOfRecord, YEAR)))) as Array<
      Record<string, unknown> & { monthOfRecord: number; species: string }
    >;
    const sums = new Map<string, number>();
    for (const row of rows) {
      if (archivedLocationIds.includes(Number(row.locationId))) continue;
      const value = services
        ? [
            'totalFieldServicesCount',
            'totalVeterinaryServicesCount',
            'totalBehavioralServicesCount',
            'totalSupportServicesCount',
          ]
            .map((f) => Number(row[f] ?? 0))
            .reduce((a, b) => a + b, 0)
        : Number(row.totalLiveIntakeCount ?? 0);
      const key = `${row.monthOfRecord}-${row.species}`;
      sums.set(key, (sums.get(key) ?? 0) + value);
    }
    return Object.fromEntries([...sums].sort());
  }

  const byKey = (doc: Doc) =>
    Object.fromEntries(
      doc.data.map((d) => [`${d.attributes.month}-${d.attributes.species}`, d.attributes.total]).sort(),
    );

  const totalsUrl = (action: string, extra = '') =>
    `/api/v1/coalition_record_totals?filter[coalition_id][eq]=${coalitionId}&filter[year][eq]=${YEAR}&filter[action][eq]=${action}${extra}`;

  async function totals(session: Session, action: string, extra = '') {
    const response = await session.request({ method: 'GET', url: totalsUrl(action, extra) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Doc;
  }

  it('sums the intakes of the active contributors sharing intake/outcome, by month and species', async () => {
    const doc = await totals(manager, 'intake_outcome');
    const want = await expected('intake_outcome', [orgs.both, orgs.intakeOnly]);
    expect(Object.keys(want)).toHaveLength(9);
    expect(byKey(doc)).toEqual(want);
    expect(doc.data[0]!.type).toBe('coalition_record_totals');
  });

  it('leaves a contributor sharing intake/outcome only out of the services graph', async () => {
    const doc = await totals(manager, 'services');
    expect(byKey(doc)).toEqual(await expected('services', [orgs.both]));
    const first = doc.data[0]!.attributes;
    expect(first.total).toBe(
      Number(first.field_services) +
        Number(first.veterinary_services) +
        Number(first.behavioral_services) +
        Number(first.support_services),
    );
  });

  it('gives admins the same shared sums', async () => {
    expect(byKey(await totals(admin, 'intake_outcome'))).toEqual(
      await expected('intake_outcome', [orgs.both, orgs.intakeOnly]),
    );
  });

  it('narrows by state, county, organization type and organization', async () => {
    const both = await expected('intake_outcome', [orgs.both]);
    const intakeOnly = await expected('intake_outcome', [orgs.intakeOnly]);
    expect(byKey(await totals(manager, 'intake_outcome', '&filter[us_state][eq]=TX'))).toEqual(both);
    expect(byKey(await totals(manager, 'intake_outcome', '&filter[us_state][eq]=TX,CO'))).toEqual(
      await expected('intake_outcome', [orgs.both, orgs.intakeOnly]),
    );
    expect(byKey(await totals(manager, 'intake_outcome', `&filter[us_county_id][eq]=${txCountyId}`))).toEqual(
      both,
    );
    expect(
      byKey(
        await totals(
          manager,
          'intake_outcome',
          `&filter[organization_type][eq]=${encodeURIComponent('Shelter without a Government Contract')}`,
        ),
      ),
    ).toEqual(intakeOnly);
    expect(
      byKey(await totals(manager, 'intake_outcome', `&filter[organization_id][eq]=${orgs.intakeOnly}`)),
    ).toEqual(intakeOnly);
    // A pending contributor named in the filter still counts for nothing.
    expect(
      (await totals(manager, 'intake_outcome', `&filter[organization_id][eq]=${orgs.pending}`)).data,
    ).toEqual([]);
  });

  it('refuses anyone but the coalition users whose role counts, and admins', async () => {
    for (const session of [pendingViewer, outsider]) {
      const response = await session.request({ method: 'GET', url: totalsUrl('intake_outcome') });
      expect(response.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: totalsUrl('intake_outcome') })).statusCode).toBe(401);
  });

  it('answers hostile input with a 400 naming the parameter', async () => {
    const cases: Array<[string, string]> = [
      [
        `/api/v1/coalition_record_totals?filter[year][eq]=${YEAR}&filter[action][eq]=services`,
        'filter[coalition_id][eq]',
      ],
      [totalsUrl('services').replace(`[year][eq]=${YEAR}`, '[year][eq]=abc'), 'filter[year][eq]'],
      [totalsUrl('services').replace(`[year][eq]=${YEAR}`, '[year][eq]=2009'), 'filter[year][eq]'],
      [totalsUrl('services').replace(`[year][eq]=${YEAR}`, '[year][eq]=2026'), 'filter[year][eq]'],
      [totalsUrl('drop table'), 'filter[action][eq]'],
      [totalsUrl('services', '&filter[us_state][eq]=TX,ZZ'), 'filter[us_state][eq]'],
      [totalsUrl('services', '&filter[us_county_id][eq]=1,-2'), 'filter[us_county_id][eq]'],
      [
        totalsUrl('services', `&filter[organization_id][eq]=${'9'.repeat(40)}`),
        'filter[organization_id][eq]',
      ],
      [
        totalsUrl('services', '&filter[organization_type][eq]=x'.padEnd(5000, 'x')),
        'filter[organization_type][eq]',
      ],
      [totalsUrl('services', '&filter[nope][eq]=1'), 'filter[nope][eq]'],
      [totalsUrl('services', '&filter[us_state][gt]=TX'), 'filter[us_state][gt]'],
    ];
    for (const [url, parameter] of cases) {
      const response = await manager.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect((response.json() as Doc).errors?.map((e) => e.source?.parameter)).toContain(parameter);
    }
  });

  describe("the spec's call: locations with their records and filter[coalition_data_sharing]", () => {
    const locationsUrl = (sharing: string, include: string, extra = '') =>
      `/api/v1/locations?include=${include}&filter[coalition_data_sharing]=${sharing}&filter[${include}.year_of_record][eq]=${YEAR}&page[size]=1000${extra}`;

    async function included(session: Session, sharing: string, include: string, extra = '') {
      const response = await session.request({ method: 'GET', url: locationsUrl(sharing, include, extra) });
      expect(response.statusCode, response.body).toBe(200);
      const doc = response.json() as Doc;
      return {
        organizations: [
          ...new Set(doc.data.map((l) => Number((l.attributes as Record<string, unknown>).organization_id))),
        ].sort(),
        records: (doc.included ?? []).filter((r) => r.type === include),
      };
    }

    const sumIncluded = (records: Array<{ attributes: Record<string, unknown> }>, field: string) =>
      records.reduce((sum, r) => sum + Number(r.attributes[field] ?? 0), 0);

    it('lists the locations of the contributors sharing intake/outcome, with the year of their records', async () => {
      const { organizations, records } = await included(
        manager,
        `${coalitionId}:intake_outcome_data_sharing`,
        'animal_intakes',
      );
      expect(organizations).toEqual([orgs.both, orgs.intakeOnly].sort());
      expect(records).toHaveLength(2 * 2 * 3 * 3);
      const want = Object.values(await expected('intake_outcome', [orgs.both, orgs.intakeOnly])).reduce(
        (a, b) => a + b,
      );
      expect(sumIncluded(records, 'total_live_intake_count')).toBe(want);
    });

    it('leaves a contributor sharing intake/outcome only out of community services', async () => {
      const { organizations, records } = await included(
        manager,
        `${coalitionId}:community_service_data_sharing`,
        'animal_services',
      );
      expect(organizations).toEqual([orgs.both]);
      expect(records.every((r) => r.attributes.organization_id === orgs.both)).toBe(true);
      expect(records).toHaveLength(2 * 3 * 3);
    });

    it('narrows by the organization filters', async () => {
      const sharing = `${coalitionId}:intake_outcome_data_sharing`;
      expect(
        (await included(manager, sharing, 'animal_intakes', '&filter[us_state]=CO')).organizations,
      ).toEqual([orgs.intakeOnly]);
      const type = encodeURIComponent('Government Animal Services');
      expect(
        (await included(manager, sharing, 'animal_intakes', `&filter[organization_type]=${type}`))
          .organizations,
      ).toEqual([orgs.both]);
      expect(
        (await included(manager, sharing, 'animal_intakes', `&filter[organization_id]=${orgs.intakeOnly}`))
          .organizations,
      ).toEqual([orgs.intakeOnly]);
    });

    it('gives no locations to a user whose role does not count', async () => {
      const sharing = `${coalitionId}:intake_outcome_data_sharing`;
      expect((await included(pendingViewer, sharing, 'animal_intakes')).organizations).toEqual([]);
      expect((await included(outsider, sharing, 'animal_intakes')).organizations).toEqual([]);
    });

    it('answers a malformed filter with a 400 naming it', async () => {
      for (const value of [
        'abc',
        `${coalitionId}`,
        `${coalitionId}:other`,
        `0:intake_outcome_data_sharing`,
        `${coalitionId}:intake_outcome_data_sharing:x`,
      ]) {
        const response = await manager.request({
          method: 'GET',
          url: locationsUrl(encodeURIComponent(value), 'animal_intakes'),
        });
        expect(response.statusCode, value).toBe(400);
        expect((response.json() as Doc).errors?.[0]?.source?.parameter).toBe(
          'filter[coalition_data_sharing]',
        );
      }
    });
  });

  it('drops a contributor from both reads at once when it withdraws sharing', async () => {
    await t.database.db
      .update(coalitionMemberships)
      .set({ intakeOutcomeDataSharing: false })
      .where(
        and(
          eq(coalitionMemberships.organizationId, orgs.intakeOnly),
          eq(coalitionMemberships.coalitionId, coalitionId),
        ),
      );
    expect(byKey(await totals(manager, 'intake_outcome'))).toEqual(
      await expected('intake_outcome', [orgs.both]),
    );
    const response = await manager.request({
      method: 'GET',
      url: `/api/v1/locations?filter[coalition_data_sharing]=${coalitionId}:intake_outcome_data_sharing&page[size]=1000`,
    });
    const doc = response.json() as Doc;
    expect(new Set(doc.data.map((l) => (l.attributes as Record<string, unknown>).organization_id))).toEqual(
      new Set([orgs.both]),
    );
  });
  it('leaves the records of an archived location out', async () => {
    const [archived] = await t.database.db
      .update(locations)
      .set({ archivedAt: new Date() })
      .where(and(eq(locations.organizationId, orgs.both), eq(locations.primary, false)))
      .returning();
    const want = await expected('intake_outcome', [orgs.both], [archived!.id]);
    expect(Object.keys(want)).toHaveLength(9);
    expect(want).not.toEqual(await expected('intake_outcome', [orgs.both]));
    expect(byKey(await totals(manager, 'intake_outcome'))).toEqual(want);
    expect(byKey(await totals(manager, 'intake_outcome', '&filter[us_state][eq]=TX'))).toEqual(want);
  });
});
