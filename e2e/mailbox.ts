/**
 * Reading the emails the portal sent through the development mailbox page (/dev/mailbox), as a person
 * testing by hand would: open the newest email to an address whose subject matches, follow its link.
 * Also registers fresh accounts through the API, so journeys that change an account disturb no one.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { latestEmailTo, linkIn } from './dev-emails';

export const FIRST_PASSWORD = 'first-password-1';

/** Opens the newest email to `to` whose subject matches `subject`; waits for the worker to queue it. */
export async function openEmail(page: Page, to: string, subject: RegExp) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  const emails = page.getByRole('table', { name: 'Emails' });
  const button = emails.getByRole('button', { name: subject }).first();
  // The worker queues it on its own schedule; on a busy machine that can take a while.
  await expect(button).toBeVisible({ timeout: 60_000 });
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

/** A fresh organization manager registered through the API, so changing their password disturbs no one. */
export async function registerUser(request: APIRequestContext, email: string) {
  const counties = await request.get('/api/v1/us_counties?filter[us_state][eq]=TX&page[size]=1');
  const countyId = (await counties.json()).data[0].id;
  const response = await request.post('/api/v1/registrations', {
    headers: { 'content-type': 'application/vnd.api+json' },
    data: {
      data: {
        type: 'registrations',
        attributes: {
          registration_type: 'organization',
          user_full_name: 'Pat Reset',
          user_title: 'Manager',
          user_email: email,
          user_email_confirmation: email,
          user_password: FIRST_PASSWORD,
          user_password_confirmation: FIRST_PASSWORD,
          user_is_authorizer: true,
          organization_name: `Reset Rescue ${email}`,
          organization_website_url: 'https://reset-rescue.example.org',
          organization_country: 'United States',
          organization_type: 'Rescue without a Government Contract',
          organization_incorporated_on: '2019-04-01',
          organization_ein: '741112222',
          organization_animal_species: ['canine', 'feline'],
          organization_annual_intake: '100 - 499',
          organization_annual_operating_budget: 'Less than $100,000',
          organization_shelter_software: 'Paper',
          organization_authorizer_name: 'Pat Reset',
          organization_authorizer_title: 'Manager',
          organization_authorizer_email: email,
          organization_authorizer_email_confirmation: email,
          organization_authorizer_phone_number: '5125550100',
          location_address_line_1: '1 Main St',
          location_city: 'Austin',
          location_us_state: 'TX',
          location_us_county_id: countyId,
          location_zip_code: '78701',
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  return { organizationId: String(body.data.attributes.organization_id) };
}

/**
 * A registered user who followed the confirmation email's link, so they can sign in: set up through the
 * API (the mailbox page and the confirmation banner are registration.spec's subject).
 */
export async function registerConfirmedUser(page: Page, email: string) {
  const registered = await registerUser(page.request, email);
  const message = await latestEmailTo(page.request, email, /confirm/i);
  const answer = await page.request.get(linkIn(message.text_body, '/auth/confirmation'), { maxRedirects: 0 });
  expect(answer.headers().location, `confirming ${email}`).toMatch(/account_confirmation_success=true$/);
  return registered;
}
