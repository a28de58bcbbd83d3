/** The pending-requests box of the coalition lists (002 §2.2): managed coalitions with requests to answer. */
import { Alert, Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../lib/auth/current-user';
import { paths } from '../../../lib/paths';
import { usePendingRequests } from '../api/pending-requests';

export function PendingRequestsBox({ user }: { user: CurrentUser }) {
  const { coalitions } = usePendingRequests(user);
  if (coalitions.length === 0) return null;
  return (
    <Alert color="yellow" title="Pending requests" role="region" aria-label="Pending requests">
      <List size="sm">
        {coalitions.map((c) => (
          <List.Item key={c.coalitionId}>
            <Anchor component={Link} to={paths.coalitionContributors(c.coalitionId, 'pending')}>
              {c.name}
            </Anchor>{' '}
            has {c.count} pending {c.count === 1 ? 'request' : 'requests'} to join
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
