/** The signed-in user's profile (000 §7): the user with locations, memberships and organizations. */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne } from '../../../lib/api/jsonapi';
import { type CurrentUser, toCurrentUser } from '../../../lib/auth/current-user';
import { sessionIdentity, sessionStore } from '../../../lib/auth/session-store';
import { errorMessage } from '../../../lib/errors';

export const PROFILE_INCLUDE = 'locations,user_memberships,organizations,organizations.coalition_memberships';

export async function getProfile(userId: string): Promise<CurrentUser> {
  const doc = await api.get<JsonApiDocument>(`/api/v1/users/${userId}`, { include: PROFILE_INCLUDE });
  return toCurrentUser(normalizeOne(doc).data);
}

/** A profile that cannot be loaded ends the session; the login page shows why (000 §4, §8). */
async function loadSessionProfile(userId: string): Promise<CurrentUser> {
  try {
    return await getProfile(userId);
  } catch (error) {
    sessionStore.end({ error: errorMessage(error) });
    throw error;
  }
}

/** Keyed by the session identity, so a sign-in, sign-out or user switch in any tab loads the user again. */
export const profileQueryOptions = (userId: string | null, identity: string) =>
  queryOptions({
    queryKey: ['session', 'profile', identity],
    queryFn: () => loadSessionProfile(userId ?? ''),
    enabled: identity !== '',
  });

/**
 * Starts loading the stored session's profile before the app's first render (which runs in the background
 * and then waits for it): on a slow phone the request leaves as soon as the scripts have run, not after.
 */
export function prefetchSessionProfile(queryClient: QueryClient): void {
  const session = sessionStore.get();
  const identity = sessionIdentity(session);
  if (identity) void queryClient.prefetchQuery(profileQueryOptions(session.userId, identity));
}
