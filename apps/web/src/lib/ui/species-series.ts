/** The bar series of the species report groups (canine, feline, other) in every overview graph, one color each. */
import { REPORT_SPECIES_GROUPS, type SpeciesReportGroup } from '@sac/domain';

const SERIES_COLORS: Record<SpeciesReportGroup, string> = {
  canine: 'blue.6',
  feline: 'orange.5',
  other: 'teal.6',
};

export const SPECIES_GROUP_SERIES = REPORT_SPECIES_GROUPS.map((g) => ({
  name: g.key,
  label: g.label,
  color: SERIES_COLORS[g.key],
}));
