/**
 * Emails the portal sent, read through the development mailbox API (GET /api/v1/dev/emails), and the
 * invite journey every member test starts from: a manager's invite, then the set-password link.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { OrganizationRole } from '@sac/domain';
import { apiSession } from './api-session';
import { DEMO_ACCOUNTS, type DemoRole } from './support';

type DevEmail = { id: string; attributes: { to_address: string; subject: string; text_body: string } };

/** The newest email to `to` (waiting for the worker to send it), optionally the newest whose subject matches. */
export async function latestEmailTo(request: APIRequestContext, to: string, subject?: RegExp) {
  let found: DevEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/v1/dev/emails?filter[to_address][eq]=${encodeURIComponent(to)}`,
        );
        if (!response.ok()) return false;
        const body = (await response.json()) as { data: DevEmail[] };
        found = body.data.find((email) => !subject || subject.test(email.attributes.subject));
        return found !== undefined;
      },
      // The worker sends it on its own schedule; on a busy machine that can take a while.
      { timeout: 60_000, message: `an email to ${to}` },
    )
    .toBe(true);
  return found!.attributes;
}

/** The first link in the email's text that contains `part`, as a path of this site. */
export function linkIn(text: string, part: string): string {
  const url = text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(part));
  if (!url) throw new Error(`No link containing ${part} in:\n${text}`);
  const parsed = new URL(url.replace(/[).,>\]]+$/, ''));
  return `${parsed.pathname}${parsed.search}`;
}

/** A unique address per test, so journeys never meet each other's accounts. */
export function uniqueAddress(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.org`;
}

/** Follows the invite email's link and chooses a password on /reset-password. */
export async function acceptInvite(page: Page, email: string, password: string) {
  const message = await latestEmailTo(page.request, email);
  await page.goto(linkIn(message.text_body, 'invite_token='));
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password').fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset.');
}

/**
 * A new member who has accepted an invite, set up through the API for journeys whose subject is not the
 * invite: `inviter` invites `email` into the organization (POST /api/v1/user_membership_invites) and the
 * email's link sets the password (PUT /auth/password with its invite_token), as the screens would.
 */
export async function createInvitedMember(
  request: APIRequestContext,
  member: {
    inviter: DemoRole;
    organizationId: string;
    name: string;
    email: string;
    role: OrganizationRole;
    password: string;
    title?: string;
  },
) {
  const { email, password } = member;
  const api = await apiSession(request, DEMO_ACCOUNTS[member.inviter]);
  await api.post('/api/v1/user_membership_invites', {
    data: {
      type: 'user_membership_invites',
      attributes: {
        resource_id: Number(member.organizationId),
        resource_type: 'organization',
        name: member.name,
        title: member.title ?? 'Volunteer Coordinator',
        email,
        email_confirmation: email,
        role: member.role,
      },
    },
  });
  const link = linkIn((await latestEmailTo(request, email)).text_body, 'invite_token=');
  const token = new URLSearchParams(link.split('?')[1]).get('invite_token');
  const answer = await request.put('/auth/password', {
    data: { invite_token: token, password, password_confirmation: password },
  });
  expect(answer.ok(), `accepting the invite of ${email}: ${await answer.text()}`).toBe(true);
}

/** An organization's id as the admin's API finds it by its exact name. */
export async function organizationIdNamed(request: APIRequestContext, name: string): Promise<string> {
  const api = await apiSession(request, DEMO_ACCOUNTS.admin);
  const answer = await api.get(`/api/v1/organizations?filter[name][eq]=${encodeURIComponent(name)}`);
  expect(answer.data, `the organization ${name}`).toHaveLength(1);
  return String(answer.data[0].id);
}
