/** Profiles of the demo roles as the server answers them, for tests of flags, menus, guards and components. */
import { camelizeKeys } from '@sac/domain';
import { type JsonApiDocument, normalizeOne } from '../lib/api/jsonapi';
import { type CurrentUser, toCurrentUser } from '../lib/auth/current-user';

export type DemoRole = 'admin' | 'manager' | 'viewer' | 'coalition' | 'legacy';

const organization = (id: string, status: string, contributions: { id: string; type: string }[]) => ({
  id,
  type: 'organizations',
  attributes: {
    name: status === 'imported' ? 'Alamo Legacy Rescue' : 'Riverbend Animal Shelter',
    status,
    country: 'United States',
    ein: '12-3456789',
    animal_species: ['canine', 'feline'],
  },
  relationships: {
    coalition_memberships: { data: contributions.map((c) => ({ type: 'coalition_memberships', id: c.id })) },
  },
});

const contribution = (id: string, coalitionId: string, status: string) => ({
  id,
  type: 'coalition_memberships',
  attributes: { organization_id: 10, coalition_id: Number(coalitionId), status, status_actor: 'Coalition' },
});

const membership = (
  id: string,
  resourceType: string,
  resourceId: number,
  role: string,
  dataUseAgreement = false,
) => ({
  id,
  type: 'user_memberships',
  attributes: {
    user_id: 1,
    resource_type: resourceType,
    resource_id: resourceId,
    role,
    status: 'active',
    data_use_agreement: dataUseAgreement,
  },
});

const location = (id: string, primary: boolean) => ({
  id,
  type: 'locations',
  attributes: {
    name: primary ? 'Main Campus' : 'Adoption Center',
    organization_id: 10,
    primary,
    status: 'active',
  },
});

/** The JSON:API answer of `GET /api/v1/users/{id}?include=…` for a demo role, in snake_case as sent. */
export function profileDocument(role: DemoRole): JsonApiDocument {
  const ref = (item: { id: string; type: string }) => ({ id: item.id, type: item.type });
  const included: JsonApiDocument['included'] = [];
  const memberships: ReturnType<typeof membership>[] = [];
  const organizations: ReturnType<typeof organization>[] = [];
  const locations: ReturnType<typeof location>[] = [];
  if (role === 'manager' || role === 'viewer' || role === 'legacy') {
    const orgId = role === 'legacy' ? '20' : '10';
    memberships.push(
      membership(
        '100',
        'Organization',
        Number(orgId),
        role === 'viewer' ? 'organization_viewer' : 'organization_manager',
      ),
    );
    const contributions =
      role === 'legacy' ? [] : [contribution('300', '7', 'active'), contribution('301', '8', 'requested')];
    organizations.push(organization(orgId, role === 'legacy' ? 'imported' : 'confirmed', contributions));
    included.push(...contributions);
    locations.push(location('50', true), location('51', false));
  }
  if (role === 'coalition') memberships.push(membership('101', 'Coalition', 7, 'coalition_manager', true));
  included.push(...memberships, ...organizations, ...locations);
  return {
    data: {
      id: '1',
      type: 'users',
      attributes: {
        full_name: `Demo ${role}`,
        email: `${role}@example.org`,
        title: 'Tester',
        location_id: locations[0] ? 50 : null,
        location_name: locations[0] ? 'Main Campus' : null,
        system_admin: role === 'admin',
      },
      relationships: {
        locations: { data: locations.map(ref) },
        user_memberships: { data: memberships.map(ref) },
        organizations: { data: organizations.map(ref) },
      },
    },
    included,
  };
}

/** The current user of a demo role, through the same conversion and normalization as the app. */
export function demoUser(role: DemoRole): CurrentUser {
  return toCurrentUser(normalizeOne(camelizeKeys<JsonApiDocument>(profileDocument(role))).data);
}
