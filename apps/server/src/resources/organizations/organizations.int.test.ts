import { normalizePhoneNumber } from '@sac/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addCoalitionMember,
  addContributor,
  createCoalition,
  createOrganizationWithMembers,
  createUser,
} from '../../../test/support/factories';
import { jsonApi, type Session, signIn } from '../../../test/support/http';
import { organizations } from '../../db/schema/index';

describe('organizations', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.database.db, { systemAdmin: true });
  });
  afterAll(() => t.close());

  const patch = (session: Session, id: number, attributes: Record<string, unknown>) =>
    session.request({
      method: 'PATCH',
      url: `/api/v1/organizations/${id}`,
      payload: jsonApi('organizations', attributes, id),
    });
  const stored = async (id: number) =>
    (await t.database.db.select().from(organizations).where(eq(organizations.id, id)))[0]!;

  /** A valid US organization form, as the Details edit form sends it. */
  const details = {
    name: 'Riverside Animal Shelter',
    country: 'United States',
    organization_type: 'Government Animal Services',
    website_url: 'https://riverside.example.org',
    animal_species: ['canine', 'feline'],
    authorizer_name: 'Dana Cruz',
    authorizer_title: 'Director',
    authorizer_phone_number: '(512) 555-0100',
  };

  it("a coalition's manager reads a contributor's public fields, not its notes, contacts or budget", async () => {
    const db = t.database.db;
    const { organization, manager } = await createOrganizationWithMembers(db);
    const privateFields = {
      notes: 'Board dispute, call before visiting',
      aap_id: 'AAP-77',
      authorizer_email: 'director@private.example.org',
      annual_operating_budget: '$250,000 - $499,999',
    };
    await db
      .update(organizations)
      .set({
        notes: privateFields.notes,
        aapId: privateFields.aap_id,
        authorizerEmail: privateFields.authorizer_email,
        annualOperatingBudget: privateFields.annual_operating_budget,
      })
      .where(eq(organizations.id, organization.id));
    const coalition = await createCoalition(db);
    await addContributor(db, coalition.id, organization.id);
    const coalitionManager = await createUser(db);
    await addCoalitionMember(db, coalitionManager.id, coalition.id);
    const read = async (email: string) =>
      (
        await (
          await signIn(t.app, email)
        ).request({
          method: 'GET',
          url: `/api/v1/organizations/${organization.id}`,
        })
      ).json().data.attributes;

    const seenByCoalition = await read(coalitionManager.email);
    expect(seenByCoalition.name).toBe(organization.name);
    expect(seenByCoalition.ein).toBe(organization.ein);
    for (const field of [...Object.keys(privateFields), 'authorizer_name', 'authorizer_phone_number']) {
      expect(seenByCoalition).not.toHaveProperty(field);
    }
    const seenByMember = await read(manager.email);
    const seenByAdmin = await read(admin.email);
    for (const [field, value] of Object.entries(privateFields)) {
      expect(seenByMember[field]).toBe(value);
      expect(seenByAdmin[field]).toBe(value);
    }
  });

  it('lists every organization for an admin, only their own for a manager', async () => {
    const mine = await createOrganizationWithMembers(t.database.db);
    const other = await createOrganizationWithMembers(t.database.db);
    const managerSession = await signIn(t.app, mine.manager.email);
    const list = await managerSession.request({
      method: 'GET',
      url: '/api/v1/organizations?page[size]=1000',
    });
    expect(list.json().data.map((o: { id: string }) => Number(o.id))).toEqual([mine.organization.id]);
    const hidden = await managerSession.request({
      method: 'GET',
      url: `/api/v1/organizations/${other.organization.id}`,
    });
    expect(hidden.statusCode).toBe(404);

    const adminSession = await signIn(t.app, admin.email);
    const all = await adminSession.request({ method: 'GET', url: '/api/v1/organizations?page[size]=1000' });
    const ids = all.json().data.map((o: { id: string }) => Number(o.id));
    expect(ids).toEqual(expect.arrayContaining([mine.organization.id, other.organization.id]));
  });

  it('a manager saves their organization’s details and they read back', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const response = await patch(session, organization.id, {
      ...details,
      communications_opt_in: false,
      searchable_opt_in: false,
      media_opt_in: false,
    });
    expect(response.statusCode).toBe(200);
    const reread = await session.request({ method: 'GET', url: `/api/v1/organizations/${organization.id}` });
    expect(reread.json().data.attributes).toMatchObject({
      name: 'Riverside Animal Shelter',
      website_url: 'https://riverside.example.org',
      animal_species: ['canine', 'feline'],
      authorizer_phone_number: normalizePhoneNumber('(512) 555-0100'),
      communications_opt_in: false,
      searchable_opt_in: false,
      media_opt_in: false,
    });
    expect(reread.json().data.meta).toMatchObject({ can_update: true });
  });

  it('the Sharing Permissions tab saves the three opt-ins alone, even when other stored details are incomplete', async () => {
    // The factory's organization has no authorizer: an unrelated stored gap does not block the opt-ins.
    const { organization, manager, viewer } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const response = await patch(session, organization.id, {
      communications_opt_in: false,
      searchable_opt_in: true,
      media_opt_in: false,
    });
    expect(response.statusCode).toBe(200);
    expect(await stored(organization.id)).toMatchObject({
      communicationsOptIn: false,
      searchableOptIn: true,
      mediaOptIn: false,
    });
    const viewerSession = await signIn(t.app, viewer.email);
    expect((await patch(viewerSession, organization.id, { media_opt_in: true })).statusCode).toBe(403);
    expect((await stored(organization.id)).mediaOptIn).toBe(false);
  });

  it('a viewer edits nothing (403) and a manager of another organization does not even see it (404)', async () => {
    const { organization, viewer } = await createOrganizationWithMembers(t.database.db);
    const other = await createOrganizationWithMembers(t.database.db);
    const viewerSession = await signIn(t.app, viewer.email);
    expect((await patch(viewerSession, organization.id, { name: 'Hacked' })).statusCode).toBe(403);
    const otherSession = await signIn(t.app, other.manager.email);
    expect((await patch(otherSession, organization.id, { name: 'Hacked' })).statusCode).toBe(404);
    expect((await stored(organization.id)).name).toBe(organization.name);
  });

  it('a coalition manager who sees a contributor cannot edit it', async () => {
    const { organization } = await createOrganizationWithMembers(t.database.db);
    const coalition = await createCoalition(t.database.db);
    await addContributor(t.database.db, coalition.id, organization.id);
    const coordinator = await createUser(t.database.db);
    await addCoalitionMember(t.database.db, coordinator.id, coalition.id, 'coalition_manager');
    const session = await signIn(t.app, coordinator.email);
    expect(
      (await session.request({ method: 'GET', url: `/api/v1/organizations/${organization.id}` })).statusCode,
    ).toBe(200);
    expect((await patch(session, organization.id, { searchable_opt_in: false })).statusCode).toBe(403);
  });

  it('refuses admin-only fields from a manager with a 403 naming them, and stores nothing', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const response = await patch(session, organization.id, {
      name: 'Renamed',
      ein: '987654321',
      aap_id: 'AAP-1',
      notes: 'note',
      iod_api_active: 'active',
    });
    expect(response.statusCode).toBe(403);
    const errors = response.json().errors;
    expect(errors[0].detail).toBe('Only administrators may change ein, aap_id, notes, iod_api_active.');
    expect(errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      '/data/attributes/ein',
      '/data/attributes/aap_id',
      '/data/attributes/notes',
      '/data/attributes/iod_api_active',
    ]);
    expect((await stored(organization.id)).name).toBe(organization.name);
  });

  it('accepts admin-only fields sent back unchanged by a manager (the edit form sends them all)', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const response = await patch(session, organization.id, {
      name: 'Same Fields',
      ein: organization.ein,
      business_number: null,
      aap_id: '',
      notes: null,
      iod_api_active: 'inactive',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.name).toBe('Same Fields');
  });

  it('an admin sets the admin-only fields and they persist', async () => {
    const { organization } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, admin.email);
    const response = await patch(session, organization.id, {
      ein: '12-3456789',
      aap_id: 'AAP-77',
      notes: 'Called in May',
      iod_api_active: 'active',
    });
    expect(response.statusCode).toBe(200);
    expect(await stored(organization.id)).toMatchObject({
      ein: '123456789',
      aapId: 'AAP-77',
      notes: 'Called in May',
      iodApiActive: 'active',
    });
  });

  it('answers 422 naming the field with the domain texts', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const response = await patch(session, organization.id, {
      name: ' ',
      website_url: 'ftp://nope',
      organization_type: 'Zoo',
      authorizer_phone_number: '12',
      status: '',
    });
    expect(response.statusCode).toBe(422);
    const byField = Object.fromEntries(
      response
        .json()
        .errors.map((e: { source: { pointer: string }; detail: string }) => [e.source.pointer, e.detail]),
    );
    expect(byField).toEqual({
      '/data/attributes/name': 'Organization name is required',
      '/data/attributes/website_url': 'Invalid URL: Include https:// prefix to your URL',
      '/data/attributes/organization_type': 'Select an organization type',
      '/data/attributes/authorizer_phone_number': 'Invalid phone number',
      '/data/attributes/status': 'Status is required',
    });
  });

  it('requires the external id when the API option is yes, and stamps the option’s change', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const missing = await patch(session, organization.id, { iod_api_option: 'yes' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([
      expect.objectContaining({
        detail: 'Software unique identifier is required',
        source: { pointer: '/data/attributes/external_id' },
      }),
    ]);

    t.clock.advance(90_000);
    const expected = t.clock.now().toISOString();
    const saved = await patch(session, organization.id, { iod_api_option: 'yes', external_id: 'SL-42' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.attributes).toMatchObject({
      iod_api_option: 'yes',
      external_id: 'SL-42',
      iod_api_option_updated: expected,
    });
    const unchanged = await patch(session, organization.id, { iod_api_option: 'yes', external_id: 'SL-43' });
    expect(unchanged.json().data.attributes.iod_api_option_updated).toBe(expected);
  });

  it('asks the confirmation of a changed authorizer email', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const missing = await patch(session, organization.id, { authorizer_email: 'new@example.org' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0]).toMatchObject({
      detail: 'Confirm the email',
      source: { pointer: '/data/attributes/authorizer_email_confirmation' },
    });
    const different = await patch(session, organization.id, {
      authorizer_email: 'new@example.org',
      authorizer_email_confirmation: 'other@example.org',
    });
    expect(different.statusCode).toBe(422);
    expect(different.json().errors[0].detail).toBe('Emails do not match');

    const saved = await patch(session, organization.id, {
      authorizer_email: 'new@example.org',
      authorizer_email_confirmation: 'NEW@example.org',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.attributes.authorizer_email).toBe('new@example.org');
    expect(saved.json().data.attributes).not.toHaveProperty('authorizer_email_confirmation');
    // Unchanged, it needs no confirmation.
    expect((await patch(session, organization.id, { authorizer_email: 'new@example.org' })).statusCode).toBe(
      200,
    );
  });

  describe('status', () => {
    it('a manager pauses, closes and reopens as registered, but cannot confirm an unauthorized organization', async () => {
      const { organization, manager } = await createOrganizationWithMembers(t.database.db);
      await t.database.db
        .update(organizations)
        .set({ status: 'registered' })
        .where(eq(organizations.id, organization.id));
      const session = await signIn(t.app, manager.email);
      for (const status of ['paused', 'closed', 'registered']) {
        const response = await patch(session, organization.id, { status });
        expect(response.statusCode).toBe(200);
        expect((await stored(organization.id)).status).toBe(status);
      }
      const confirm = await patch(session, organization.id, { status: 'confirmed' });
      expect(confirm.statusCode).toBe(403);
      expect(confirm.json().errors[0]).toMatchObject({
        detail:
          'Only administrators may confirm an organization; it is confirmed by the emailed authorization.',
        source: { pointer: '/data/attributes/status' },
      });
      expect((await stored(organization.id)).status).toBe('registered');
    });

    it('a manager keeps confirmed, and returns a paused organization that was authorized to confirmed', async () => {
      const { organization, manager } = await createOrganizationWithMembers(t.database.db);
      await t.database.db
        .update(organizations)
        .set({ authorizedAt: new Date('2024-02-01T00:00:00Z') })
        .where(eq(organizations.id, organization.id));
      const session = await signIn(t.app, manager.email);
      expect((await patch(session, organization.id, { status: 'confirmed' })).statusCode).toBe(200);
      expect((await patch(session, organization.id, { status: 'paused' })).statusCode).toBe(200);
      expect((await patch(session, organization.id, { status: 'confirmed' })).statusCode).toBe(200);
      expect((await stored(organization.id)).status).toBe('confirmed');
    });

    it('an admin sets any status; nobody sets imported', async () => {
      const { organization } = await createOrganizationWithMembers(t.database.db);
      const session = await signIn(t.app, admin.email);
      for (const status of ['registered', 'confirmed', 'closed', 'paused']) {
        expect((await patch(session, organization.id, { status })).statusCode).toBe(200);
      }
      const imported = await patch(session, organization.id, { status: 'imported' });
      expect(imported.statusCode).toBe(422);
      expect(imported.json().errors[0].source.pointer).toBe('/data/attributes/status');
      expect((await stored(organization.id)).status).toBe('paused');
    });
  });

  it('answers hostile input with 400/422, never 500', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const cases: [Record<string, unknown>, number][] = [
      [{ animal_species: 'canine' }, 422],
      [{ animal_species: ['dragon'] }, 422],
      [{ incorporated_on: '2024-13-45' }, 422],
      [{ name: 'x'.repeat(100_000) }, 422],
      [{ name: 'nul\u0000byte' }, 422],
      [{ communications_opt_in: 'yes' }, 422],
      [{ iod_api_option: null }, 422],
      [{ iod_api_option: '' }, 200],
      [{ status: null }, 422],
      [{ locations_count: 3 }, 400],
      [{ authorization_token_hash: 'x' }, 400],
      [{ name: { $ne: 1 } }, 422],
    ];
    for (const [attributes, status] of cases) {
      const response = await patch(session, organization.id, attributes);
      expect([JSON.stringify(attributes).slice(0, 60), response.statusCode]).toEqual([
        JSON.stringify(attributes).slice(0, 60),
        status,
      ]);
    }
    const wrongType = await session.request({
      method: 'PATCH',
      url: `/api/v1/organizations/${organization.id}`,
      payload: { data: { type: 'locations', id: String(organization.id), attributes: {} } },
    });
    expect(wrongType.statusCode).toBe(409);
  });
});
