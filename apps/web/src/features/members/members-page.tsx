/**
 * /organizations/{orgId}/members (001 §2 Members): Full Name, Email, Status, Role, paged; Invite Member
 * and the edit actions for those who manage the organization.
 */
import { Alert, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { MEMBER_MESSAGES } from '@sac/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/routes';
import { usePagedList, usePageParam } from '../../lib/api/paged-list';
import { canManageOrganization } from '../../lib/auth/current-user';
import { useCurrentUser } from '../../lib/auth/session-context';
import { errorMessage } from '../../lib/errors';
import { ListPagination } from '../../lib/ui/list-pagination';
import { RowMenu, type RowMenuItem } from '../../lib/ui/row-menu';
import { OrganizationLayout, useLayoutOrganization } from '../organizations/organization-layout';
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
  const records = list.data?.records ?? [];
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
      {list.isError && (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      )}
      <Table striped highlightOnHover withTableBorder aria-label="Members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Full Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((member) => (
            <Table.Tr key={member.userId}>
              <Table.Td>{member.fullName}</Table.Td>
              <Table.Td>{member.email}</Table.Td>
              <Table.Td>{member.status}</Table.Td>
              <Table.Td>{member.roleLabel}</Table.Td>
              <Table.Td>
                <RowMenu label={`Actions for ${member.fullName}`} items={rowItems(member)} />
              </Table.Td>
            </Table.Tr>
          ))}
          {list.isSuccess && records.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" ta="center" py="md">
                  {MEMBER_MESSAGES.noMembers}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {list.isPending && <Text c="dimmed">Loading…</Text>}
      <ListPagination page={page} pages={list.pages} onChange={setPage} />
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
