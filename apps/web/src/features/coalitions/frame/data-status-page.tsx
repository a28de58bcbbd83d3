/** /coalitions/{coalitionId}/data-status: the Data Status Table (002 §2.10), inside the coalition frame. */
export { default } from '../data-status/data-status-page';
