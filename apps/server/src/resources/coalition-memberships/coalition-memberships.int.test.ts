/**
 * The coalition membership lifecycle through the API (002 §4, §7 Membership): request, invite, accept,
 * reject, remind with its 60-day cooldown, removal, sharing, leaving, update_sharing; each side only its own
 * actions; the emails to the other side's managers; hostile input refused naming the field, nothing stored.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addCoalitionMember,
  addContributor,
  createCoalition,
  createOrganizationWithMembers,
  createUser,
} from '../../../test/support/factories';
import { type Session, signIn } from '../../../test/support/http';
import { coalitionMemberships, organizations, outgoingEmails } from '../../db/schema/index';

const DAY = 24 * 60 * 60 * 1000;
const START = '2025-06-15T12:00:00Z';

describe('coalition memberships', () => {
  let t: TestApp;
  let admin: Session;
  let coalitionManager: Session;
  let coalitionViewer: Session;
  let coalitionId: number;
  let coalitionName: string;
  let managerEmail: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const coalition = await createCoalition(db, { name: 'Lifecycle Coalition' });
    coalitionId = coalition.id;
    coalitionName = coalition.name;
    const manager = await createUser(db, { fullName: 'Cora Coalition' });
    managerEmail = manager.email;
    await addCoalitionMember(db, manager.id, coalitionId, 'coalition_manager');
    const viewer = await createUser(db);
    await addCoalitionMember(db, viewer.id, coalitionId, 'coalition_viewer');
    const adminUser = await createUser(db, { systemAdmin: true });
    emails = { admin: adminUser.email, manager: manager.email, viewer: viewer.email };
    await signInAll();
  }, 60_000);
  let emails: { admin: string; manager: string; viewer: string };
  const signInAll = async () => {
    admin = await signIn(t.app, emails.admin);
    coalitionManager = await signIn(t.app, emails.manager);
    coalitionViewer = await signIn(t.app, emails.viewer);
  };
  afterAll(() => t.close());

  /** A fresh searchable organization with a manager and a viewer, signed in. */
  const organization = async () => {
    const world = await createOrganizationWithMembers(t.database.db);
    await t.database.db
      .update(organizations)
      .set({ searchableOptIn: true })
      .where(eq(organizations.id, world.organization.id));
    return {
      ...world,
      managerSession: await signIn(t.app, world.manager.email),
      viewerSession: await signIn(t.app, world.viewer.email),
    };
  };

  const create = (session: Session, attributes: Record<string, unknown>) =>
    session.request({
      method: 'POST',
      url: '/api/v1/coalition_memberships',
      payload: { data: { type: 'coalition_memberships', attributes } },
    });
  const patch = (session: Session, id: number | string, attributes: Record<string, unknown>) =>
    session.request({
      method: 'PATCH',
      url: `/api/v1/coalition_memberships/${id}`,
      payload: { data: { id: String(id), type: 'coalition_memberships', attributes } },
    });
  const stored = async (organizationId: number) => {
    const [row] = await t.database.db
      .select()
      .from(coalitionMemberships)
      .where(
        and(
          eq(coalitionMemberships.organizationId, organizationId),
          eq(coalitionMemberships.coalitionId, coalitionId),
        ),
      );
    return row;
  };
  const emailsTo = (address: string) =>
    t.database.db.select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, address));
  const details = (body: string) =>
    (JSON.parse(body).errors as { detail: string; source?: { pointer?: string } }[]).map((e) => ({
      detail: e.detail,
      pointer: e.source?.pointer,
    }));

  it('an organization requests to join; the coalition managers are emailed; the coalition accepts', async () => {
    const o = await organization();
    const response = await create(o.managerSession, {
      organization_id: o.organization.id,
      coalition_id: coalitionId,
      status_actor: 'Organization',
    });
    expect(response.statusCode).toBe(201);
    const body = JSON.parse(response.body);
    expect(body.data.attributes).toMatchObject({
      organization_id: o.organization.id,
      coalition_id: coalitionId,
      status: 'requested',
      status_actor: 'Organization',
      intake_outcome_data_sharing: false,
    });
    const emails = await emailsTo(managerEmail);
    const request = emails.find((e) => e.subject === `${o.organization.name} asks to join ${coalitionName}`);
    expect(request?.textBody).toContain(`/coalitions/${coalitionId}/contributors/pending`);

    // The organization cannot answer its own request; the coalition's viewer cannot answer it either.
    const own = await patch(o.managerSession, body.data.id, {
      status_change_action: 'accept',
      status_actor: 'Organization',
    });
    expect(own.statusCode).toBe(403);
    // A coalition viewer does not even see pending memberships.
    const viewer = await patch(coalitionViewer, body.data.id, {
      status_change_action: 'accept',
      status_actor: 'Coalition',
    });
    expect(viewer.statusCode).toBe(404);

    const accepted = await patch(coalitionManager, body.data.id, {
      status_change_action: 'accept',
      status_actor: 'Coalition',
    });
    expect(accepted.statusCode).toBe(200);
    expect(JSON.parse(accepted.body).data.attributes).toMatchObject({
      status: 'active',
      status_actor: 'Coalition',
    });
    expect((await stored(o.organization.id))?.status).toBe('active');

    // Accepting an active membership again is an invalid transition, named.
    const again = await patch(coalitionManager, body.data.id, {
      status_change_action: 'accept',
      status_actor: 'Coalition',
    });
    expect(again.statusCode).toBe(422);
    expect(details(again.body)).toEqual([
      {
        detail:
          'status_change_action accept is not possible: the membership is not waiting for an answer (Active).',
        pointer: '/data/attributes/status_change_action',
      },
    ]);

    // A second request of the same pair is a 422 naming the standing membership.
    const duplicate = await create(o.managerSession, {
      organization_id: o.organization.id,
      coalition_id: coalitionId,
      status_actor: 'Organization',
    });
    expect(duplicate.statusCode).toBe(422);
    expect(details(duplicate.body)).toEqual([
      {
        detail: `${o.organization.name} is already an active contributor of ${coalitionName}.`,
        pointer: '/data/attributes/organization_id',
      },
    ]);
  });

  it('a coalition invites; the organization managers are emailed; reminders wait 60 days; the organization declines', async () => {
    const o = await organization();
    // Only the coalition's managers invite: the organization's manager and the coalition's viewer may not.
    for (const session of [o.managerSession, coalitionViewer]) {
      const refused = await create(session, {
        organization_id: o.organization.id,
        coalition_id: coalitionId,
        status_actor: 'Coalition',
      });
      expect(refused.statusCode).toBe(403);
    }
    expect(await stored(o.organization.id)).toBeUndefined();

    const response = await create(coalitionManager, {
      organization_id: o.organization.id,
      coalition_id: coalitionId,
      status_actor: 'Coalition',
    });
    expect(response.statusCode).toBe(201);
    const id = JSON.parse(response.body).data.id;
    const invitations = await emailsTo(o.manager.email);
    expect(invitations.map((e) => e.subject)).toEqual([
      `${coalitionName} invites ${o.organization.name} to join`,
    ]);
    expect(invitations[0]!.textBody).toContain('/coalitions/mine');
    expect(await emailsTo(o.viewer.email)).toEqual([]);

    // The organization cannot remind; the coalition can, once every 60 days.
    expect(
      (await patch(o.managerSession, id, { status_change_action: 'remind', status_actor: 'Coalition' }))
        .statusCode,
    ).toBe(403);
    const reminded = await patch(coalitionManager, id, {
      status_change_action: 'remind',
      status_actor: 'Coalition',
    });
    expect(reminded.statusCode).toBe(200);
    const attributes = JSON.parse(reminded.body).data.attributes;
    expect(attributes.status).toBe('reminded');
    expect(attributes.reminded_at).toBe(t.clock.now().toISOString());
    expect((await emailsTo(o.manager.email)).map((e) => e.subject)).toContain(
      `Reminder: ${coalitionName} invites ${o.organization.name} to join`,
    );

    t.clock.advance(10 * DAY + 60_000);
    coalitionManager = await signIn(t.app, emails.manager);
    const tooSoon = await patch(coalitionManager, id, {
      status_change_action: 'remind',
      status_actor: 'Coalition',
    });
    expect(tooSoon.statusCode).toBe(422);
    expect(details(tooSoon.body)).toEqual([
      {
        detail:
          'status_change_action remind: an invitation can be resent once every 60 days; 50 days remaining.',
        pointer: '/data/attributes/status_change_action',
      },
    ]);
    t.clock.advance(50 * DAY);
    coalitionManager = await signIn(t.app, emails.manager);
    expect(
      (await patch(coalitionManager, id, { status_change_action: 'remind', status_actor: 'Coalition' }))
        .statusCode,
    ).toBe(200);
    // Back to the start, with fresh sessions, for the tests after this one.
    t.clock.set(START);
    await signInAll();
    o.managerSession = await signIn(t.app, o.manager.email);
    o.viewerSession = await signIn(t.app, o.viewer.email);

    // The coalition cannot answer its own invitation; the organization's viewer may not answer it.
    expect(
      (await patch(coalitionManager, id, { status_change_action: 'accept', status_actor: 'Coalition' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await patch(o.viewerSession, id, { status_change_action: 'reject', status_actor: 'Organization' }))
        .statusCode,
    ).toBe(403);
    const declined = await patch(o.managerSession, id, {
      status_change_action: 'reject',
      status_actor: 'Organization',
    });
    expect(declined.statusCode).toBe(200);
    expect(JSON.parse(declined.body).data.attributes).toMatchObject({
      status: 'rejected',
      status_actor: 'Organization',
    });

    // A declined membership is re-opened by a new request.
    const reopened = await create(o.managerSession, {
      organization_id: o.organization.id,
      coalition_id: coalitionId,
      status_actor: 'Organization',
    });
    expect(reopened.statusCode).toBe(201);
    expect(JSON.parse(reopened.body).data).toMatchObject({
      id,
      attributes: { status: 'requested', status_actor: 'Organization', reminded_at: null },
    });
  });

  it('reminding a request made by the organization is a 422', async () => {
    const o = await organization();
    const response = await create(o.managerSession, {
      organization_id: o.organization.id,
      coalition_id: coalitionId,
      status_actor: 'Organization',
    });
    const id = JSON.parse(response.body).data.id;
    const remind = await patch(coalitionManager, id, {
      status_change_action: 'remind',
      status_actor: 'Coalition',
    });
    expect(remind.statusCode).toBe(422);
    expect(details(remind.body)[0]).toEqual({
      detail:
        'status_change_action remind is not possible: only a pending invitation of the coalition can be resent (Coalition Approval Pending).',
      pointer: '/data/attributes/status_change_action',
    });
    const unknown = await patch(coalitionManager, id, {
      status_change_action: 'approve',
      status_actor: 'Coalition',
    });
    expect(unknown.statusCode).toBe(422);
    expect(details(unknown.body)[0]!.pointer).toBe('/data/attributes/status_change_action');
  });

  it('sharing by the organization; removal by the coalition; leaving by the organization', async () => {
    const o = await organization();
    const membership = await addContributor(t.database.db, coalitionId, o.organization.id, {
      intakeOutcomeDataSharing: false,
      communityServiceDataSharing: false,
    });
    // Only the organization's managers choose what is shared.
    const byManager = await patch(coalitionManager, membership.id, { intake_outcome_data_sharing: true });
    expect(byManager.statusCode, byManager.body).toBe(403);
    expect(
      (await patch(o.viewerSession, membership.id, { intake_outcome_data_sharing: true })).statusCode,
    ).toBe(403);
    const shared = await patch(o.managerSession, membership.id, { intake_outcome_data_sharing: true });
    expect(shared.statusCode).toBe(200);
    expect(await stored(o.organization.id)).toMatchObject({
      intakeOutcomeDataSharing: true,
      communityServiceDataSharing: false,
    });

    // update_sharing: the same write, found by its pair.
    const viaRoute = await o.managerSession.request({
      method: 'POST',
      url: '/api/v1/coalition_memberships/update_sharing',
      payload: {
        data: {
          attributes: {
            org_id: o.organization.id,
            user_id: o.manager.id,
            coalition_id: coalitionId,
            state: true,
            type: 'community_service',
          },
        },
      },
    });
    expect(viaRoute.statusCode).toBe(200);
    expect(JSON.parse(viaRoute.body).data).toMatchObject({
      id: String(membership.id),
      type: 'coalition_memberships',
      attributes: { intake_outcome_data_sharing: true, community_service_data_sharing: true },
    });
    const byCoalition = await coalitionManager.request({
      method: 'POST',
      url: '/api/v1/coalition_memberships/update_sharing',
      payload: {
        data: {
          attributes: {
            org_id: o.organization.id,
            coalition_id: coalitionId,
            state: false,
            type: 'intake_outcome',
          },
        },
      },
    });
    expect(byCoalition.statusCode).toBe(403);

    // The organization may not remove itself through status; the coalition removes the contributor.
    expect(
      (await patch(o.managerSession, membership.id, { status: 'rejected', status_actor: 'Organization' }))
        .statusCode,
    ).toBe(403);
    const removed = await patch(coalitionManager, membership.id, {
      status: 'rejected',
      status_actor: 'Organization',
    });
    expect(removed.statusCode).toBe(200);
    expect(await stored(o.organization.id)).toMatchObject({
      status: 'rejected',
      statusActor: 'Organization',
      intakeOutcomeDataSharing: false,
      communityServiceDataSharing: false,
    });
    // Sharing on a membership that is not active is refused, naming the flag.
    const late = await patch(o.managerSession, membership.id, { intake_outcome_data_sharing: true });
    expect(late.statusCode).toBe(422);
    expect(details(late.body)[0]!.pointer).toBe('/data/attributes/intake_outcome_data_sharing');

    // Leaving: the coalition cannot delete the membership; the organization's manager can.
    const url = `/api/v1/coalition_memberships/${membership.id}`;
    expect((await coalitionManager.request({ method: 'DELETE', url })).statusCode).toBe(403);
    expect((await o.viewerSession.request({ method: 'DELETE', url })).statusCode).toBe(403);
    expect((await o.managerSession.request({ method: 'DELETE', url })).statusCode).toBe(200);
    expect(await stored(o.organization.id)).toBeUndefined();
  });

  it('an admin adds an organization directly as active; others may not send a status', async () => {
    const o = await organization();
    const refused = await create(o.managerSession, {
      organization_id: o.organization.id,
      coalition_id: coalitionId,
      status_actor: 'Organization',
      status: 'active',
    });
    expect(refused.statusCode).toBe(403);
    expect(details(refused.body)[0]!.pointer).toBe('/data/attributes/status');
    const added = await create(admin, {
      organization_id: o.organization.id,
      coalition_id: coalitionId,
      status_actor: 'Coalition',
      status: 'active',
    });
    expect(added.statusCode).toBe(201);
    expect(JSON.parse(added.body).data.attributes.status).toBe('active');
  });

  it('refuses a coalition that is not active and an organization that is closed', async () => {
    const o = await organization();
    const draft = await createCoalition(t.database.db, { status: 'draft' });
    const toDraft = await create(o.managerSession, {
      organization_id: o.organization.id,
      coalition_id: draft.id,
      status_actor: 'Organization',
    });
    expect(toDraft.statusCode).toBe(422);
    expect(details(toDraft.body)).toEqual([
      {
        detail: 'This coalition is not active: it does not take contributors.',
        pointer: '/data/attributes/coalition_id',
      },
    ]);
    await t.database.db
      .update(organizations)
      .set({ status: 'closed' })
      .where(eq(organizations.id, o.organization.id));
    const closed = await create(coalitionManager, {
      organization_id: o.organization.id,
      coalition_id: coalitionId,
      status_actor: 'Coalition',
    });
    expect(closed.statusCode).toBe(422);
    expect(details(closed.body)[0]!.pointer).toBe('/data/attributes/organization_id');
  });

  it('a coalition cannot invite an organization its managers cannot find (not searchable)', async () => {
    const hidden = await createOrganizationWithMembers(t.database.db);
    await t.database.db
      .update(organizations)
      .set({ searchableOptIn: false })
      .where(eq(organizations.id, hidden.organization.id));
    const response = await create(coalitionManager, {
      organization_id: hidden.organization.id,
      coalition_id: coalitionId,
      status_actor: 'Coalition',
    });
    expect(response.statusCode).toBe(422);
    expect(details(response.body)).toEqual([
      { detail: 'The organization could not be found.', pointer: '/data/attributes/organization_id' },
    ]);
    expect(await stored(hidden.organization.id)).toBeUndefined();
  });

  describe('hostile input: 4xx naming the field, never 500, nothing stored', () => {
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['a NUL in status_actor', { status_actor: 'Organ\u0000ization' }, 422, '/data/attributes/status_actor'],
      ['a text organization_id', { organization_id: 'abc' }, 422, '/data/attributes/organization_id'],
      ['a huge organization_id', { organization_id: 99999999999 }, 422, '/data/attributes/organization_id'],
      ['an array coalition_id', { coalition_id: [1] }, 422, '/data/attributes/coalition_id'],
      ['an unknown actor', { status_actor: 'Mayor' }, 422, '/data/attributes/status_actor'],
      ['a number actor', { status_actor: 7 }, 422, '/data/attributes/status_actor'],
      ['an unknown attribute', { favourite: 'yes' }, 400, '/data/attributes/favourite'],
      ['a read-only attribute', { reminded_at: '2024-01-01T00:00:00Z' }, 400, '/data/attributes/reminded_at'],
      [
        'a sharing flag on create',
        { intake_outcome_data_sharing: true },
        400,
        '/data/attributes/intake_outcome_data_sharing',
      ],
      ['a missing coalition', { coalition_id: 2_000_000_000 }, 422, '/data/attributes/coalition_id'],
    ];
    for (const [name, override, status, pointer] of cases) {
      it(name, async () => {
        const o = await organization();
        const before = await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(coalitionMemberships);
        const response = await create(o.managerSession, {
          organization_id: o.organization.id,
          coalition_id: coalitionId,
          status_actor: 'Organization',
          ...override,
        });
        expect(response.statusCode).toBe(status);
        if (pointer) expect(details(response.body).map((e) => e.pointer)).toContain(pointer);
        const after = await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(coalitionMemberships);
        expect(after[0]!.n).toBe(before[0]!.n);
      });
    }

    it('PATCH with wrong types or an out-of-scope id', async () => {
      const o = await organization();
      const membership = await addContributor(t.database.db, coalitionId, o.organization.id);
      const wrongType = await patch(o.managerSession, membership.id, { intake_outcome_data_sharing: 'yes' });
      expect(wrongType.statusCode).toBe(422);
      expect(details(wrongType.body)[0]!.pointer).toBe('/data/attributes/intake_outcome_data_sharing');
      const mixed = await patch(o.managerSession, membership.id, {
        status_change_action: 'accept',
        intake_outcome_data_sharing: true,
      });
      expect(mixed.statusCode).toBe(422);
      expect(details(mixed.body)[0]!.pointer).toBe('/data/attributes/intake_outcome_data_sharing');
      const moved = await patch(o.managerSession, membership.id, { coalition_id: 1 });
      expect(moved.statusCode).toBe(400);
      // Another organization's membership is out of this manager's scope: 404.
      const other = await organization();
      const theirs = await addContributor(t.database.db, coalitionId, other.organization.id);
      expect(
        (await patch(o.managerSession, theirs.id, { intake_outcome_data_sharing: false })).statusCode,
      ).toBe(404);
      expect(await stored(other.organization.id)).toMatchObject({ intakeOutcomeDataSharing: true });
      const badSharing = await o.managerSession.request({
        method: 'POST',
        url: '/api/v1/coalition_memberships/update_sharing',
        payload: {
          data: { attributes: { org_id: 'x', coalition_id: coalitionId, state: 'maybe', type: 'all' } },
        },
      });
      expect(badSharing.statusCode).toBe(422);
      expect(
        details(badSharing.body)
          .map((e) => e.pointer)
          .sort(),
      ).toEqual(['/data/attributes/org_id', '/data/attributes/state', '/data/attributes/type']);
    });
  });
});
