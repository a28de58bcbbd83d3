import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { createLocation, createOrganizationWithMembers, createUser } from '../../../test/support/factories';
import { type Session, signIn } from '../../../test/support/http';
import { type SmtpTestServer, startSmtpTestServer } from '../../../test/support/smtp-server';
import { locations, outgoingEmails, users } from '../../db/schema/index';
import { type RunningWorker, startWorker } from '../../jobs/start-worker';

const APP_URL = 'http://portal.test';

describe('resource archivers', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let admin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ env: { APP_URL, SMTP_URL: smtp.url } });
    admin = await createUser(t.database.db, { systemAdmin: true, fullName: 'Avery Admin' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const archive = (session: Session, attributes: Record<string, unknown>) =>
    session.request({
      method: 'POST',
      url: '/api/v1/resource_archivers',
      payload: { data: { type: 'resource_archivers', attributes } },
    });
  const storedLocation = async (id: number) =>
    (await t.database.db.select().from(locations).where(eq(locations.id, id)))[0]!;
  const emailsTo = (address: string, template: string) =>
    t.database.db
      .select()
      .from(outgoingEmails)
      .where(and(eq(outgoingEmails.toAddress, address), eq(outgoingEmails.template, template)));

  describe('locations', () => {
    it('an admin deletes a location: archived, gone from the list, users moved to the primary location', async () => {
      const { organization, location, manager } = await createOrganizationWithMembers(t.database.db);
      const annex = await createLocation(t.database.db, organization.id, { name: 'North Annex' });
      await t.database.db.update(users).set({ locationId: annex.id }).where(eq(users.id, manager.id));
      const session = await signIn(t.app, admin.email);
      const response = await archive(session, { resource_type: 'location', resource_id: annex.id });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        meta: { archived: true, message: 'Deleted North Annex successfully' },
      });
      expect((await storedLocation(annex.id)).archivedAt).toEqual(t.clock.now());
      const list = await session.request({
        method: 'GET',
        url: `/api/v1/locations?filter[organization_id][eq]=${organization.id}`,
      });
      expect(list.json().data.map((l: { id: string }) => Number(l.id))).toEqual([location.id]);
      const [user] = await t.database.db.select().from(users).where(eq(users.id, manager.id));
      expect(user!.locationId).toBe(location.id);
    });

    it('accepts the camelCase keys the spec shows', async () => {
      const { organization } = await createOrganizationWithMembers(t.database.db);
      const annex = await createLocation(t.database.db, organization.id);
      const session = await signIn(t.app, admin.email);
      const response = await archive(session, { resourceType: 'Location', resourceId: String(annex.id) });
      expect(response.statusCode).toBe(201);
    });

    it('the primary location cannot be deleted (422)', async () => {
      const { location, manager } = await createOrganizationWithMembers(t.database.db);
      for (const email of [admin.email, manager.email]) {
        const response = await archive(await signIn(t.app, email), {
          resource_type: 'location',
          resource_id: location.id,
        });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors[0].detail).toBe('The primary location cannot be deleted.');
      }
      expect((await storedLocation(location.id)).archivedAt).toBeNull();
    });

    it('a manager’s delete deletes nothing and emails every active admin (outgoing_emails)', async () => {
      const { organization, manager } = await createOrganizationWithMembers(t.database.db);
      const annex = await createLocation(t.database.db, organization.id, { name: 'South Annex' });
      const retired = await createUser(t.database.db, {
        systemAdmin: true,
        archivedAt: new Date('2025-01-01'),
      });
      const session = await signIn(t.app, manager.email);
      const response = await archive(session, { resource_type: 'location', resource_id: annex.id });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({
        meta: {
          archived: false,
          message: 'SAC administrators have been notified that you would like this location deleted.',
        },
      });
      const stored = await storedLocation(annex.id);
      expect(stored.archivedAt).toBeNull();
      expect(stored.deletionRequestedAt).toEqual(t.clock.now());

      const [email] = await emailsTo(admin.email, 'request-location-deletion');
      expect(email!.subject).toBe(`Location deletion requested: South Annex (${organization.name})`);
      expect(email!.textBody).toContain(
        `${manager.fullName} (${manager.email}) would like the location South Annex`,
      );
      expect(email!.textBody).toContain(
        `Review the location: ${APP_URL}/organizations/${organization.id}/locations/${annex.id}`,
      );
      expect(await emailsTo(retired.email, 'request-location-deletion')).toEqual([]);
    });

    it('the request reaches an admin through SMTP with a link to the location', async () => {
      const worker: RunningWorker = await startWorker(t.database, t.config, {
        pollingIntervalSeconds: 0.5,
        stopTimeoutMs: 1_000,
      });
      try {
        const { organization, manager } = await createOrganizationWithMembers(t.database.db);
        const annex = await createLocation(t.database.db, organization.id, { name: 'Lakeside Annex' });
        const session = await signIn(t.app, manager.email);
        expect(
          (await archive(session, { resource_type: 'location', resource_id: annex.id })).statusCode,
        ).toBe(202);

        const received = await smtp.waitForEmail(
          (m) => m.to.includes(admin.email) && (m.subject ?? '').includes('Lakeside Annex'),
        );
        const link = /Review the location: (\S+)/.exec(received.text ?? '')?.[1];
        expect(link).toBe(`${APP_URL}/organizations/${organization.id}/locations/${annex.id}`);
        // The link's page loads the location the admin is asked about.
        const path = new URL(link!).pathname.split('/');
        const adminSession = await signIn(t.app, admin.email);
        const shown = await adminSession.request({ method: 'GET', url: `/api/v1/locations/${path[4]}` });
        expect(shown.json().data.attributes).toMatchObject({
          name: 'Lakeside Annex',
          organization_id: organization.id,
        });
      } finally {
        await worker.stop();
      }
    });

    it('a viewer is refused (403) and another organization’s manager sees nothing (404)', async () => {
      const { organization, viewer } = await createOrganizationWithMembers(t.database.db);
      const other = await createOrganizationWithMembers(t.database.db);
      const annex = await createLocation(t.database.db, organization.id);
      const target = { resource_type: 'location', resource_id: annex.id };
      expect((await archive(await signIn(t.app, viewer.email), target)).statusCode).toBe(403);
      expect((await archive(await signIn(t.app, other.manager.email), target)).statusCode).toBe(404);
      expect((await storedLocation(annex.id)).deletionRequestedAt).toBeNull();
    });
  });

  describe('users', () => {
    it('an admin archives a user, whose token stops working and who cannot sign in again', async () => {
      const { manager } = await createOrganizationWithMembers(t.database.db);
      const managerSession = await signIn(t.app, manager.email);
      const session = await signIn(t.app, admin.email);
      const response = await archive(session, { resource_type: 'user', resource_id: manager.id });
      expect(response.statusCode).toBe(201);
      expect(response.json().meta).toEqual({
        archived: true,
        message: `Deleted ${manager.fullName} successfully`,
      });
      const [stored] = await t.database.db.select().from(users).where(eq(users.id, manager.id));
      expect(stored!.archivedAt).toEqual(t.clock.now());
      expect((await managerSession.request({ method: 'GET', url: '/api/v1/organizations' })).statusCode).toBe(
        401,
      );
      await expect(signIn(t.app, manager.email)).rejects.toThrow();
      const archived = await session.request({
        method: 'GET',
        url: `/api/v1/users?filter[status][eq]=archived&filter[id][eq]=${manager.id}`,
      });
      expect(archived.json().data).toHaveLength(1);
    });

    it('only admins archive users; an admin does not archive themselves', async () => {
      const { manager, viewer } = await createOrganizationWithMembers(t.database.db);
      const managerSession = await signIn(t.app, manager.email);
      expect(
        (await archive(managerSession, { resource_type: 'user', resource_id: viewer.id })).statusCode,
      ).toBe(403);
      const self = await archive(await signIn(t.app, admin.email), {
        resource_type: 'user',
        resource_id: admin.id,
      });
      expect(self.statusCode).toBe(422);
      expect(self.json().errors[0].detail).toBe('You cannot archive yourself.');
      const [stored] = await t.database.db.select().from(users).where(eq(users.id, viewer.id));
      expect(stored!.archivedAt).toBeNull();
    });
  });

  it('answers hostile input with 400/422/404, never 500', async () => {
    const session = await signIn(t.app, admin.email);
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ data: [] }, 400],
      [{ data: { attributes: { resource_type: 'organization', resource_id: 1 } } }, 422],
      [{ data: { attributes: { resource_type: 'location', resource_id: 'abc' } } }, 422],
      [{ data: { attributes: { resource_type: 'location', resource_id: 1e30 } } }, 422],
      [{ data: { attributes: { resource_type: 'user', resource_id: -4 } } }, 422],
      [{ data: { attributes: { resource_type: 'location', resource_id: 2_000_000_000 } } }, 404],
      [{ data: { attributes: { resource_type: 'user', resource_id: 2_000_000_000 } } }, 404],
      [{ data: { attributes: { resource_type: ['location'], resource_id: { id: 1 } } } }, 422],
    ];
    for (const [payload, status] of cases) {
      const response = await session.request({
        method: 'POST',
        url: '/api/v1/resource_archivers',
        payload: payload as object,
      });
      expect([payload, response.statusCode]).toEqual([payload, status]);
    }
    const named = await archive(session, { resource_type: 'thing', resource_id: 'x' });
    expect(named.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      '/data/attributes/resource_type',
      '/data/attributes/resource_id',
    ]);
  });
});
