/** The row actions by relationship (002 §2.2) over the combinations the list screen's tests leave out. */
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/demo-users';
import type { CoalitionRecord } from '../api/coalitions';
import { myRoleLabel, rowActionsFor } from './coalition-relationship';

const coalition = (
  id: string,
  status: string,
  membership?: { status: string; actor: string },
): CoalitionRecord =>
  ({
    id,
    type: 'coalitions',
    name: `Coalition ${id}`,
    status,
    coalitionMemberships: membership
      ? [
          {
            id: `m${id}`,
            type: 'coalition_memberships',
            organizationId: 10,
            coalitionId: id,
            status: membership.status,
            statusActor: membership.actor,
          },
        ]
      : [],
  }) as unknown as CoalitionRecord;

describe('row actions by relationship', () => {
  const manager = demoUser('manager');

  it('a declined organization may ask again; a pending request of its own offers nothing more', () => {
    expect(
      rowActionsFor(coalition('20', 'active', { status: 'rejected', actor: 'Coalition' }), manager),
    ).toEqual(['view', 'request']);
    expect(
      rowActionsFor(coalition('21', 'active', { status: 'requested', actor: 'Organization' }), manager),
    ).toEqual(['view']);
  });

  it('a resent invitation (reminded) can be answered too', () => {
    expect(
      rowActionsFor(coalition('22', 'active', { status: 'reminded', actor: 'Coalition' }), manager),
    ).toEqual(['view', 'accept', 'decline']);
  });

  it('no request to join a coalition that is not active', () => {
    expect(rowActionsFor(coalition('23', 'draft'), manager)).toEqual(['view']);
  });

  it('without an included membership, the one the profile knows counts (demo: invited to coalition 8)', () => {
    expect(rowActionsFor(coalition('8', 'active'), manager)).toEqual(['view', 'accept', 'decline']);
  });

  it('My Role names the coalition role, else Coalition Contributor', () => {
    expect([myRoleLabel('coalition_manager'), myRoleLabel('coalition_viewer'), myRoleLabel(null)]).toEqual([
      'Coalition Manager',
      'Coalition Viewer',
      'Coalition Contributor',
    ]);
  });
});
