/**
 * Reading the emails the portal sent through the development mailbox page (/dev/mailbox), as a person
 * testing by hand would: open the newest email to an address whose subject matches, follow its link.
 */
import { expect, type Page } from '@playwright/test';

/** Opens the newest email to `to` whose subject matches `subject`; waits for the worker to queue it. */
export async function openEmail(page: Page, to: string, subject: RegExp) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  const emails = page.getByRole('table', { name: 'Emails' });
  const button = emails.getByRole('button', { name: subject }).first();
  await expect(button).toBeVisible({ timeout: 20_000 });
  await button.click();
  const open = page.getByLabel('Open email');
  await expect(open).toBeVisible();
  return open;
}

/** Follows the link of the open email whose address contains `part`. */
export async function followEmailLink(page: Page, to: string, subject: RegExp, part: string) {
  const open = await openEmail(page, to, subject);
  const link = open.getByRole('link', { name: new RegExp(part.replace(/[?]/g, '\\?')) }).first();
  await expect(link).toBeVisible();
  await link.click();
}

/** A unique address per run, so journeys never meet each other's accounts. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.org`;
}
