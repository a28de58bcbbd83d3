/** Home (/, 000 §2): administrators see the welcome page, organization users their dashboard. */
import { useCurrentUser } from '../../lib/auth/session-context';
import { AdminHome } from './admin/admin-home';
import { OrganizationHome } from './organization-home';

export default function HomePage() {
  const user = useCurrentUser();
  return user.isAdmin ? <AdminHome /> : <OrganizationHome />;
}
