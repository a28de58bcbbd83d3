/** The closed-location message of the matrices (000 §2): data entry is blocked, the helpdesk can help. */
import { Alert } from '@mantine/core';
import { DATA_ENTRY_MESSAGES } from '@sac/domain';
import { HELPDESK_EMAIL } from '../../lib/site';

export function ClosedLocationAlert({ locationName }: { locationName: string }) {
  return (
    <Alert color="yellow" role="alert">
      {DATA_ENTRY_MESSAGES.closedLocation(locationName, HELPDESK_EMAIL)}
    </Alert>
  );
}
