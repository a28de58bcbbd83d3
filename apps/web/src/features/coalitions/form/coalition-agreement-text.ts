/**
 * The acknowledgement a coalition's creator gives for the data its contributors will share (002 §2.4):
 * the long legal text beside the form's data use agreement checkbox.
 */
export const COALITION_AGREEMENT_LABEL = 'I acknowledge the Data Use Agreement on behalf of this coalition';

export const COALITION_AGREEMENT_PARAGRAPHS: readonly string[] = [
  'Shelter Animals Count ("SAC") makes the data of participating organizations available to a coalition only with each organization’s consent, and only the types of data that organization chose to share with the coalition (intake and outcome data, community service data, or both). An organization may stop sharing at any time; its data is then no longer available to the coalition.',
  'The coalition will use shared data only for the purpose it describes in this form: planning, evaluating and reporting on programs that serve animals and the people who care for them in its geographic area. It will not sell, license or otherwise transfer shared data, will not use it to identify, rank or criticise a single organization in public, and will publish only aggregated results that combine the data of three or more organizations, unless an organization gives its written permission.',
  'Every user of the coalition must accept the Data Use Agreement before seeing any contributor’s data. The coalition’s managers are responsible for inviting only people who need the data for the coalition’s purpose, and for removing users who no longer do.',
  'The coalition will keep shared data secure, will report any unauthorised access or disclosure to SAC without delay, and will delete copies of shared data it no longer needs. SAC may suspend or close a coalition that does not comply with these terms.',
];
