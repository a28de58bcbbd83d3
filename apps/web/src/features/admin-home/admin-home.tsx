/** PLACEHOLDER (issue 4, being built): the administrators' welcome page and records search. */
import ComingSoonPage from '../../app/coming-soon-page';

export function AdminHome() {
  return <ComingSoonPage />;
}
