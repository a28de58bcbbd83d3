/**
 * The home of organization users (000 §2 Home): the Intake and Outcome Data and Community Services Data
 * columns of the working location, side by side on wide screens. Without a working location the user
 * reads that they must be associated with an organization. The location switcher reloads the page, so
 * the columns follow `user.locationId`.
 */
import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { SESSION_MESSAGES } from '@sac/domain';
import { startTransition, useEffect, useState } from 'react';
import { useCurrentUser } from '../../lib/auth/session-context';
import { HELPDESK_EMAIL } from '../../lib/site';
import { HomeColumn } from './home-column';

export function OrganizationHome() {
  const user = useCurrentUser();
  // "Now" is read once per visit: the current year of the selectors does not move under the user.
  const [now] = useState(() => new Date());
  // The location's name first, the two columns in a background render just after: on a slow phone the
  // page shows its name sooner, and the columns' render and layout do not hold it back as one long task.
  const [columnsShown, showColumns] = useState(false);
  useEffect(() => startTransition(() => showColumns(true)), []);

  return (
    <Stack gap="lg">
      <Title order={1}>{user.locationName ?? 'Home'}</Title>
      {!columnsShown ? null : user.locationId ? (
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
          <HomeColumn
            action="data-entry"
            locationId={user.locationId}
            canUpload={user.isOrgAdmin}
            now={now}
          />
          <HomeColumn action="services" locationId={user.locationId} canUpload={user.isOrgAdmin} now={now} />
        </SimpleGrid>
      ) : (
        <Alert color="yellow">{SESSION_MESSAGES.noLocation(HELPDESK_EMAIL)}</Alert>
      )}
    </Stack>
  );
}
