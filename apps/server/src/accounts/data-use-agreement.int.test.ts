import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, linkIn } from '../../test/support/accounts';
import { createTestApp, type TestApp } from '../../test/support/app';
import { addCoalitionMember, createCoalition, createUser } from '../../test/support/factories';
import { hashToken } from '../auth/tokens';
import { userMemberships, users } from '../db/schema/index';
import { dataUseAgreementLink, sendDataUseAgreementEmail } from './data-use-agreement';

const HOUR = 3600_000;

describe('PATCH /api/v1/user_memberships/:id/data_use_agreement', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A coalition member who has not accepted yet, and the page's link parameters. */
  async function invitedMember() {
    const coalition = await createCoalition(t.database.db);
    const user = await createUser(t.database.db, { confirmedAt: null });
    const membership = await addCoalitionMember(
      t.database.db,
      user.id,
      coalition.id,
      'coalition_viewer',
      false,
    );
    const url = new URL(await dataUseAgreementLink(t.database.db, t.config, membership.id, t.clock.now()));
    return {
      user,
      membership,
      url,
      membershipId: url.searchParams.get('membership_id')!,
      token: url.searchParams.get('token')!,
    };
  }
  const accept = (membershipId: string | number, token: unknown, data: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/user_memberships/${membershipId}/data_use_agreement`,
      payload: {
        data: { data_use_agreement: true, data_use_timestamp: '2025-06-15T11:59:00.000Z', ...data },
        token,
      },
    });
  const membershipRow = async (id: number) =>
    (await t.database.db.select().from(userMemberships).where(eq(userMemberships.id, id)))[0]!;

  it('builds the link of the public page with the membership and a fresh reset-password token', async () => {
    const { url, membership, user, token } = await invitedMember();
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.appUrl}/data-use-agreement`);
    expect(url.searchParams.get('membership_id')).toBe(String(membership.id));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      resetPasswordTokenHash: hashToken(token),
      resetPasswordSentAt: t.clock.now(),
    });
  });

  it('records the acceptance with its time and leaves the token usable to set a password', async () => {
    const { membership, membershipId, token, user } = await invitedMember();
    const response = await accept(membershipId, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: String(membership.id),
        type: 'user_memberships',
        attributes: { data_use_agreement: true, data_use_timestamp: t.clock.now().toISOString() },
      },
      meta: {
        message: 'You have accepted the data use agreement',
        new_user_password_url: `/reset-password?reset_password_token=${token}`,
      },
    });
    expect(await membershipRow(membership.id)).toMatchObject({
      dataUseAgreement: true,
      dataUseTimestamp: t.clock.now(),
    });

    // The New Users link: the same token sets the password on /reset-password.
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      payload: {
        reset_password_token: token,
        password: 'a new password',
        password_confirmation: 'a new password',
      },
    });
    expect(reset.statusCode).toBe(200);
    const signInResponse = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: user.email, password: 'a new password' },
    });
    expect(signInResponse.statusCode).toBe(200);
  });

  it('keeps the first acceptance time when the page is submitted again', async () => {
    const { membership, membershipId, token } = await invitedMember();
    await accept(membershipId, token);
    const first = (await membershipRow(membership.id)).dataUseTimestamp;
    t.clock.advance(HOUR / 2);
    const again = await accept(membershipId, token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.attributes.data_use_timestamp).toBe(first!.toISOString());
  });

  it('refuses a wrong token, another membership or an unknown one with a 404, changing nothing', async () => {
    const { membership, membershipId, token } = await invitedMember();
    const other = await invitedMember();
    for (const [id, candidate] of [
      [membershipId, 'W'.repeat(43)],
      [membershipId, other.token],
      [other.membershipId, token],
      ['99999999', token],
      [membershipId, undefined],
      [membershipId, 12345],
      [membershipId, { $ne: null }],
      ['abc', token],
      ['-1', token],
    ] as const) {
      const response = await accept(id, candidate);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].detail).toBe('This data use agreement link is not valid.');
    }
    expect((await membershipRow(membership.id)).dataUseAgreement).toBe(false);
    expect((await membershipRow(Number(other.membershipId))).dataUseAgreement).toBe(false);
  });

  it('refuses an expired link with a clear 422', async () => {
    const { membership, membershipId, token } = await invitedMember();
    t.clock.advance(t.config.linkTokens.resetPassword + HOUR);
    const response = await accept(membershipId, token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      detail: 'This data use agreement link has expired. Ask the person who invited you to send a new one.',
      source: { pointer: '/token' },
    });
    expect((await membershipRow(membership.id)).dataUseAgreement).toBe(false);
  });

  it('needs data_use_agreement true and a date as data_use_timestamp', async () => {
    const { membership, membershipId, token } = await invitedMember();
    for (const [data, pointer] of [
      [{ data_use_agreement: false }, '/data/data_use_agreement'],
      [{ data_use_agreement: 'true' }, '/data/data_use_agreement'],
      [{ data_use_agreement: undefined }, '/data/data_use_agreement'],
      [{ data_use_timestamp: 'yesterday' }, '/data/data_use_timestamp'],
      [{ data_use_timestamp: 42 }, '/data/data_use_timestamp'],
    ] as const) {
      const response = await accept(membershipId, token, data);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].source.pointer).toBe(pointer);
    }
    expect((await membershipRow(membership.id)).dataUseAgreement).toBe(false);
    for (const payload of [[], { data: 'yes' }, { token }]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/user_memberships/${membershipId}/data_use_agreement`,
        payload: payload as object,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('reads JSON:API attributes and camelCase keys too', async () => {
    const { membershipId, token } = await invitedMember();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/user_memberships/${membershipId}/data_use_agreement`,
      payload: {
        data: {
          type: 'user_memberships',
          attributes: { dataUseAgreement: true, dataUseTimestamp: '2025-06-15T12:00:00Z' },
        },
        token,
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it('emails the link; the emailed link carries a working token', async () => {
    const { membership, user } = await invitedMember();
    await t.database.db.transaction((tx) =>
      sendDataUseAgreementEmail(tx, t.config, membership.id, t.clock.now()),
    );
    const email = await latestEmail(t.database, user.email, 'data-use-agreement');
    expect(email?.subject).toBe('Accept the Shelter Animals Count data use agreement');
    const link = new URL(`${t.config.appUrl}${linkIn(email?.textBody, t.config.appUrl)}`);
    const response = await accept(link.searchParams.get('membership_id')!, link.searchParams.get('token'));
    expect(response.statusCode).toBe(200);
  });
});
