/**
 * The coalition rows' "…" menu (002 §2.2) and what each item does: the membership requests with their
 * toasts (§8), a confirmation before leaving, and the sharing modal (Yes/No per data type).
 */
import { Modal, Text } from '@mantine/core';
import { COMMON_MESSAGES, MEMBERSHIP_MESSAGES } from '@sac/domain';
import { type ReactNode, useState } from 'react';
import type { CurrentUser } from '../../../lib/auth/current-user';
import { errorMessage } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import type { RowMenuItem } from '../../../lib/ui/row-menu';
import type { CoalitionRecord } from '../api/coalitions';
import { useMembershipAction, useUpdateSharing } from '../api/my-membership';
import { SharingForm, sharingValuesOf } from '../sharing/sharing-form';
import {
  type OwnMembership,
  ownMembership,
  ROW_ACTION_LABELS,
  rowActionsFor,
} from './coalition-relationship';

type Target = { coalition: CoalitionRecord; membership: OwnMembership };

export function useRowActions(user: CurrentUser): {
  itemsOf: (coalition: CoalitionRecord) => RowMenuItem[];
  dialogs: ReactNode;
} {
  const action = useMembershipAction();
  const sharing = useUpdateSharing();
  const [leaving, setLeaving] = useState<Target | null>(null);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const [sharingFor, setSharingFor] = useState<Target | null>(null);
  const organizationName = user.organization?.name ?? '';
  const orgId = user.organization?.id ?? '';

  const run = (coalition: CoalitionRecord, kind: 'request' | 'accept' | 'decline') => {
    const membership = ownMembership(coalition, user);
    const input =
      kind === 'request'
        ? ({ kind, organizationId: orgId, coalitionId: coalition.id } as const)
        : ({ kind, membershipId: membership?.id ?? '' } as const);
    action.mutate(input, {
      onSuccess: () =>
        showSuccess(
          kind === 'request'
            ? MEMBERSHIP_MESSAGES.requestSent(coalition.name)
            : kind === 'accept'
              ? MEMBERSHIP_MESSAGES.nowActiveContributor(organizationName, coalition.name)
              : MEMBERSHIP_MESSAGES.declinedInvitation(coalition.name),
        ),
      onError: (error) => showError(error),
    });
  };

  const itemsOf = (coalition: CoalitionRecord): RowMenuItem[] =>
    rowActionsFor(coalition, user).map((kind): RowMenuItem => {
      const label = ROW_ACTION_LABELS[kind];
      const membership = ownMembership(coalition, user);
      switch (kind) {
        case 'view':
          return { label, to: paths.coalitionDetail(coalition.id) };
        case 'leave':
          return {
            label,
            color: 'red',
            onClick: () => {
              setLeaveError(null);
              if (membership) setLeaving({ coalition, membership });
            },
          };
        case 'sharing':
          return { label, onClick: () => membership && setSharingFor({ coalition, membership }) };
        default:
          return { label, onClick: () => run(coalition, kind) };
      }
    });

  // mutateAsync, not mutate's callbacks: leaving the organization's last coalition refreshes the lists and
  // the page moves on to /coalitions before the answer's callbacks ran, and TanStack Query drops the
  // callbacks of an unmounted caller: the toast was lost (a coalitions journey saw it).
  const confirmLeave = () => {
    if (!leaving) return;
    action.mutateAsync({ kind: 'leave', membershipId: leaving.membership.id }).then(
      () => {
        showSuccess(MEMBERSHIP_MESSAGES.leftCoalition(leaving.coalition.name));
        setLeaving(null);
      },
      (error: unknown) => setLeaveError(errorMessage(error)),
    );
  };

  const dialogs = (
    <>
      <ConfirmModal
        opened={leaving !== null}
        title={ROW_ACTION_LABELS.leave}
        message={`Are you sure you want to remove your organization from ${leaving?.coalition.name ?? ''}?`}
        confirmLabel="Leave Coalition"
        error={leaveError}
        pending={action.isPending}
        onConfirm={confirmLeave}
        onCancel={() => setLeaving(null)}
      />
      <Modal
        opened={sharingFor !== null}
        onClose={() => setSharingFor(null)}
        title={ROW_ACTION_LABELS.sharing}
        centered
      >
        {sharingFor && (
          <>
            <Text size="sm" mb="md">
              What {organizationName} shares with {sharingFor.coalition.name}
            </Text>
            <SharingForm
              initial={sharingValuesOf(sharingFor.membership)}
              pending={sharing.isPending}
              onCancel={() => setSharingFor(null)}
              onSave={(values) =>
                sharing.mutate(
                  { membershipId: sharingFor.membership.id, values },
                  {
                    onSuccess: () => {
                      showSuccess(COMMON_MESSAGES.sharingPermissionsUpdated);
                      setSharingFor(null);
                    },
                    onError: (error) => showError(error),
                  },
                )
              }
            />
          </>
        )}
      </Modal>
    </>
  );

  return { itemsOf, dialogs };
}
