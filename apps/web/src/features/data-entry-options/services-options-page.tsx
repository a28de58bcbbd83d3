/** /services and /admin-services/{location}/{organizationId}: 'Services: Get Started'. */
import { EntryOptionsPage } from './entry-options-page';

export default function ServicesOptionsPage() {
  return <EntryOptionsPage action="services" />;
}
