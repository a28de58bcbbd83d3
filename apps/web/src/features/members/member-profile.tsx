/** A member's profile card (001 §2 Member detail): name, title, email, status and role. */
import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { DetailList } from '../../lib/ui/detail-list';
import type { Member } from './api/member-record';

export function MemberProfile({ member, role }: { member: Member; role?: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <DetailList
        items={[
          { label: 'Full Name', value: member.fullName },
          { label: 'Title', value: member.title },
          { label: 'Email', value: member.email },
          { label: 'Status', value: member.status },
          { label: 'Role', value: role ?? member.roleLabel },
        ]}
      />
    </Paper>
  );
}
