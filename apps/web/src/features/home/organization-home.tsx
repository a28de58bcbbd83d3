/**
 * The home of organization users (000 §2 Home): the location's name, then the Intake and Outcome Data
 * and Community Services Data columns of the working location. Without a working location the user
 * reads that they must be associated with an organization. The location switcher reloads the page, so
 * the columns follow `user.locationId`.
 *
 * This part is in the app's entry (app/routes.ts), the columns in a chunk loaded when they are first
 * shown: on a slow phone the frame and the name are on screen once the profile has arrived, while the
 * columns' code is still on its way (issue 14 §2). The columns start once the name has been painted.
 */
import { Alert, Stack, Title } from '@mantine/core';
import { SESSION_MESSAGES } from '@sac/domain';
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../../lib/auth/session-context';
import { HELPDESK_EMAIL } from '../../lib/site';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';

const HomeColumns = lazy(() => import('./home-columns'));

/**
 * Where the columns will be, until their code has arrived: empty, but marked busy, so that assistive
 * technology (and a test waiting for the page) knows that the page is still loading.
 */
const ColumnsPending = () => <div aria-busy="true" />;

export function OrganizationHome() {
  const user = useCurrentUser();
  // "Now" is read once per visit: the current year of the selectors does not move under the user.
  const [now] = useState(() => new Date());
  const headingShown = useAfterFirstPaint();

  return (
    <Stack gap="lg">
      <Title order={1}>{user.locationName ?? 'Home'}</Title>
      {!headingShown ? (
        <ColumnsPending />
      ) : user.locationId ? (
        <Suspense fallback={<ColumnsPending />}>
          <HomeColumns locationId={user.locationId} canUpload={user.isOrgAdmin} now={now} />
        </Suspense>
      ) : (
        <Alert color="yellow">{SESSION_MESSAGES.noLocation(HELPDESK_EMAIL)}</Alert>
      )}
    </Stack>
  );
}
