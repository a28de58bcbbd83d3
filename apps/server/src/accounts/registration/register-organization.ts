/**
 * registerOrganization: one transaction creates the user (unconfirmed), the organization (registered),
 * its primary location and the manager membership, and queues the confirmation email to the user and
 * the authorization email to the authorizer. Any failure stores and sends nothing.
 */
import {
  countryAddressAttributes,
  normalizeEin,
  normalizePhoneNumber,
  normalizeWebsiteUrl,
  REGISTRATION_ADDRESS_NAMES,
  REGISTRATION_MESSAGES,
} from '@sac/domain';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { Config } from '../../config';
import type { Database, Tx } from '../../db/connection';
import { locations, organizations, usCounties, userMemberships, users } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { unprocessable } from '../../http/errors';
import { isoDateOf } from '../../http/input/attributes';
import { sendAccountConfirmation, sendOrganizationAuthorization } from '../account-emails';
import type { RegistrationInput } from './registration-input';

export type Registration = { userId: number; organizationId: number; locationId: number };

const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
/** Required by the schema's cross-field rules, so never blank here. */
const countryOf = (input: RegistrationInput) => String(input.organizationCountry);
const phoneOf = (value: string | null | undefined) => normalizePhoneNumber(value) || null;

const emailTaken = () => unprocessable([{ field: 'user_email', detail: REGISTRATION_MESSAGES.emailTaken }]);

export async function registerOrganization(
  database: Database,
  config: Config,
  input: RegistrationInput,
  now: Date,
): Promise<Registration> {
  const passwordHash = await hashPassword(input.userPassword);
  try {
    return await database.db.transaction(async (tx) => {
      await assertEmailFree(tx, input.userEmail);
      const address = countryAddressAttributes(input.organizationCountry, input, REGISTRATION_ADDRESS_NAMES);
      await assertCountyInState(tx, address.usCountyId, address.usState);
      const organization = await insertOrganization(tx, input, now);
      const [location] = await tx
        .insert(locations)
        .values({
          organizationId: organization.id,
          name: input.organizationName,
          country: countryOf(input),
          addressLine1: input.locationAddressLine_1,
          addressLine2: orNull(input.locationAddressLine_2),
          city: input.locationCity,
          ...address,
          contactPhoneNumber: phoneOf(input.locationContactPhoneNumber),
          primary: true,
        })
        .returning({ id: locations.id });
      const [user] = await tx
        .insert(users)
        .values({
          email: input.userEmail,
          fullName: input.userFullName,
          title: input.userTitle,
          passwordHash,
          locationId: location!.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx
        .insert(userMemberships)
        .values({ userId: user!.id, organizationId: organization.id, role: 'organization_manager' });
      await sendAccountConfirmation(tx, config, user!, now);
      await sendOrganizationAuthorization(
        tx,
        config,
        {
          id: organization.id,
          name: organization.name,
          authorizerEmail: organization.authorizerEmail!,
          authorizerName: organization.authorizerName,
        },
        { by: input.userFullName, occasion: 'registration' },
        now,
      );
      return { userId: user!.id, organizationId: organization.id, locationId: location!.id };
    });
  } catch (error) {
    // Two registrations with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

async function assertEmailFree(tx: Tx, email: string) {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (existing) throw emailTaken();
}

async function assertCountyInState(tx: Tx, countyId: number | null, state: string | null) {
  if (countyId === null) return;
  const [county] = await tx
    .select({ usState: usCounties.usState })
    .from(usCounties)
    .where(eq(usCounties.id, countyId));
  if (!county) {
    throw unprocessable([{ field: 'location_us_county_id', detail: REGISTRATION_MESSAGES.countyUnknown }]);
  }
  if (county.usState !== state) {
    throw unprocessable([{ field: 'location_us_county_id', detail: REGISTRATION_MESSAGES.countyNotInState }]);
  }
}

async function insertOrganization(tx: Tx, input: RegistrationInput, now: Date) {
  const inUs = input.organizationCountry === 'United States';
  const referred = input.organizationWasReferred !== false;
  const [organization] = await tx
    .insert(organizations)
    .values({
      name: input.organizationName,
      country: countryOf(input),
      organizationType: input.organizationType,
      status: 'registered',
      websiteUrl: orNull(normalizeWebsiteUrl(input.organizationWebsiteUrl)),
      incorporatedOn: isoDateOf(input.organizationIncorporatedOn),
      ein: inUs ? orNull(normalizeEin(input.organizationEin)) : null,
      businessNumber: inUs ? null : orNull(input.organizationBusinessNumber),
      referringOrganizationName: referred ? orNull(input.organizationReferringOrganizationName) : null,
      animalSpecies: [...new Set(input.organizationAnimalSpecies)],
      annualIntake: input.organizationAnnualIntake,
      annualOperatingBudget: input.organizationAnnualOperatingBudget,
      shelterSoftware: input.organizationShelterSoftware,
      authorizerName: orNull(input.organizationAuthorizerName),
      authorizerTitle: orNull(input.organizationAuthorizerTitle),
      authorizerEmail: orNull(input.organizationAuthorizerEmail),
      authorizerPhoneNumber: phoneOf(input.organizationAuthorizerPhoneNumber),
      communicationsOptIn: input.organizationCommunicationsOptIn ?? true,
      searchableOptIn: input.organizationSearchableOptIn ?? true,
      mediaOptIn: input.organizationMediaOptIn ?? true,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return organization!;
}
