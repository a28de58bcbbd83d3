/** Coalition and coalition membership states and their labels (002 §3, §4). */
import { INVITE_REMINDER_COOLDOWN_DAYS } from '../constants/limits';
import type { Option } from './option';

export const COALITION_STATUSES = ['draft', 'active', 'closed'] as const;
export type CoalitionStatus = (typeof COALITION_STATUSES)[number];
export const COALITION_STATUS_OPTIONS: readonly Option<CoalitionStatus>[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'active', label: 'Active' },
  { value: 'closed', label: 'Closed' },
];

export const COALITION_MEMBERSHIP_STATUSES = [
  'requested',
  'reminded',
  'active',
  'rejected',
  'invited',
] as const;
export type CoalitionMembershipStatus = (typeof COALITION_MEMBERSHIP_STATUSES)[number];

/** Who made the last change of a membership: the organization or the coalition. */
export const STATUS_ACTORS = ['Organization', 'Coalition'] as const;
export type StatusActor = (typeof STATUS_ACTORS)[number];

/** Status change actions sent as `statusChangeAction` with the actor. */
export const MEMBERSHIP_STATUS_CHANGE_ACTIONS = ['accept', 'reject', 'remind'] as const;
export type MembershipStatusChangeAction = (typeof MEMBERSHIP_STATUS_CHANGE_ACTIONS)[number];

/** Pending means requested or reminded (002 §4). */
export const PENDING_MEMBERSHIP_STATUSES = [
  'requested',
  'reminded',
] as const satisfies readonly CoalitionMembershipStatus[];

export function isPendingMembership(status: string | null | undefined): boolean {
  return (PENDING_MEMBERSHIP_STATUSES as readonly string[]).includes(status ?? '');
}

/** The status and actor label table of 002 §4. `active` is labelled the same whoever acted. */
export const MEMBERSHIP_STATUS_LABELS: readonly {
  status: CoalitionMembershipStatus;
  actor?: StatusActor;
  label: string;
}[] = [
  { status: 'requested', actor: 'Organization', label: 'Coalition Approval Pending' },
  { status: 'requested', actor: 'Coalition', label: 'Organization Invite Pending' },
  { status: 'rejected', actor: 'Organization', label: 'Organization Declined' },
  { status: 'rejected', actor: 'Coalition', label: 'Coalition Declined' },
  { status: 'reminded', actor: 'Coalition', label: 'Coalition Invite Accept Pending' },
  { status: 'active', label: 'Active' },
];

/** The label of a membership's status; an unlisted combination shows the raw status. */
export function membershipStatusLabel(
  status: string | null | undefined,
  actor: string | null | undefined,
): string {
  const row = MEMBERSHIP_STATUS_LABELS.find(
    (r) => r.status === status && (r.actor === undefined || r.actor === actor),
  );
  return row?.label ?? status ?? '';
}

/**
 * The pending contributors tab's filter. 'All Pending' covers requested and invited; 'Coalition Invite
 * Resent' is a membership reminded by the coalition (002 §2.5).
 */
export const PENDING_CONTRIBUTOR_FILTERS = [
  { value: 'all_pending', label: 'All Pending', statuses: ['requested', 'invited'] },
  {
    value: 'coalition_approval_pending',
    label: 'Coalition Approval Pending',
    statuses: ['requested'],
    actor: 'Organization',
  },
  {
    value: 'organization_invite_pending',
    label: 'Organization Invite Pending',
    statuses: ['requested'],
    actor: 'Coalition',
  },
  {
    value: 'coalition_invite_resent',
    label: 'Coalition Invite Resent',
    statuses: ['reminded'],
    actor: 'Coalition',
  },
] as const satisfies readonly {
  value: string;
  label: string;
  statuses: readonly CoalitionMembershipStatus[];
  actor?: StatusActor;
}[];

/** The contributor list tabs and the membership statuses each shows. */
export const CONTRIBUTOR_TABS = [
  { value: 'active', label: 'Active', statuses: ['active'] },
  { value: 'pending', label: 'Pending', statuses: ['requested', 'reminded', 'invited'] },
  { value: 'declined', label: 'Declined Contrib.', statuses: ['rejected'] },
] as const satisfies readonly {
  value: string;
  label: string;
  statuses: readonly CoalitionMembershipStatus[];
}[];

/** The two kinds of data a contributor can share with a coalition, and the membership flag of each. */
export const DATA_SHARING_TYPES = [
  { value: 'intake_outcome', label: 'Intake/outcome Data Sharing', attribute: 'intakeOutcomeDataSharing' },
  {
    value: 'community_service',
    label: 'Community Service Data Sharing',
    attribute: 'communityServiceDataSharing',
  },
] as const;
export type DataSharingType = (typeof DATA_SHARING_TYPES)[number]['value'];

export const YES_NO_OPTIONS: readonly Option<'yes' | 'no'>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export function yesNoLabel(value: boolean | null | undefined): string {
  return value ? 'Yes' : 'No';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days left before a coalition may resend an invitation: 60 minus the days elapsed, never below 0. */
export function reminderDaysRemaining(lastSentAt: Date | string | null | undefined, now: Date): number {
  if (!lastSentAt) return 0;
  const sent = lastSentAt instanceof Date ? lastSentAt : new Date(lastSentAt);
  if (Number.isNaN(sent.getTime())) return 0;
  const elapsed = Math.floor((now.getTime() - sent.getTime()) / DAY_MS);
  return Math.max(0, INVITE_REMINDER_COOLDOWN_DAYS - elapsed);
}

export function canSendReminder(lastSentAt: Date | string | null | undefined, now: Date): boolean {
  return reminderDaysRemaining(lastSentAt, now) === 0;
}
