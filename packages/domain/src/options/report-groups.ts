/**
 * How reports, the year-to-date table and the overview graph group the data: species into canine, feline
 * and other; services into their four groups, each with the generated total column that sums it.
 */
import type { ServiceGroup } from '../categories';
import type { SpeciesReportGroup } from '../species';

export const REPORT_SPECIES_GROUPS: readonly { key: SpeciesReportGroup; label: string }[] = [
  { key: 'canine', label: 'Canine' },
  { key: 'feline', label: 'Feline' },
  { key: 'other', label: 'Other' },
];

/** Services group → the server's generated total column (camelCase) and the year-to-date attribute. */
export const SERVICE_GROUP_TOTALS: Record<
  ServiceGroup,
  { totalField: string; ytdField: string; ytdLabel: string }
> = {
  field: { totalField: 'totalFieldServicesCount', ytdField: 'totalFieldServices', ytdLabel: 'Field' },
  veterinary: {
    totalField: 'totalVeterinaryServicesCount',
    ytdField: 'totalVeterinaryServices',
    ytdLabel: 'Veterinary Services',
  },
  behavioral: {
    totalField: 'totalBehavioralServicesCount',
    ytdField: 'totalBehaviorServices',
    ytdLabel: 'Behavior',
  },
  support: { totalField: 'totalSupportServicesCount', ytdField: 'totalSupportServices', ytdLabel: 'Support' },
};
