/** PLACEHOLDER (issue 4, being built): /services/{year}/{month} and its admin variant. */
import ComingSoonPage from '../../app/coming-soon-page';

export default function ServicesMatrixPage() {
  return <ComingSoonPage />;
}
