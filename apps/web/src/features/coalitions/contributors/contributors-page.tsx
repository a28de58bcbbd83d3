/**
 * /coalitions/{coalitionId}/contributors/active|pending|declined (002 §2.5): the coalition's contributors
 * with the membership status of the tab, filters, and the coalition side's actions: Accept or Decline an
 * organization's request, Resend Invite (once per 60 days), Remove an active contributor.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  COALITION_MESSAGES,
  DATA_SHARING_TYPES,
  EMPTY_TEXTS,
  MEMBERSHIP_MESSAGES,
  type MembershipStatusChangeAction,
  membershipStatusLabel,
  reminderDaysRemaining,
  yesNoLabel,
} from '@sac/domain';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { usePagedList, usePageParam } from '../../../lib/api/paged-list';
import { type ContributorStatus, paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { BreakAfterSlashes, type ListColumn, WrappingHeader } from '../../../lib/ui/list-table';
import { PagedListTable } from '../../../lib/ui/paged-list-table';
import { TableScrollRegion } from '../../../lib/ui/table-scroll-region';
import {
  type Contributor,
  type ContributorFilters,
  contributorsQueryOptions,
  EMPTY_CONTRIBUTOR_FILTERS,
  regionsOf,
  useChangeContributor,
} from '../api/contributors';
import { CoalitionLayout, useLayoutCoalition } from '../frame/coalition-layout';
import { ContributorFilterForm } from './contributor-filters';
import { MonthStatusIcons } from './month-status-icons';

const TITLES: Record<ContributorStatus, string> = {
  active: 'Active Contributors',
  pending: 'Pending Contributors',
  declined: 'Declined Contributors',
};

export function statusOfPath(pathname: string): ContributorStatus {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return last === 'active' || last === 'declined' ? last : 'pending';
}

const ACTION_TOASTS: Record<MembershipStatusChangeAction, string> = {
  accept: MEMBERSHIP_MESSAGES.acceptedRequest,
  reject: MEMBERSHIP_MESSAGES.declinedRequest,
  remind: MEMBERSHIP_MESSAGES.reinvited,
};

/** When the last invitation was sent again; a first Resend Invite is always allowed. */
const lastReminder = (contributor: Contributor) =>
  contributor.membership?.remindedAt ??
  (contributor.membership?.status === 'reminded' ? contributor.membership.statusUpdatedAt : null);

function ContributorsList({ status, now }: { status: ContributorStatus; now: Date }) {
  const coalition = useLayoutCoalition();
  const coalitionId = coalition.id;
  const year = now.getFullYear();
  const [filters, setFilters] = useState<ContributorFilters>(EMPTY_CONTRIBUTOR_FILTERS);
  const [page, setPage] = usePageParam();
  const list = usePagedList(contributorsQueryOptions(coalitionId, status, filters, year), page);
  const change = useChangeContributor(coalitionId);
  const [removing, setRemoving] = useState<Contributor | null>(null);

  const act = (contributor: Contributor, action: MembershipStatusChangeAction) => {
    if (!contributor.membership) return;
    change.mutate(
      { membershipId: contributor.membership.id, action },
      { onSuccess: () => showSuccess(ACTION_TOASTS[action]), onError: (error) => showError(error) },
    );
  };

  const remove = () => {
    const membership = removing?.membership;
    if (!membership) return;
    change.mutate(
      { membershipId: membership.id, remove: true },
      {
        onSuccess: () => showSuccess(MEMBERSHIP_MESSAGES.contributorRemoved),
        onError: () => showError(MEMBERSHIP_MESSAGES.failedToRemoveContributor),
        onSettled: () => setRemoving(null),
      },
    );
  };

  const actions = (contributor: Contributor) => {
    const membership = contributor.membership;
    if (!membership) return null;
    const name = contributor.organization.name;
    const busy = change.isPending;
    if (status === 'active')
      return (
        <Button
          size="xs"
          color="red"
          variant="light"
          aria-label={`Remove ${name}`}
          onClick={() => setRemoving(contributor)}
        >
          Remove
        </Button>
      );
    if (status !== 'pending') return null;
    if (membership.statusActor === 'Organization' && membership.status === 'requested')
      return (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            aria-label={`Accept ${name}`}
            disabled={busy}
            onClick={() => act(contributor, 'accept')}
          >
            Accept
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-label={`Decline ${name}`}
            disabled={busy}
            onClick={() => act(contributor, 'reject')}
          >
            Decline
          </Button>
        </Group>
      );
    const days = reminderDaysRemaining(lastReminder(contributor), now);
    return (
      <Stack gap={2} align="flex-start">
        <Button
          size="xs"
          variant="light"
          aria-label={`Resend Invite to ${name}`}
          disabled={busy || days > 0}
          onClick={() => act(contributor, 'remind')}
        >
          Resend Invite
        </Button>
        {days > 0 && (
          <Text size="xs" c="dimmed">
            Available in {days} {days === 1 ? 'day' : 'days'}
          </Text>
        )}
      </Stack>
    );
  };

  const columns: ListColumn<Contributor>[] = [
    { header: 'Name', cell: (c) => c.organization.name, cellProps: { miw: 160 } },
    { header: 'States', cell: (c) => regionsOf(c.organization) },
    { header: 'Organization Type', cell: (c) => c.organization.organizationType ?? '' },
    {
      header: 'Status',
      cell: (c) => membershipStatusLabel(c.membership?.status, c.membership?.statusActor),
    },
    ...(status === 'active'
      ? [
          ...DATA_SHARING_TYPES.map(
            (type): ListColumn<Contributor> => ({
              // The long headers wrap, so the month icons fit beside them on a desktop.
              header: (
                <WrappingHeader>
                  <BreakAfterSlashes text={type.label} />
                </WrappingHeader>
              ),
              cell: (c) => yesNoLabel(c.membership?.[type.attribute]),
            }),
          ),
          {
            header: `Data Status ${year}`,
            cellProps: { style: { whiteSpace: 'nowrap' } },
            cell: (c: Contributor) => (
              <MonthStatusIcons statuses={c.organization.dataEntryStatuses ?? []} year={year} />
            ),
          },
        ]
      : []),
    ...(status === 'declined'
      ? []
      : [{ header: 'Actions', cell: (c: Contributor) => actions(c) } satisfies ListColumn<Contributor>]),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Title order={2}>{TITLES[status]}</Title>
        <Button component={Link} to={paths.coalitionContributorAdd(coalitionId)}>
          Invite Contributor
        </Button>
      </Group>
      <ContributorFilterForm
        key={status}
        pendingTab={status === 'pending'}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <TableScrollRegion label={TITLES[status]} minWidth={760}>
        <PagedListTable
          aria-label={TITLES[status]}
          list={list}
          page={page}
          onPageChange={setPage}
          rowKey={(c) => c.organization.id}
          emptyText={EMPTY_TEXTS.contributors}
          columns={columns}
        />
      </TableScrollRegion>
      <ConfirmModal
        opened={removing !== null}
        title="Remove Contributor"
        message={COALITION_MESSAGES.removeUserConfirm(removing?.organization.name ?? '')}
        confirmLabel="Remove"
        error={null}
        pending={change.isPending}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}

export default function ContributorsPage({ now }: { now?: Date }) {
  const { pathname } = useLocation();
  const status = statusOfPath(pathname);
  return (
    <CoalitionLayout>
      <ContributorsList key={status} status={status} now={now ?? new Date()} />
    </CoalitionLayout>
  );
}
