/**
 * Who may open which route (000 §6, 002 §2.1 and §6), as pure decisions the root layout acts on.
 * Guards are convenience: the server enforces access on every call.
 */
import {
  type CurrentUser,
  canManageOrganization,
  canViewOrganization,
  coalitionRole,
  hasCoalitions,
  isContributorOf,
} from '../lib/auth/current-user';
import type { SessionState } from '../lib/auth/session-context';
import { paths } from '../lib/paths';

export type GuardName =
  /** Anyone, signed in or not. */
  | 'public'
  /** Sign-in screens: a signed-in user with a loaded profile is sent on. */
  | 'guest'
  | 'signedIn'
  /** Home: coalition-only users go to /coalitions. */
  | 'home'
  | 'admin'
  /** Admins and users with an organization. */
  | 'orgMember'
  /** Admins and organization managers. */
  | 'orgManager'
  /** The user's organization came from the legacy import. */
  | 'legacy'
  | 'myCoalitions'
  /** Admins, and members (or managers) of the organization in the route. */
  | 'orgViewer'
  /** Admins, and managers of the organization in the route. */
  | 'orgEditor'
  | 'coalitionMember'
  | 'coalitionManager'
  | 'coalitionAdmin'
  | 'coalitionContributor'
  /** The year and month in the route name a month that can hold data. */
  | 'entryMonth';

export type GuardContext = {
  session: SessionState;
  params: Record<string, string | undefined>;
  pathname: string;
  legacyCapable?: boolean;
  /** Where a guest came from, to return there after signing in. */
  from?: string | null;
  now?: Date;
};

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'wait' }
  | { type: 'redirect'; to: string; rememberFrom?: boolean };

const allow: GuardDecision = { type: 'allow' };
const redirect = (to: string): GuardDecision => ({ type: 'redirect', to });

/** A month is open for data if it parses and is not later than the current month (000 §5). */
export function isEntryMonth(year: string | undefined, month: string | undefined, now = new Date()): boolean {
  if (!year || !month || !/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month)) return false;
  const y = Number(year);
  const m = Number(month);
  if (m < 1 || m > 12) return false;
  return y < now.getFullYear() || (y === now.getFullYear() && m <= now.getMonth() + 1);
}

function check(guard: GuardName, user: CurrentUser, ctx: GuardContext): GuardDecision {
  const { params } = ctx;
  const orgId = params.orgId ?? '';
  const coalitionId = params.coalitionId ?? '';
  switch (guard) {
    case 'public':
    case 'guest':
    case 'signedIn':
      return allow;
    case 'home':
      return user.isCoalitionOnly ? redirect(paths.coalitions()) : allow;
    case 'admin':
      return user.isAdmin ? allow : redirect(paths.home());
    case 'orgMember':
      return user.isAdmin || user.isDataPortalUser ? allow : redirect(paths.home());
    case 'orgManager':
      return user.isAdmin || (user.isOrgAdmin && user.isDataPortalUser) ? allow : redirect(paths.home());
    case 'legacy':
      return user.isLegacy ? allow : redirect(paths.home());
    case 'myCoalitions':
      return user.isAdmin || hasCoalitions(user) ? allow : redirect(paths.coalitions());
    case 'orgViewer':
      return canViewOrganization(user, orgId) ? allow : redirect(paths.home());
    case 'orgEditor':
      return canManageOrganization(user, orgId) ? allow : redirect(paths.home());
    case 'coalitionMember':
      return user.isAdmin || coalitionRole(user, coalitionId) ? allow : redirect(paths.coalitions());
    case 'coalitionManager':
      return user.isAdmin || coalitionRole(user, coalitionId) === 'coalition_manager'
        ? allow
        : redirect(paths.coalitions());
    case 'coalitionAdmin':
      return user.isAdmin ? allow : redirect(paths.coalitions());
    case 'coalitionContributor':
      return user.isOrgAdmin && isContributorOf(user, coalitionId) ? allow : redirect(paths.coalitions());
    case 'entryMonth': {
      if (isEntryMonth(params.year, params.month, ctx.now)) return allow;
      return redirect(
        paths.entryOptions(
          ctx.pathname.startsWith(paths.entryOptions('services')) ? 'services' : 'data-entry',
        ),
      );
    }
  }
}

/** The decision for a route with the given guards, checked in order after the session itself. */
export function decideAccess(guards: readonly GuardName[], ctx: GuardContext): GuardDecision {
  const { session } = ctx;
  if (guards.includes('public')) return allow;
  if (guards.includes('guest')) {
    return session.status === 'signedIn' ? redirect(ctx.from || paths.home()) : allow;
  }
  if (session.status === 'loading') return { type: 'wait' };
  if (session.status === 'signedOut') {
    // After signing out here the next sign-in starts at home; otherwise it returns to this page.
    return { type: 'redirect', to: paths.login(), rememberFrom: !session.byUser };
  }
  const user = session.user;
  if (user.isLegacy && !user.isAdmin && !ctx.legacyCapable) return redirect(paths.legacy());
  for (const guard of guards) {
    const decision = check(guard, user, ctx);
    if (decision.type !== 'allow') return decision;
  }
  return allow;
}
