/** /organizations/{orgId} (001 §2 Details): the organization's details, its actions, and its managers. */
import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { ORGANIZATION_DETAILS_MESSAGES } from '@sac/domain';
import { Link } from 'react-router';
import { canManageOrganization } from '../../lib/auth/current-user';
import { useCurrentUser } from '../../lib/auth/session-context';
import type { Organization } from '../../lib/organization/api/get-organization';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { paths } from '../../lib/paths';
import { LoadError } from '../../lib/ui/load-error';
import { useOrganizationManagers } from './api/list-organization-managers';
import { useResendAuthorizationEmail } from './api/resend-authorization-email';
import { OrganizationDetailsView, PublicDetailsView } from './organization-details-view';

function ManagersList({ organizationId }: { organizationId: string }) {
  const managers = useOrganizationManagers(organizationId, true);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} mb="xs">
        {ORGANIZATION_DETAILS_MESSAGES.managersHeading}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {ORGANIZATION_DETAILS_MESSAGES.managersIntro}
      </Text>
      {managers.isError ? (
        <LoadError error={managers.error} onRetry={managers.refetch} retrying={managers.isFetching} />
      ) : !managers.data ? (
        <Text c="dimmed">Loading…</Text>
      ) : managers.data.length === 0 ? (
        <Text c="dimmed">{ORGANIZATION_DETAILS_MESSAGES.noManagers}</Text>
      ) : (
        <List aria-label={ORGANIZATION_DETAILS_MESSAGES.managersHeading}>
          {managers.data.map((manager) => (
            <List.Item key={manager.id}>
              {manager.fullName}
              {manager.title ? `, ${manager.title}` : ''} —{' '}
              <Anchor href={`mailto:${manager.email}`}>{manager.email}</Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}

export function DetailsContent({ organization }: { organization: Organization }) {
  const user = useCurrentUser();
  const resend = useResendAuthorizationEmail();
  const canEdit = canManageOrganization(user, organization.id);
  const isMemberViewer = !canEdit && user.organization?.id === organization.id;
  return (
    <Stack gap="md">
      {user.isAdmin && (
        <Anchor component={Link} to={paths.organizations()} size="sm">
          ← Back to Organizations
        </Anchor>
      )}
      <Group justify="space-between">
        <Title order={2}>Details</Title>
        {canEdit && (
          <Group>
            {organization.status === 'registered' && (
              <Button
                variant="default"
                loading={resend.isPending}
                onClick={() => resend.mutate(organization.id)}
              >
                Resend Authorization Email
              </Button>
            )}
            <Button component={Link} to={paths.organizationEdit(organization.id)}>
              Edit Organization
            </Button>
          </Group>
        )}
      </Group>
      {isMemberViewer && organization.communicationsOptIn && (
        <ManagersList organizationId={organization.id} />
      )}
      {organization.publicOnly ? (
        <PublicDetailsView organization={organization} />
      ) : (
        <OrganizationDetailsView organization={organization} isAdmin={user.isAdmin} />
      )}
    </Stack>
  );
}

function LayoutDetails() {
  return <DetailsContent organization={useLayoutOrganization()} />;
}

export default function OrganizationDetailsPage() {
  return (
    <OrganizationLayout>
      <LayoutDetails />
    </OrganizationLayout>
  );
}
