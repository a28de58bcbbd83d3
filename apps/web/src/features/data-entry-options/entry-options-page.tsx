/**
 * The options screen of both databases (000 §2): /data-entry and /services, and for admins
 * /data-entry-admin/{location}/{organizationId} and /admin-services/{location}/{organizationId}.
 * The intake and outcome screen also lists the location's entry log.
 */
import { Alert, Stack, Title } from '@mantine/core';
import { ENTRY_SCREEN_TITLES, SESSION_MESSAGES } from '@sac/domain';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth/session-context';
import type { AdminTarget, EntryAction } from '../../lib/paths';
import { HELPDESK_EMAIL } from '../../lib/site';
import { EntryLogTable } from './entry-log-table';
import { EntryOptionsForm } from './entry-options-form';

/** The admin variants name the location and organization in the route; others use the working location. */
function useEntryTarget(): AdminTarget | undefined {
  const { location, organizationId } = useParams();
  return location && organizationId ? { location, organizationId } : undefined;
}

export function EntryOptionsPage({ action }: { action: EntryAction }) {
  const user = useCurrentUser();
  const target = useEntryTarget();
  const locationId = target ? String(target.location) : user.locationId;
  const title =
    action === 'services' ? ENTRY_SCREEN_TITLES.servicesOptions : ENTRY_SCREEN_TITLES.intakeOutcomeOptions;

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {locationId ? (
        <>
          <EntryOptionsForm
            action={action}
            target={target}
            canUpload={user.isOrgAdmin}
            locationId={locationId}
          />
          {action === 'data-entry' && <EntryLogTable locationId={locationId} />}
        </>
      ) : (
        <Alert color="yellow">{SESSION_MESSAGES.noLocation(HELPDESK_EMAIL)}</Alert>
      )}
    </Stack>
  );
}
