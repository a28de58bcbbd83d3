/** PLACEHOLDER (issue 4, being built): the IOD and CSD dashboard of organization users. */
import ComingSoonPage from '../../app/coming-soon-page';

export function OrganizationHome() {
  return <ComingSoonPage />;
}
