import { describe, expect, it } from 'vitest';
import type { SessionState } from '../lib/auth/session-context';
import { type DemoRole, demoUser } from '../test/demo-users';
import { decideAccess, type GuardContext, type GuardName, isEntryMonth } from './guards';

const signedIn = (role: DemoRole): SessionState => ({
  status: 'signedIn',
  user: demoUser(role),
  error: null,
});
const signedOut: SessionState = { status: 'signedOut', user: null, error: null, byUser: false };
const now = new Date(2026, 10, 23);

function decide(guards: GuardName | GuardName[], session: SessionState, ctx: Partial<GuardContext> = {}) {
  return decideAccess(typeof guards === 'string' ? [guards] : guards, {
    session,
    params: {},
    pathname: '/somewhere',
    now,
    ...ctx,
  });
}

const allowed = { type: 'allow' };
const to = (path: string) => ({ type: 'redirect', to: path });

describe('route guards', () => {
  it('sends signed-out visitors of a guarded route to /login, remembering where they were', () => {
    expect(decide('signedIn', signedOut)).toEqual({ type: 'redirect', to: '/login', rememberFrom: true });
    expect(decide('signedIn', { ...signedOut, byUser: true })).toEqual({
      type: 'redirect',
      to: '/login',
      rememberFrom: false,
    });
  });

  it('waits while the profile loads', () => {
    expect(decide('admin', { status: 'loading', user: null, error: null })).toEqual({ type: 'wait' });
  });

  it('lets everyone open public routes and sends signed-in users on from the sign-in screens', () => {
    expect(decide('public', signedOut)).toEqual(allowed);
    expect(decide('guest', signedOut)).toEqual(allowed);
    expect(decide('guest', signedIn('viewer'))).toEqual(to('/'));
    expect(decide('guest', signedIn('viewer'), { from: '/profile' })).toEqual(to('/profile'));
  });

  it('home: coalition-only users go to /coalitions', () => {
    expect(decide('home', signedIn('coalition'))).toEqual(to('/coalitions'));
    expect(decide('home', signedIn('admin'))).toEqual(allowed);
    expect(decide('home', signedIn('viewer'))).toEqual(allowed);
  });

  it('admin-only and organization routes redirect to /', () => {
    expect(decide('admin', signedIn('manager'))).toEqual(to('/'));
    expect(decide('admin', signedIn('admin'))).toEqual(allowed);
    expect(decide('orgMember', signedIn('coalition'))).toEqual(to('/'));
    expect(decide('orgMember', signedIn('viewer'))).toEqual(allowed);
    expect(decide('orgMember', signedIn('admin'))).toEqual(allowed);
    expect(decide('orgManager', signedIn('viewer'))).toEqual(to('/'));
    expect(decide('orgManager', signedIn('manager'))).toEqual(allowed);
  });

  it('organization tabs: members for its members, editing for its managers, admins everywhere', () => {
    const own = { params: { orgId: '10' } };
    const other = { params: { orgId: '99' } };
    expect(decide('orgViewer', signedIn('viewer'), own)).toEqual(allowed);
    expect(decide('orgViewer', signedIn('viewer'), other)).toEqual(to('/'));
    expect(decide('orgEditor', signedIn('viewer'), own)).toEqual(to('/'));
    expect(decide('orgEditor', signedIn('manager'), own)).toEqual(allowed);
    expect(decide('orgEditor', signedIn('admin'), other)).toEqual(allowed);
  });

  it('legacy: users of an imported organization go to /legacy except on legacy-capable routes', () => {
    expect(decide('home', signedIn('legacy'))).toEqual(to('/legacy'));
    expect(decide('signedIn', signedIn('legacy'), { legacyCapable: true })).toEqual(allowed);
    expect(decide('legacy', signedIn('legacy'), { legacyCapable: true })).toEqual(allowed);
    expect(decide('legacy', signedIn('manager'), { legacyCapable: true })).toEqual(to('/'));
  });

  it('coalitions: /coalitions/mine needs memberships; coalition pages need the role', () => {
    expect(decide('myCoalitions', signedIn('coalition'))).toEqual(allowed);
    expect(decide('myCoalitions', signedIn('admin'))).toEqual(allowed);
    expect(
      decide('myCoalitions', {
        status: 'signedIn',
        user: { ...demoUser('legacy'), isLegacy: false },
        error: null,
      }),
    ).toEqual(to('/coalitions'));
    const coalition = { params: { coalitionId: '7' } };
    expect(decide('coalitionManager', signedIn('coalition'), coalition)).toEqual(allowed);
    expect(decide('coalitionManager', signedIn('manager'), coalition)).toEqual(to('/coalitions'));
    expect(decide('coalitionMember', signedIn('coalition'), { params: { coalitionId: '8' } })).toEqual(
      to('/coalitions'),
    );
    expect(decide('coalitionAdmin', signedIn('coalition'), coalition)).toEqual(to('/coalitions'));
    expect(decide('coalitionContributor', signedIn('manager'), coalition)).toEqual(allowed);
    expect(decide('coalitionContributor', signedIn('viewer'), coalition)).toEqual(to('/coalitions'));
  });

  it('data-entry months: only real months up to the current one', () => {
    expect(isEntryMonth('2026', '11', now)).toBe(true);
    expect(isEntryMonth('2026', '12', now)).toBe(false);
    expect(isEntryMonth('2025', '13', now)).toBe(false);
    expect(isEntryMonth('abcd', '1', now)).toBe(false);
    const future = { params: { year: '2027', month: '1' } };
    expect(
      decide(['orgMember', 'entryMonth'], signedIn('viewer'), { ...future, pathname: '/data-entry/2027/1' }),
    ).toEqual(to('/data-entry'));
    expect(
      decide(['orgMember', 'entryMonth'], signedIn('viewer'), { ...future, pathname: '/services/2027/1' }),
    ).toEqual(to('/services'));
    expect(
      decide(['admin', 'entryMonth'], signedIn('viewer'), { ...future, pathname: '/services/2027/1/5/10' }),
    ).toEqual(to('/'));
  });
});
