/** The demo's sign-ins, one per kind of user, all with the password `password1234`. */
import { hashPassword } from '../../auth/password';
import type { DbOrTx } from '../connection';
import { userMemberships, users } from '../schema/index';
import type { InsertedOrganization } from './demo-accounts';

export const DEMO_PASSWORD = 'password1234';
export const DEMO_ADMIN_EMAIL = 'admin@example.org';

type DemoUser = {
  email: string;
  fullName: string;
  title: string;
  systemAdmin?: boolean;
  organization?: { key: string; role: 'organization_manager' | 'organization_viewer' };
  /** Coalition roles are written with the coalitions (demo-coalitions.ts). */
  coalition?: { key: string; role: 'coalition_manager' | 'coalition_viewer' };
};

export const DEMO_USERS: DemoUser[] = [
  { email: DEMO_ADMIN_EMAIL, fullName: 'Sam Rivera', title: 'Platform Administrator', systemAdmin: true },
  {
    email: 'manager@example.org',
    fullName: 'Jordan Ellis',
    title: 'Shelter Operations Manager',
    organization: { key: 'riverbend', role: 'organization_manager' },
  },
  {
    email: 'viewer@example.org',
    fullName: 'Priya Patel',
    title: 'Data Analyst',
    organization: { key: 'riverbend', role: 'organization_viewer' },
  },
  {
    email: 'coalition@example.org',
    fullName: 'Morgan Lee',
    title: 'Coalition Coordinator',
    coalition: { key: 'texas', role: 'coalition_manager' },
  },
  {
    email: 'legacy@example.org',
    fullName: 'Chris Walker',
    title: 'Shelter Director',
    organization: { key: 'alamo-legacy', role: 'organization_manager' },
  },
];

/** Inserts the users (working at their organization's primary location) and their organization roles. */
export async function insertDemoUsers(
  db: DbOrTx,
  organizations: Map<string, InsertedOrganization>,
  createdAt: Date,
): Promise<Map<string, number>> {
  const values = await Promise.all(
    DEMO_USERS.map(async (user) => {
      const organization = user.organization && organizations.get(user.organization.key);
      return {
        email: user.email,
        fullName: user.fullName,
        title: user.title,
        systemAdmin: user.systemAdmin ?? false,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        locationId: organization?.locations.find((l) => l.primary)?.id ?? null,
        confirmedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  const rows = await db.insert(users).values(values).returning({ id: users.id, email: users.email });
  const ids = new Map(rows.map((r) => [r.email, r.id]));
  const memberships = DEMO_USERS.flatMap((user) =>
    user.organization
      ? [
          {
            userId: ids.get(user.email)!,
            organizationId: organizations.get(user.organization.key)!.id,
            role: user.organization.role,
            createdAt,
            updatedAt: createdAt,
          },
        ]
      : [],
  );
  await db.insert(userMemberships).values(memberships);
  return ids;
}
