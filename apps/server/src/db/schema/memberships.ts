import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { coalitions } from './coalitions';
import { id, timestamps, tstz } from './columns';
import { organizations } from './organizations';
import { users } from './users';

/**
 * A user's role on an organization or a coalition. The API presents it polymorphically
 * (resource_type Organization | Coalition, resource_id); the table keeps real foreign keys.
 */
export const userMemberships = pgTable(
  'user_memberships',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    coalitionId: integer('coalition_id').references(() => coalitions.id, { onDelete: 'cascade' }),
    /** organization_manager | organization_viewer | coalition_manager | coalition_viewer */
    role: text('role').notNull(),
    /** active | invited */
    status: text('status').notNull().default('active'),
    dataUseAgreement: boolean('data_use_agreement').notNull().default(false),
    dataUseTimestamp: tstz('data_use_timestamp'),
    ...timestamps(),
  },
  (t) => [
    check('user_memberships_one_resource', sql`(${t.organizationId} is null) <> (${t.coalitionId} is null)`),
    uniqueIndex('user_memberships_user_org_idx')
      .on(t.userId, t.organizationId)
      .where(sql`${t.organizationId} is not null`),
    uniqueIndex('user_memberships_user_coalition_idx')
      .on(t.userId, t.coalitionId)
      .where(sql`${t.coalitionId} is not null`),
    // Every signed-in request reads the user's memberships (access/load-access.ts): without this index
    // that read scanned the whole table (the partial indexes above cover only rows of one kind).
    index('user_memberships_user_idx').on(t.userId),
    index('user_memberships_org_idx').on(t.organizationId),
    index('user_memberships_coalition_idx').on(t.coalitionId),
  ],
);

export const userMembershipInvites = pgTable(
  'user_membership_invites',
  {
    id: id(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    coalitionId: integer('coalition_id').references(() => coalitions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title'),
    email: text('email').notNull(),
    role: text('role').notNull(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    acceptedAt: tstz('accepted_at'),
    ...timestamps(),
  },
  (t) => [
    check(
      'user_membership_invites_one_resource',
      sql`(${t.organizationId} is null) <> (${t.coalitionId} is null)`,
    ),
    index('user_membership_invites_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('user_membership_invites_token_idx').on(t.tokenHash),
  ],
);
