/** /organizations/{orgId}/members/{userId} (001 §2): the member's profile and, for managers, Edit Member. */
import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { canManageOrganization } from '../../lib/auth/current-user';
import { useCurrentUser } from '../../lib/auth/session-context';
import { errorMessage } from '../../lib/errors';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { paths } from '../../lib/paths';
import { useMember } from './api/get-member';
import { MemberBackLink } from './member-back-link';
import { MemberProfile } from './member-profile';

function MemberDetail() {
  const organization = useLayoutOrganization();
  const { userId = '' } = useParams();
  const user = useCurrentUser();
  const member = useMember(organization.id, userId);
  const canManage = canManageOrganization(user, organization.id);

  return (
    <Stack gap="md">
      <MemberBackLink organizationId={organization.id} />
      <Group justify="space-between">
        <Title order={2}>Member Details</Title>
        {canManage && member.data?.membership && (
          <Button component={Link} to={paths.organizationMemberEdit(organization.id, userId)}>
            Edit Member
          </Button>
        )}
      </Group>
      {member.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(member.error)}
        </Alert>
      ) : member.data ? (
        <MemberProfile member={member.data} />
      ) : (
        <Loader />
      )}
    </Stack>
  );
}

export default function MemberPage() {
  return (
    <OrganizationLayout>
      <MemberDetail />
    </OrganizationLayout>
  );
}
