/** /coalitions/mine (002 §2.2): My Coalitions (filter[for_user][eq] the current user). */
import { CoalitionListPage } from './coalition-list-page';

export default function MyCoalitionsPage() {
  return <CoalitionListPage mine />;
}
