/** Test helpers of the accounts endpoints: registration payloads, the links in queued emails, row counts. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/connection';
import { locations, organizations, outgoingEmails, userMemberships, users } from '../../src/db/schema/index';

let sequence = 0;

/** A complete, valid registration (snake_case, as the web app sends it), unique per call. */
export function usRegistration(countyId: number, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const email = `registrant${sequence}-${Date.now()}@example.test`;
  return {
    registration_type: 'organization',
    user_full_name: 'Ada Lovelace',
    user_title: 'Director',
    user_email: email,
    user_email_confirmation: email,
    user_password: 'correct horse 1',
    user_password_confirmation: 'correct horse 1',
    user_is_authorizer: true,
    organization_name: `Prairie Paws ${sequence}`,
    organization_country: 'United States',
    organization_type: 'Shelter without a Government Contract',
    organization_website_url: 'prairiepaws.org',
    organization_incorporated_on: '2019-04-01',
    organization_ein: '12-3456789',
    organization_animal_species: ['canine', 'feline'],
    organization_annual_intake: '100 - 499',
    organization_annual_operating_budget: 'Less than $100,000',
    organization_shelter_software: 'Spreadsheet',
    organization_communications_opt_in: true,
    organization_searchable_opt_in: false,
    organization_media_opt_in: true,
    location_address_line_1: '12 Main St',
    location_city: 'Lincoln',
    location_us_state: 'NE',
    location_us_county_id: countyId,
    location_zip_code: '68508',
    location_contact_phone_number: '(402) 555-0100',
    ...overrides,
  };
}

export function canadaRegistration(overrides: Record<string, unknown> = {}) {
  return usRegistration(0, {
    organization_country: 'Canada',
    organization_ein: null,
    organization_business_number: '123456789',
    location_us_state: null,
    location_us_county_id: null,
    location_zip_code: null,
    location_province_or_territory: 'ON',
    location_postal_code: 'k1a0b1',
    ...overrides,
  });
}

export const registrationBody = (attributes: Record<string, unknown>) => ({
  data: { type: 'registrations', attributes },
});

/** How many rows the registration tables hold: a failed registration leaves them as they were. */
export async function tableCounts(database: Database) {
  const of = async (table: typeof users | typeof organizations | typeof locations | typeof userMemberships) =>
    (await database.db.select({ n: count() }).from(table))[0]!.n;
  const emails = (await database.db.select({ n: count() }).from(outgoingEmails))[0]!.n;
  return {
    users: await of(users),
    organizations: await of(organizations),
    locations: await of(locations),
    memberships: await of(userMemberships),
    emails,
  };
}

/** The newest queued email of a template to an address. */
export async function latestEmail(database: Database, to: string, template: string) {
  const [email] = await database.db
    .select()
    .from(outgoingEmails)
    .where(and(eq(outgoingEmails.toAddress, to), eq(outgoingEmails.template, template)))
    .orderBy(desc(outgoingEmails.id))
    .limit(1);
  return email;
}

/** The link of an email's text body ("Label: URL"), as the path and query to inject. */
export function linkIn(text: string | undefined, appUrl: string): string {
  const match = new RegExp(`${appUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/\\S+)`).exec(text ?? '');
  if (!match) throw new Error(`No ${appUrl} link in: ${text}`);
  return match[1]!;
}

export async function follow(app: FastifyInstance, path: string) {
  const response = await app.inject({ method: 'GET', url: path });
  return { status: response.statusCode, location: response.headers.location };
}
