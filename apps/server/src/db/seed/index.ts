/** Demo and national-scale seeds. Start-up seeds the demo once; `npm run db:seed` runs either (see cli.ts). */
export { isDemoSeeded, type SeedSummary, seedDemo } from './demo';
export { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
export { isNationalSeeded, type NationalSummary, seedNational } from './national';
export { findStatusMismatches } from './status-check';
