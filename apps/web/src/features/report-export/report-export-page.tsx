/**
 * The export screens of both databases (000 §2 Export screen): /data-entry/export and /services/export
 * for the members of an organization (managers and viewers), and for admins
 * /{action}/export/{location}/{organizationId}, which name the organization in the address.
 */
import { Alert, Stack, Title } from '@mantine/core';
import { type RouteAction, SESSION_MESSAGES } from '@sac/domain';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth/session-context';
import { useRouteTitle } from '../../lib/route-title';
import { HELPDESK_EMAIL } from '../../lib/site';
import { ReportExportForm } from './report-export-form';

export function ReportExportPage({ action }: { action: RouteAction }) {
  const user = useCurrentUser();
  const title = useRouteTitle();
  const params = useParams();
  const organizationId = params.organizationId ?? user.organization?.id;

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {organizationId ? (
        <ReportExportForm organizationId={organizationId} action={action} />
      ) : (
        <Alert color="yellow">{SESSION_MESSAGES.noLocation(HELPDESK_EMAIL)}</Alert>
      )}
    </Stack>
  );
}
