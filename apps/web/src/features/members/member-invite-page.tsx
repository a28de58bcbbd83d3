/**
 * /organizations/{orgId}/members/add (001 §2, §8): invites a member. An organization without a valid
 * website gets the spec's toast pointing at the Details tab; other field errors land on their fields.
 */
import { Stack, Title } from '@mantine/core';
import {
  type InviteMemberValues,
  isWebsiteUrlError,
  MEMBER_MESSAGES,
  ORGANIZATION_MESSAGES,
  toMemberInviteAttributes,
} from '@sac/domain';
import type { UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerFieldErrors } from '../../lib/api/server-field-errors';
import { errorMessage } from '../../lib/errors';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { paths } from '../../lib/paths';
import { HELPDESK_EMAIL } from '../../lib/site';
import { showError, showSuccess } from '../../lib/toasts';
import { useInviteMember } from './api/invite-member';
import { InviteMemberForm, type InviteMemberOutput } from './invite-member-form';

const FIELDS = ['fullName', 'title', 'email', 'confirmEmail', 'role'];

function InviteMember() {
  const organization = useLayoutOrganization();
  const invite = useInviteMember(organization.id);
  const navigate = useNavigate();
  const membersPath = paths.organizationMembers(organization.id);

  const handleSubmit = async (values: InviteMemberOutput, setError: UseFormSetError<InviteMemberValues>) => {
    try {
      await invite.mutateAsync(toMemberInviteAttributes(values, organization.id));
    } catch (error) {
      const message = errorMessage(error);
      if (isWebsiteUrlError(message)) showError(ORGANIZATION_MESSAGES.websiteNeededForInvite(HELPDESK_EMAIL));
      else if (!applyServerFieldErrors(error, setError, FIELDS, { name: 'fullName' })) showError(message);
      return false;
    }
    showSuccess(MEMBER_MESSAGES.invited(values.email));
    // After the form is clean (the caller resets it), so the guard lets the page go.
    setTimeout(() => navigate(membersPath), 0);
    return true;
  };

  return (
    <Stack gap="md">
      <Title order={2}>Invite Member</Title>
      <InviteMemberForm
        pending={invite.isPending}
        onSubmit={handleSubmit}
        onCancel={() => navigate(membersPath)}
      />
    </Stack>
  );
}

export default function MemberInvitePage() {
  return (
    <OrganizationLayout>
      <InviteMember />
    </OrganizationLayout>
  );
}
