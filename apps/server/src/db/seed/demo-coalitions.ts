/**
 * The demo's coalitions: an active Texas coalition managed by the coalition user, with three active
 * contributors sharing both kinds of data and two pending memberships; plus an active multi-state
 * coalition, a draft and a closed one, so lists are not trivial.
 */
import type { DbOrTx } from '../connection';
import { coalitionMemberships, coalitions, userMemberships } from '../schema/index';
import type { InsertedOrganization } from './demo-accounts';
import { DEMO_USERS } from './demo-users';

type Contributor = {
  organization: string;
  status: string;
  statusActor: 'Organization' | 'Coalition';
  shares?: boolean;
};

const DEMO_COALITIONS: (typeof coalitions.$inferInsert & { key: string; contributors: Contributor[] })[] = [
  {
    key: 'texas',
    name: 'Central Texas Shelter Data Coalition',
    description: 'Shelters and rescues of Central Texas sharing monthly data to plan transfers and services.',
    dataUsed: 'Intake and outcome data, community services data',
    operatingRegionType: 'Statewide/Provincewide',
    operatingRegion: ['TX'],
    allIntakeOutcomeDataRequest: true,
    allCommunityServiceDataRequest: true,
    status: 'active',
    contributors: [
      { organization: 'riverbend', status: 'active', statusActor: 'Coalition', shares: true },
      { organization: 'hill-country', status: 'active', statusActor: 'Organization', shares: true },
      { organization: 'brazos', status: 'active', statusActor: 'Coalition', shares: true },
      { organization: 'gulf-coast', status: 'requested', statusActor: 'Organization' },
      { organization: 'piney-woods', status: 'requested', statusActor: 'Coalition' },
    ],
  },
  {
    key: 'southwest',
    name: 'Southwest Shelter Collaborative',
    description: 'Regional collaboration on transfers between Texas, New Mexico and Arizona.',
    dataUsed: 'Intake and outcome data',
    operatingRegionType: 'Multi-State/Multi-Province',
    operatingRegion: ['TX', 'NM', 'AZ'],
    allIntakeOutcomeDataRequest: true,
    status: 'active',
    contributors: [
      { organization: 'panhandle', status: 'active', statusActor: 'Organization', shares: true },
      { organization: 'piney-woods', status: 'rejected', statusActor: 'Organization' },
    ],
  },
  {
    key: 'north-texas',
    name: 'North Texas Rescue Network',
    description: 'Foster-based rescues of North Texas (being set up).',
    operatingRegionType: 'Community',
    operatingRegion: ['TX'],
    status: 'draft',
    contributors: [],
  },
  {
    key: 'gulf-response',
    name: 'Gulf Coast Disaster Response Network',
    description: 'Hurricane response coordination, closed after the 2021 season.',
    operatingRegionType: 'Multi-State/Multi-Province',
    operatingRegion: ['TX', 'LA'],
    status: 'closed',
    contributors: [],
  },
];

export async function insertDemoCoalitions(
  db: DbOrTx,
  organizations: Map<string, InsertedOrganization>,
  userIds: Map<string, number>,
  createdAt: Date,
): Promise<void> {
  const creator = DEMO_USERS.find((u) => u.coalition)!;
  const agreed = { dataUseAgreement: true, dataUseTimestamp: createdAt };
  const rows = await db
    .insert(coalitions)
    .values(
      DEMO_COALITIONS.map(({ key: _key, contributors: _contributors, ...coalition }) => ({
        ...coalition,
        ...(coalition.status === 'draft' ? {} : agreed),
        createdByUserId: userIds.get(creator.email),
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: coalitions.id, name: coalitions.name });
  const ids = new Map(DEMO_COALITIONS.map((c) => [c.key, rows.find((r) => r.name === c.name)!.id]));
  const memberships = DEMO_COALITIONS.flatMap((coalition) =>
    coalition.contributors.map((c) => ({
      organizationId: organizations.get(c.organization)!.id,
      coalitionId: ids.get(coalition.key)!,
      status: c.status,
      statusActor: c.statusActor,
      statusUpdatedAt: createdAt,
      intakeOutcomeDataSharing: c.shares ?? false,
      communityServiceDataSharing: c.shares ?? false,
      createdAt,
      updatedAt: createdAt,
    })),
  );
  await db.insert(coalitionMemberships).values(memberships);
  const userRoles = DEMO_USERS.flatMap((user) =>
    user.coalition
      ? [
          {
            userId: userIds.get(user.email)!,
            coalitionId: ids.get(user.coalition.key)!,
            role: user.coalition.role,
            ...agreed,
          },
        ]
      : [],
  );
  await db.insert(userMemberships).values(userRoles);
}
