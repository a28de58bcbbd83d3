/** /organizations/{orgId}/members/{userId}/edit (001 §2): the member's profile with the role change. */
import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { useMember } from './api/get-member';
import { MemberBackLink } from './member-back-link';
import { MemberProfile } from './member-profile';
import { MemberRoleField } from './member-role-field';

function MemberEdit() {
  const organization = useLayoutOrganization();
  const { userId = '' } = useParams();
  const member = useMember(organization.id, userId);

  return (
    <Stack gap="md">
      <MemberBackLink organizationId={organization.id} />
      <Title order={2}>Edit Member</Title>
      {member.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(member.error)}
        </Alert>
      ) : member.data ? (
        <MemberProfile
          member={member.data}
          role={
            member.data.membership ? (
              <MemberRoleField
                key={`${member.data.userId}:${member.data.role}`}
                organizationId={organization.id}
                member={member.data}
              />
            ) : undefined
          }
        />
      ) : (
        <Loader />
      )}
    </Stack>
  );
}

export default function MemberEditPage() {
  return (
    <OrganizationLayout>
      <MemberEdit />
    </OrganizationLayout>
  );
}
