/**
 * An organization's connection to its shelter software (issue 16): which vendor, the credentials encrypted
 * (integrations/credential-cipher.ts; never returned by the API) and the outcome of the last "Test
 * connection". One per organization.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { organizations } from './organizations';
import { users } from './users';

export const shelterSoftwareConnections = pgTable(
  'shelter_software_connections',
  {
    organizationId: integer('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** shelterluv | shelterbuddy */
    vendor: text('vendor').notNull(),
    /** ShelterBuddy: the shelter's site name, `{site}` of SHELTERBUDDY_BASE_URL. */
    site: text('site'),
    /** ShelterBuddy: the API user's name. */
    username: text('username'),
    /** The ShelterLuv API key or the ShelterBuddy password, encrypted. */
    secret: text('secret').notNull(),
    /** A ShelterLuv key's last four characters, so that people can tell which key is stored. */
    secretLast4: text('secret_last4'),
    lastTestedAt: tstz('last_tested_at'),
    lastTestOk: boolean('last_test_ok'),
    /** What the last test found wrong, in words (VendorError's message). */
    lastTestMessage: text('last_test_message'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('shelter_software_connections_vendor', sql`${t.vendor} in ('shelterluv', 'shelterbuddy')`)],
);
