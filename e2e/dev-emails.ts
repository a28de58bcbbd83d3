/**
 * Emails the portal sent, read through the development mailbox API (GET /api/v1/dev/emails), and the
 * invite journey every member test starts from: a manager's invite, then the set-password link.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';

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
