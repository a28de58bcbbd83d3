/** /coalitions/{coalitionId}/export: inside the coalition frame; its content comes with issue 13. */
export { CoalitionPlaceholderPage as default } from './coalition-placeholder';
