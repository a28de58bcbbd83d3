/** The Data Use Agreement's legal text (002 §2.16), section by section. */
export const DATA_USE_AGREEMENT_TITLE = 'Shelter Animals Count Data Use Agreement';

export const DATA_USE_AGREEMENT_SECTIONS: readonly { heading: string; paragraphs: readonly string[] }[] = [
  {
    heading: '1. Purpose',
    paragraphs: [
      'This Data Use Agreement ("Agreement") sets the terms under which you ("User"), as a member of a coalition or organization on the Shelter Animals Count National Shelter Data Portal ("Portal"), may receive, view and use animal intake, outcome and community service data contributed by participating organizations ("Shared Data").',
      'Shelter Animals Count ("SAC") makes Shared Data available to coalitions so that communities can understand and improve the welfare of sheltered animals. The Agreement protects the organizations that contribute their data.',
    ],
  },
  {
    heading: '2. Permitted use',
    paragraphs: [
      'User may use Shared Data only for the coalition purposes the contributing organizations agreed to: planning, evaluating and reporting on programs that serve animals and the people who care for them.',
      'User may publish aggregated results that combine the data of three or more organizations. Results that identify a single organization may be published only with that organization’s written permission.',
    ],
  },
  {
    heading: '3. Restrictions',
    paragraphs: [
      'User shall not sell, license or otherwise transfer Shared Data to any third party; shall not use Shared Data to criticize, rank or single out an individual organization in public; and shall not attempt to identify any person from Shared Data.',
      'User shall not share login credentials, and shall keep downloaded Shared Data on secured devices accessible only to persons bound by this Agreement.',
    ],
  },
  {
    heading: '4. Attribution',
    paragraphs: [
      'Any publication, report or presentation that uses Shared Data shall credit "Shelter Animals Count" and the contributing organizations as the source of the data.',
    ],
  },
  {
    heading: '5. Accuracy',
    paragraphs: [
      'Shared Data is provided "as is". SAC and the contributing organizations do not warrant that Shared Data is complete or free of errors, and are not liable for decisions made on the basis of it.',
    ],
  },
  {
    heading: '6. Term and termination',
    paragraphs: [
      'This Agreement takes effect when User accepts it and remains in effect while User has access to Shared Data. A contributing organization may stop sharing its data with a coalition at any time; SAC may suspend access of a User who breaches this Agreement.',
      'On termination, User shall delete Shared Data that was downloaded, except aggregated results already published in accordance with section 2.',
    ],
  },
  {
    heading: '7. Changes',
    paragraphs: [
      'SAC may amend this Agreement. Users will be asked to accept the amended Agreement before they receive further Shared Data.',
    ],
  },
];
