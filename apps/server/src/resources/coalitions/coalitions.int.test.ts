/** GET/POST/PUT /api/v1/coalitions (002 §2.2–§2.4, §2.7, §7) through HTTP on a real database. */
import {
  COALITION_MESSAGES as CM,
  VALIDATION_MESSAGES as M,
  ORGANIZATION_RULE_MESSAGES as R,
} from '@sac/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addCoalitionMember,
  addContributor,
  addOrganizationMember,
  createCoalition,
  createOrganizationWithMembers,
  createUser,
} from '../../../test/support/factories';
import { jsonApi, type Session, signIn } from '../../../test/support/http';
import { coalitions, userMemberships } from '../../db/schema/index';

type Doc = { id: string; attributes: Record<string, unknown>; meta?: Record<string, unknown> };

const validCoalition = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hill Country Coalition',
  country: 'United States',
  description: 'Shelters of the Hill Country.',
  data_used: 'Intake and outcome data',
  data_use_agreement: true,
  operating_region_type: 'Multi-State/Multi-Province',
  operating_region: ['TX', 'OK'],
  all_intake_outcome_data_request: true,
  all_community_service_data_request: false,
  ...overrides,
});

describe('coalitions', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let adminSession: Session;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.database.db, { systemAdmin: true });
    adminSession = await signIn(t.app, admin.email);
  });
  afterAll(() => t.close());

  const get = async (session: Session, url: string) => {
    const response = await session.request({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: Doc[];
      included?: Doc[];
      meta: { stats?: { total: { count: number } } };
    };
  };
  const ids = (docs: Doc[]) => docs.map((d) => Number(d.id));
  const create = (session: Session, attributes: Record<string, unknown>) =>
    session.request({
      method: 'POST',
      url: '/api/v1/coalitions',
      payload: jsonApi('coalitions', attributes),
    });
  const put = (session: Session, id: number, attributes: Record<string, unknown>, method = 'PUT' as const) =>
    session.request({
      method,
      url: `/api/v1/coalitions/${id}`,
      payload: jsonApi('coalitions', attributes, id),
    });
  const stored = async (id: number) =>
    (await t.database.db.select().from(coalitions).where(eq(coalitions.id, id)))[0]!;
  const errorsOf = (response: { json(): { errors: { source?: { pointer?: string }; detail: string }[] } }) =>
    Object.fromEntries(
      response
        .json()
        .errors.map((e) => [String(e.source?.pointer).replace('/data/attributes/', ''), e.detail]),
    );

  describe('create', () => {
    it('any signed-in user creates a draft and becomes its manager with the agreement and its time', async () => {
      const user = await createUser(t.database.db);
      const session = await signIn(t.app, user.email);
      const response = await create(session, validCoalition());
      expect(response.statusCode, response.body).toBe(201);
      const data = response.json().data as Doc;
      expect(data.attributes).toMatchObject({
        name: 'Hill Country Coalition',
        status: 'draft',
        operating_region: ['TX', 'OK'],
        data_use_agreement: true,
        data_use_timestamp: t.clock.now().toISOString(),
        user_role: 'coalition_manager',
      });
      const row = await stored(Number(data.id));
      expect(row).toMatchObject({ status: 'draft', dataUseAgreement: true, createdByUserId: user.id });
      expect(row.dataUseTimestamp).toEqual(t.clock.now());
      const memberships = await t.database.db
        .select()
        .from(userMemberships)
        .where(eq(userMemberships.coalitionId, row.id));
      expect(memberships).toHaveLength(1);
      expect(memberships[0]).toMatchObject({
        userId: user.id,
        role: 'coalition_manager',
        status: 'active',
        dataUseAgreement: true,
      });
      // The new manager edits it from the next request on.
      const edit = await put(session, row.id, { description: 'Updated.' });
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json().data.meta).toMatchObject({ can_update: true, can_administer: false });
    });

    it('refuses with the form’s texts, one error per attribute, and stores nothing', async () => {
      const user = await createUser(t.database.db);
      const session = await signIn(t.app, user.email);
      const before = (await t.database.db.select().from(coalitions)).length;
      const empty = await create(session, {});
      expect(empty.statusCode).toBe(422);
      expect(errorsOf(empty)).toEqual({
        name: M.nameRequired,
        country: M.countryRequired,
        description: M.descriptionRequired,
        data_used: M.required,
        data_use_agreement: M.required,
        operating_region_type: M.geographicAreaRequired,
      });
      const noAgreement = await create(session, validCoalition({ data_use_agreement: false }));
      expect(errorsOf(noAgreement)).toEqual({ data_use_agreement: M.required });
      const noRegion = await create(
        session,
        validCoalition({ operating_region_type: 'Statewide/Provincewide', operating_region: [] }),
      );
      expect(errorsOf(noRegion)).toEqual({ operating_region: M.regionRequired });
      const twoForOne = await create(
        session,
        validCoalition({ operating_region_type: 'Statewide', operating_region: ['TX', 'OK'] }),
      );
      expect(errorsOf(twoForOne)).toEqual({ operating_region: M.singleRegion });
      const tooLong = await create(session, validCoalition({ name: 'n'.repeat(201), data_used: ' ' }));
      expect(errorsOf(tooLong)).toEqual({ name: 'Must be at most 200 characters', data_used: M.required });
      const longRegion = await create(session, validCoalition({ operating_region: ['x'.repeat(201)] }));
      expect(errorsOf(longRegion)).toEqual({ operating_region: 'Must be at most 200 characters' });
      const longText = await create(session, validCoalition({ description: 'd'.repeat(5001) }));
      expect(errorsOf(longText)).toEqual({ description: 'Must be at most 5,000 characters' });
      const wrongTypes = await create(session, validCoalition({ name: 42, operating_region: 'TX' }));
      expect(wrongTypes.statusCode).toBe(422);
      expect(Object.keys(errorsOf(wrongTypes)).sort()).toEqual(['name', 'operating_region']);
      const unknown = await create(session, validCoalition({ owner_id: 1 }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors[0].source.pointer).toBe('/data/attributes/owner_id');
      const readOnly = await create(session, validCoalition({ data_use_timestamp: '2020-01-01T00:00:00Z' }));
      expect(readOnly.statusCode).toBe(400);
      const nul = await create(session, validCoalition({ name: 'bad\u0000name' }));
      expect(nul.statusCode).toBeGreaterThanOrEqual(400);
      expect(nul.statusCode).toBeLessThan(500);
      expect((await t.database.db.select().from(coalitions)).length).toBe(before);
    });

    it('International and National keep no region; a non-admin cannot choose the status', async () => {
      const user = await createUser(t.database.db);
      const session = await signIn(t.app, user.email);
      const national = await create(
        session,
        validCoalition({ operating_region_type: 'National', operating_region: ['TX'] }),
      );
      expect(national.statusCode).toBe(201);
      expect(national.json().data.attributes.operating_region).toEqual([]);
      const active = await create(session, validCoalition({ status: 'active' }));
      expect(active.statusCode).toBe(403);
      expect(active.json().errors[0]).toMatchObject({
        detail: R.adminOnlyFields(['status']),
        source: { pointer: '/data/attributes/status' },
      });
      const adminActive = await create(adminSession, validCoalition({ status: 'active' }));
      expect(adminActive.statusCode).toBe(201);
      expect(adminActive.json().data.attributes.status).toBe('active');
      expect((await create(adminSession, validCoalition({ status: 'open' }))).statusCode).toBe(422);
    });
  });

  describe('update', () => {
    it('managers and admins edit; viewers, contributors and others are refused; nothing changes', async () => {
      const coalition = await createCoalition(t.database.db, { name: 'Edit Me' });
      const manager = await createUser(t.database.db);
      const viewer = await createUser(t.database.db);
      await addCoalitionMember(t.database.db, manager.id, coalition.id, 'coalition_manager');
      await addCoalitionMember(t.database.db, viewer.id, coalition.id, 'coalition_viewer');
      const contributor = await createOrganizationWithMembers(t.database.db);
      await addContributor(t.database.db, coalition.id, contributor.organization.id);
      const unagreed = await createUser(t.database.db);
      await addCoalitionMember(t.database.db, unagreed.id, coalition.id, 'coalition_manager', false);
      for (const who of [viewer, contributor.manager, unagreed, await createUser(t.database.db)]) {
        const response = await put(await signIn(t.app, who.email), coalition.id, { name: 'Taken over' });
        expect(response.statusCode).toBe(403);
      }
      expect((await stored(coalition.id)).name).toBe('Edit Me');
      const response = await put(await signIn(t.app, manager.email), coalition.id, {
        name: '  Edited  ',
        operating_region_type: 'International',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await stored(coalition.id)).toMatchObject({
        name: 'Edited',
        operatingRegionType: 'International',
        operatingRegion: [],
      });
      const patched = await put(adminSession, coalition.id, { name: 'By admin' }, 'PATCH' as 'PUT');
      expect(patched.statusCode).toBe(200);
      expect((await stored(coalition.id)).name).toBe('By admin');
    });

    it('only admins change the status: activation, closing, re-activation', async () => {
      const coalition = await createCoalition(t.database.db, { status: 'draft' });
      const manager = await createUser(t.database.db);
      await addCoalitionMember(t.database.db, manager.id, coalition.id, 'coalition_manager');
      const managerSession = await signIn(t.app, manager.email);
      const refused = await put(managerSession, coalition.id, { status: 'active' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].source.pointer).toBe('/data/attributes/status');
      // Sending the status unchanged (the edit form sends every attribute) is no change.
      expect(
        (await put(managerSession, coalition.id, { status: 'draft', name: 'Same status' })).statusCode,
      ).toBe(200);
      expect((await put(adminSession, coalition.id, { status: 'active' })).statusCode).toBe(200);
      expect((await stored(coalition.id)).status).toBe('active');
      expect((await put(adminSession, coalition.id, { status: 'nope' })).statusCode).toBe(422);
    });

    it('keeps the first acknowledgement’s time and refuses withdrawing it', async () => {
      const coalition = await createCoalition(t.database.db, {
        dataUseAgreement: true,
        dataUseTimestamp: new Date('2024-02-02T00:00:00Z'),
      });
      const response = await put(adminSession, coalition.id, { data_use_agreement: true });
      expect(response.statusCode).toBe(200);
      expect((await stored(coalition.id)).dataUseTimestamp).toEqual(new Date('2024-02-02T00:00:00Z'));
      const withdrawn = await put(adminSession, coalition.id, { data_use_agreement: false });
      expect(withdrawn.statusCode).toBe(422);
      expect(errorsOf(withdrawn)).toEqual({ data_use_agreement: M.required });
      const draft = await createCoalition(t.database.db, { status: 'draft' });
      await put(adminSession, draft.id, { data_use_agreement: true });
      expect(await stored(draft.id)).toMatchObject({
        dataUseAgreement: true,
        dataUseTimestamp: t.clock.now(),
      });
    });

    it('checks the region against the stored type, and a region type change clears or requires it', async () => {
      const coalition = await createCoalition(t.database.db, {
        operatingRegionType: 'Statewide/Provincewide',
        operatingRegion: ['TX'],
      });
      const two = await put(adminSession, coalition.id, { operating_region: ['TX', 'NM'] });
      expect(errorsOf(two)).toEqual({ operating_region: M.singleRegion });
      const community = await put(adminSession, coalition.id, {
        operating_region_type: 'Community',
        operating_region: [],
      });
      expect(errorsOf(community)).toEqual({ operating_region: M.regionRequired });
      const multi = await put(adminSession, coalition.id, {
        operating_region_type: 'Multi-State (2 or more)',
        operating_region: ['TX', 'NM'],
      });
      expect(multi.statusCode).toBe(200);
      expect((await stored(coalition.id)).operatingRegion).toEqual(['TX', 'NM']);
    });
    it('refuses hostile edits with 4xx naming the field, and stores nothing', async () => {
      const coalition = await createCoalition(t.database.db, { name: 'Steady' });
      const before = await stored(coalition.id);
      const cases: [Record<string, unknown>, number, string][] = [
        [{ name: 'a\u0000b' }, 400, ''],
        [{ name: 'n'.repeat(201) }, 422, 'name'],
        [{ description: ['not', 'text'] }, 422, 'description'],
        [{ operating_region: [1, 2] }, 422, 'operating_region'],
        [{ operating_region: Array.from({ length: 201 }, () => 'TX') }, 422, 'operating_region'],
        [{ all_intake_outcome_data_request: 'yes' }, 422, 'all_intake_outcome_data_request'],
        [{ created_by_user_id: 1 }, 400, 'created_by_user_id'],
        [{ archived_at: null }, 400, 'archived_at'],
        [{ user_role: 'coalition_manager' }, 400, 'user_role'],
        [{ status: 7 }, 422, 'status'],
      ];
      for (const [attributes, status, field] of cases) {
        const response = await put(adminSession, coalition.id, attributes);
        expect(response.statusCode, JSON.stringify(attributes)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, JSON.stringify(attributes)).toBeLessThan(500);
        if (field) {
          expect(response.statusCode, JSON.stringify(attributes)).toBe(status);
          expect(response.json().errors[0].source.pointer).toBe(`/data/attributes/${field}`);
        }
      }
      const garbage = await adminSession.request({
        method: 'PUT',
        url: `/api/v1/coalitions/${coalition.id}`,
        headers: { 'content-type': 'application/vnd.api+json' },
        payload: '{"data":{"type":"coalitions","id":"x","attributes":[]}}',
      });
      expect(garbage.statusCode).toBeGreaterThanOrEqual(400);
      expect(garbage.statusCode).toBeLessThan(500);
      expect(await stored(coalition.id)).toEqual(before);
      const missing = await put(adminSession, 2_000_000_000, { name: 'x' });
      expect(missing.statusCode).toBe(404);
      expect(
        (await put(adminSession, 'abc' as unknown as number, { name: 'x' })).statusCode,
      ).toBeGreaterThanOrEqual(400);
    });
  });

  describe('lists and show', () => {
    it('hides closed coalitions from non-admins’ lists but opens one by id', async () => {
      const closed = await createCoalition(t.database.db, { name: 'Closed Zeta', status: 'closed' });
      const user = await createUser(t.database.db);
      const session = await signIn(t.app, user.email);
      const list = await get(session, '/api/v1/coalitions?filter[search]=Closed Zeta');
      expect(list.data).toEqual([]);
      const asAdmin = await get(adminSession, '/api/v1/coalitions?filter[search]=Closed Zeta');
      expect(ids(asAdmin.data)).toEqual([closed.id]);
      const notClosed = await get(
        adminSession,
        '/api/v1/coalitions?filter[search]=Closed Zeta&filter[status][not_eq]=closed',
      );
      expect(notClosed.data).toEqual([]);
      const show = await session.request({ method: 'GET', url: `/api/v1/coalitions/${closed.id}` });
      expect(show.statusCode).toBe(200);
      expect(show.json().data.attributes.status).toBe('closed');
      expect(show.json().data.meta).toEqual({ can_update: false, can_administer: false });
      expect(CM.closed('x')).toContain('closed');
    });

    it('filters by search, country, region type, regions; pages; counts; organizations_count', async () => {
      const tag = `Filter${Date.now()}`;
      const a = await createCoalition(t.database.db, {
        name: `${tag} Alpha`,
        country: 'United States',
        operatingRegionType: 'Statewide',
        operatingRegion: ['TX'],
      });
      const b = await createCoalition(t.database.db, {
        name: `${tag} Beta`,
        country: 'Canada',
        operatingRegionType: 'Provincewide',
        operatingRegion: ['ON'],
      });
      const c = await createCoalition(t.database.db, {
        name: `${tag} Gamma`,
        country: 'United States',
        operatingRegionType: 'Multi-State (2 or more)',
        operatingRegion: ['CA', 'NV'],
      });
      for (const status of ['active', 'active', 'requested', 'rejected']) {
        const { organization } = await createOrganizationWithMembers(t.database.db);
        await addContributor(t.database.db, a.id, organization.id, { status });
      }
      const user = await createUser(t.database.db);
      const session = await signIn(t.app, user.email);
      const base = `/api/v1/coalitions?filter[search]=${tag}`;
      expect(ids((await get(session, base)).data)).toEqual([a.id, b.id, c.id]);
      expect(ids((await get(session, `${base}&filter[country][eq]=canada`)).data)).toEqual([b.id]);
      expect(ids((await get(session, `${base}&filter[operating_region_type][eq]=Statewide`)).data)).toEqual([
        a.id,
      ]);
      expect(ids((await get(session, `${base}&filter[operating_regions][eq]=tx,NV`)).data)).toEqual([
        a.id,
        c.id,
      ]);
      const paged = await get(session, `${base}&page[size]=2&page[number]=2&stats[total]=count`);
      expect(ids(paged.data)).toEqual([c.id]);
      expect(paged.meta.stats?.total.count).toBe(3);
      const counted = await get(session, `${base}&extra_fields[coalitions]=organizations_count`);
      expect(counted.data.map((d) => d.attributes.organizations_count)).toEqual([2, 0, 0]);
      const bad = await session.request({ method: 'GET', url: `${base}&filter[for_user][eq]=abc` });
      expect(bad.statusCode).toBe(400);
    });

    it('user_role and user_status are the requester’s own; for_user and for_organization', async () => {
      const tag = `Mine${Date.now()}`;
      const [managed, viewed, requested, declined, unagreed, other] = await Promise.all(
        ['Managed', 'Viewed', 'Requested', 'Declined', 'Unagreed', 'Other'].map((n) =>
          createCoalition(t.database.db, { name: `${tag} ${n}` }),
        ),
      );
      const { organization, manager } = await createOrganizationWithMembers(t.database.db);
      await addCoalitionMember(t.database.db, manager.id, managed!.id, 'coalition_manager');
      await addCoalitionMember(t.database.db, manager.id, viewed!.id, 'coalition_viewer');
      await addCoalitionMember(t.database.db, manager.id, unagreed!.id, 'coalition_viewer', false);
      await addContributor(t.database.db, requested!.id, organization.id, { status: 'requested' });
      await addContributor(t.database.db, declined!.id, organization.id, { status: 'rejected' });
      await addContributor(t.database.db, viewed!.id, organization.id, { status: 'active' });
      const session = await signIn(t.app, manager.email);
      const all = await get(session, `/api/v1/coalitions?filter[search]=${tag}`);
      const byName = Object.fromEntries(
        all.data.map((d) => [String(d.attributes.name).replace(`${tag} `, ''), d.attributes]),
      );
      expect(byName.Managed).toMatchObject({ user_role: 'coalition_manager', user_status: null });
      expect(byName.Viewed).toMatchObject({ user_role: 'coalition_viewer', user_status: 'active' });
      expect(byName.Unagreed).toMatchObject({ user_role: null, user_status: null });
      expect(byName.Requested).toMatchObject({ user_role: null, user_status: 'requested' });
      expect(byName.Declined).toMatchObject({ user_role: null, user_status: 'rejected' });
      expect(byName.Other).toMatchObject({ user_role: null, user_status: null });
      // Another user sees their own (none) on the same rows.
      const stranger = await signIn(t.app, (await createUser(t.database.db)).email);
      const theirs = await get(stranger, `/api/v1/coalitions?filter[search]=${tag}`);
      expect(
        theirs.data.every((d) => d.attributes.user_role === null && d.attributes.user_status === null),
      ).toBe(true);

      const mine = await get(
        session,
        `/api/v1/coalitions?filter[search]=${tag}&filter[for_user][eq]=${manager.id}`,
      );
      expect(ids(mine.data).sort()).toEqual([managed!.id, viewed!.id, requested!.id, unagreed!.id].sort());
      // Nobody but an admin lists someone else's coalitions.
      const spying = await get(stranger, `/api/v1/coalitions?filter[for_user][eq]=${manager.id}`);
      expect(spying.data).toEqual([]);
      const byAdmin = await get(
        adminSession,
        `/api/v1/coalitions?filter[search]=${tag}&filter[for_user][eq]=${manager.id}`,
      );
      expect(byAdmin.data).toHaveLength(4);

      const forOrganization = `/api/v1/coalitions?filter[search]=${tag}&filter[for_organization][eq]=${organization.id}`;
      expect(ids((await get(adminSession, forOrganization)).data).sort()).toEqual(
        [requested!.id, declined!.id, viewed!.id].sort(),
      );
      expect(ids((await get(session, forOrganization)).data)).toHaveLength(3);
      expect((await get(stranger, forOrganization)).data).toEqual([]);
      expect(other).toBeDefined();

      // The organization's membership per coalition, for the row actions.
      const included = await get(
        session,
        `/api/v1/coalitions?filter[search]=${tag}&include=coalition_memberships&filter[coalition_memberships.organization_id][eq]=${organization.id}`,
      );
      expect(
        (included.included ?? []).map((d) => [d.attributes.coalition_id, d.attributes.status]).sort(),
      ).toEqual(
        [
          [declined!.id, 'rejected'],
          [requested!.id, 'requested'],
          [viewed!.id, 'active'],
        ].sort(),
      );
    });

    it('answers hostile list queries with 4xx or an empty page, never 500', async () => {
      const session = await signIn(t.app, (await createUser(t.database.db)).email);
      for (const query of [
        'filter[search]=%00',
        'filter[operating_regions][eq]=%00',
        `filter[operating_regions][eq]=${'TX,'.repeat(2000)}`,
        'filter[for_user][eq]=99999999999999999999',
        'filter[for_organization][eq]=-1',
        'filter[status][not_eq]=closed&filter[status][not_eq]=draft',
        'filter[user_role][eq]=coalition_manager',
        'sort=user_role',
        'page[size]=100000',
        'include=coalition_memberships.organization.users',
        `filter[search]=${'x'.repeat(10000)}`,
      ]) {
        const response = await session.request({ method: 'GET', url: `/api/v1/coalitions?${query}` });
        expect(response.statusCode, query).toBeLessThan(500);
      }
    });

    it('an organization member sees the working location’s organization’s status first', async () => {
      const coalition = await createCoalition(t.database.db);
      const first = await createOrganizationWithMembers(t.database.db);
      const second = await createOrganizationWithMembers(t.database.db);
      await addOrganizationMember(t.database.db, first.manager.id, second.organization.id);
      await addContributor(t.database.db, coalition.id, first.organization.id, { status: 'requested' });
      await addContributor(t.database.db, coalition.id, second.organization.id, { status: 'active' });
      const session = await signIn(t.app, first.manager.email);
      const show = await session.request({ method: 'GET', url: `/api/v1/coalitions/${coalition.id}` });
      expect(show.json().data.attributes.user_status).toBe('requested');
    });
  });
});
