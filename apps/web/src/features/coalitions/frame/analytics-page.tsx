/** /coalitions/{coalitionId}/analytics: Coalition Analytics (002 §2.9), inside the coalition frame. */
export { default } from '../analytics/analytics-page';
