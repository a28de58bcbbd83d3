/**
 * /coalitions/{coalitionId} (002 §2.3, §2.8): the Home tab for the coalition's viewers, managers and
 * admins, its filters and graphs (home/); anyone else is sent to the Detail tab.
 */
import { Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/session-context';
import { paths } from '../../../lib/paths';
import { CoalitionHome } from '../home/coalition-home';
import { CoalitionLayout } from './coalition-layout';
import { isCoalitionMember } from './coalition-tabs';

export default function CoalitionHomePage() {
  const { coalitionId = '' } = useParams();
  const user = useCurrentUser();
  if (!isCoalitionMember(user, coalitionId))
    return <Navigate to={paths.coalitionDetail(coalitionId)} replace />;
  return (
    <CoalitionLayout>
      <CoalitionHome coalitionId={coalitionId} />
    </CoalitionLayout>
  );
}
