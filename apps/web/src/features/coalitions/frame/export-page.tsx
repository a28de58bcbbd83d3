/**
 * /coalitions/{coalitionId}/export (002 §2.11): the Export Data tab for the coalition's viewers, managers
 * and admins (export/); anyone else is sent to the Detail tab.
 */
import { Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/session-context';
import { paths } from '../../../lib/paths';
import { CoalitionExport } from '../export/coalition-export';
import { CoalitionLayout } from './coalition-layout';
import { isCoalitionMember } from './coalition-tabs';

export default function CoalitionExportPage() {
  const { coalitionId = '' } = useParams();
  const user = useCurrentUser();
  if (!isCoalitionMember(user, coalitionId))
    return <Navigate to={paths.coalitionDetail(coalitionId)} replace />;
  return (
    <CoalitionLayout>
      <CoalitionExport coalitionId={coalitionId} />
    </CoalitionLayout>
  );
}
