/**
 * The role of a member with its Edit button (001 §2, §4): Edit unlocks the choice and becomes Save;
 * Save sends the role change and shows the spec's toast, or "Failed to update user to new role!".
 */
import { Button, Group, Select } from '@mantine/core';
import {
  COMMON_MESSAGES,
  ORGANIZATION_MESSAGES,
  ORGANIZATION_ROLE_OPTIONS,
  type OrganizationRole,
  roleLabel,
} from '@sac/domain';
import { useState } from 'react';
import { showError, showSuccess } from '../../lib/toasts';
import { UnsavedChangesGuard } from '../../lib/unsaved-changes-guard';
import type { Member } from './api/member-record';
import { useUpdateMemberRole } from './api/update-member-role';

type MemberRoleFieldProps = { organizationId: string; member: Member };

export function MemberRoleField({ organizationId, member }: MemberRoleFieldProps) {
  const [editing, setEditing] = useState(false);
  const [role, setRole] = useState<OrganizationRole | null>(member.role as OrganizationRole | null);
  const update = useUpdateMemberRole(organizationId);
  const changed = editing && role !== member.role;

  const handleClick = () => {
    if (!editing) {
      setEditing(true);
      return;
    }
    if (!role || !member.membership || role === member.role) {
      setEditing(false);
      return;
    }
    update.mutate(
      { membershipId: member.membership.id, role },
      {
        onSuccess: (updated) => {
          showSuccess(ORGANIZATION_MESSAGES.memberRoleUpdated(updated.userId, roleLabel(updated.role)));
          setEditing(false);
        },
        onError: () => showError(COMMON_MESSAGES.failedToUpdateRole),
      },
    );
  };

  const handleCancel = () => {
    setRole(member.role as OrganizationRole | null);
    setEditing(false);
  };

  return (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      <UnsavedChangesGuard when={changed && !update.isPending} />
      <Select
        aria-label="Role"
        data={[...ORGANIZATION_ROLE_OPTIONS]}
        value={role}
        onChange={(value) => setRole(value as OrganizationRole | null)}
        disabled={!editing}
        allowDeselect={false}
        w={200}
      />
      <Button onClick={handleClick} loading={update.isPending} variant={editing ? 'filled' : 'light'}>
        {editing ? 'Save' : 'Edit'}
      </Button>
      {editing && (
        <Button variant="default" onClick={handleCancel} disabled={update.isPending}>
          Cancel
        </Button>
      )}
    </Group>
  );
}
