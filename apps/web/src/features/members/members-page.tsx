/**
 * /organizations/{orgId}/members (001 §2 Members): Full Name, Email, Status, Role, paged; Invite Member
 * and the edit actions for those who manage the organization.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { INVITE_ACCEPTANCE_MESSAGES, MEMBER_MESSAGES } from '@sac/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePagedList, usePageParam } from '../../lib/api/paged-list';
import { canManageOrganization } from '../../lib/auth/current-user';
import { useCurrentUser } from '../../lib/auth/session-context';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { paths } from '../../lib/paths';
import { PagedListTable, rowMenuColumn } from '../../lib/ui/paged-list-table';
import type { RowMenuItem } from '../../lib/ui/row-menu';
import { membersQueryOptions } from './api/get-members';
import type { Member } from './api/member-record';
import { RemoveMemberModal } from './remove-member-modal';

function MembersList() {
  const organization = useLayoutOrganization();
  const user = useCurrentUser();
  const canManage = canManageOrganization(user, organization.id);
  const [page, setPage] = usePageParam();
  const list = usePagedList(membersQueryOptions(organization.id, user.isAdmin), page);
  const [removing, setRemoving] = useState<Member | null>(null);
  const total = list.data?.total ?? 0;

  const rowItems = (member: Member): RowMenuItem[] => [
    { label: 'View Details', to: paths.organizationMember(organization.id, member.userId) },
    ...(canManage
      ? [{ label: 'Edit Details', to: paths.organizationMemberEdit(organization.id, member.userId) }]
      : []),
    ...(canManage && total > 1 && member.membership
      ? [{ label: 'Remove Member from Organization', color: 'red', onClick: () => setRemoving(member) }]
      : []),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Members</Title>
        {canManage && (
          <Button component={Link} to={paths.organizationMemberAdd(organization.id)}>
            Invite Member
          </Button>
        )}
      </Group>
      {canManage && (
        <Text size="sm" c="dimmed">
          {INVITE_ACCEPTANCE_MESSAGES.pendingNote}
        </Text>
      )}
      <PagedListTable
        aria-label="Members"
        list={list}
        page={page}
        onPageChange={setPage}
        rowKey={(member) => member.userId}
        emptyText={MEMBER_MESSAGES.noMembers}
        columns={[
          { header: 'Full Name', cell: (member) => member.fullName },
          { header: 'Email', cell: (member) => member.email },
          { header: 'Status', cell: (member) => member.status },
          { header: 'Role', cell: (member) => member.roleLabel },
          rowMenuColumn((member) => member.fullName, rowItems),
        ]}
      />
      <RemoveMemberModal
        organizationId={organization.id}
        member={removing}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

export default function MembersPage() {
  return (
    <OrganizationLayout>
      <MembersList />
    </OrganizationLayout>
  );
}
