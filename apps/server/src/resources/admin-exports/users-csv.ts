/**
 * Every user account: name, email, title, admin flag, confirmation and archiving, and their
 * organizations and coalitions with the role on each (ids in their own columns, so the file joins the
 * others). Never a password or token hash.
 */
import { roleLabel } from '@sac/domain';
import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { coalitions, organizations, userMemberships, users } from '../../db/schema/index';
import { type AdminCsv, columnsOf } from './admin-csv';

// `${users}.id`, not `${users.id}`: drizzle leaves a column of a one-table select unqualified, and a bare
// `id` inside the subquery would be the membership's.
type Membership = { id: number; name: string; role: string; status: string };

const memberships = (
  table: typeof organizations | typeof coalitions,
  key: 'organization_id' | 'coalition_id',
) =>
  sql<Membership[]>`(select coalesce(json_agg(json_build_object(
      'id', r.id, 'name', r.name, 'role', m.role, 'status', m.status) order by lower(r.name), r.id), '[]'::json)
    from ${userMemberships} m join ${table} r on r.id = m.${sql.raw(key)}
    where m.user_id = ${users}.id)`;

const selection = {
  id: users.id,
  full_name: users.fullName,
  email: users.email,
  title: users.title,
  system_admin: users.systemAdmin,
  confirmed: sql<boolean>`${users.confirmedAt} is not null`,
  confirmed_at: users.confirmedAt,
  unconfirmed_email: users.unconfirmedEmail,
  archived: sql<boolean>`${users.archivedAt} is not null`,
  archived_at: users.archivedAt,
  last_sign_in_at: users.lastSignInAt,
  created_at: users.createdAt,
  updated_at: users.updatedAt,
  organizations: memberships(organizations, 'organization_id'),
  coalitions: memberships(coalitions, 'coalition_id'),
};

type UserCsvRow = Awaited<ReturnType<typeof readBatch>>[number];

function readBatch(db: Db, afterId: number, limit: number) {
  return db.select(selection).from(users).where(gt(users.id, afterId)).orderBy(asc(users.id)).limit(limit);
}

const ids = (list: Membership[]) => list.map((membership) => membership.id).join('; ');
/** `Riverbend Humane Society (Manager)`, `… (Viewer, invited)`. */
const named = (list: Membership[]) =>
  list
    .map(
      ({ name, role, status }) => `${name} (${roleLabel(role)}${status === 'active' ? '' : `, ${status}`})`,
    )
    .join('; ');

export const usersCsv: AdminCsv<UserCsvRow> = {
  columns: [
    ...columnsOf<UserCsvRow>([
      'id',
      'full_name',
      'email',
      'title',
      'system_admin',
      'confirmed',
      'confirmed_at',
      'unconfirmed_email',
      'archived',
      'archived_at',
      'last_sign_in_at',
    ]),
    { header: 'organization_ids', value: (row) => ids(row.organizations) },
    { header: 'organizations', value: (row) => named(row.organizations) },
    { header: 'coalition_ids', value: (row) => ids(row.coalitions) },
    { header: 'coalitions', value: (row) => named(row.coalitions) },
    ...columnsOf<UserCsvRow>(['created_at', 'updated_at']),
  ],
  readBatch,
};
