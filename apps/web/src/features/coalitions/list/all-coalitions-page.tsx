/** /coalitions (002 §2.2): All Coalitions. */
import { CoalitionListPage } from './coalition-list-page';

export default function AllCoalitionsPage() {
  return <CoalitionListPage mine={false} />;
}
