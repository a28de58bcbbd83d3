/** /data-entry and /data-entry-admin/{location}/{organizationId}: 'Intakes and Outcomes: Get Started'. */
import { EntryOptionsPage } from './entry-options-page';

export default function DataEntryOptionsPage() {
  return <EntryOptionsPage action="data-entry" />;
}
