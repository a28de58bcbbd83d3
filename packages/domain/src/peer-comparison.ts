/**
 * The Comparison dashboard's shared words (002 §2.13, issue 15): the annual intake bands that group an
 * organization with organizations of its size, the least number of peers a comparison needs, and the names
 * of the metrics compared. The server computes with them; the browser names them.
 */

/** An annual intake band: organizations whose yearly live intakes are at least `min` and below `max`. */
export type IntakeBand = { key: string; label: string; min: number; max: number | null };

export const INTAKE_BANDS = [
  { key: 'under_100', label: 'fewer than 100 intakes a year', min: 0, max: 100 },
  { key: '100_499', label: '100 to 499 intakes a year', min: 100, max: 500 },
  { key: '500_1999', label: '500 to 1,999 intakes a year', min: 500, max: 2000 },
  { key: '2000_4999', label: '2,000 to 4,999 intakes a year', min: 2000, max: 5000 },
  { key: '5000_plus', label: '5,000 or more intakes a year', min: 5000, max: null },
] as const satisfies readonly IntakeBand[];
export type IntakeBandKey = (typeof INTAKE_BANDS)[number]['key'];

/** The band of a yearly intake (a period's live intakes scaled to twelve months). */
export function intakeBandOf(annualIntake: number): IntakeBandKey {
  const band = INTAKE_BANDS.find((b) => annualIntake >= b.min && (b.max === null || annualIntake < b.max));
  return (band ?? INTAKE_BANDS[0]).key;
}

/** A comparison shows peer figures only when at least this many peers have a value (peers stay anonymous). */
export const COMPARISON_MIN_PEERS = 5;

export const COMPARISON_METRICS = [
  'intake_share',
  'live_release_rate',
  'return_to_owner_rate',
  'transfer_share',
  'reporting_completeness',
] as const;
export type ComparisonMetric = (typeof COMPARISON_METRICS)[number];

export const COMPARISON_METRIC_LABELS: Record<ComparisonMetric, string> = {
  intake_share: 'Share of intakes',
  live_release_rate: 'Live-release rate',
  return_to_owner_rate: 'Return-to-owner rate',
  transfer_share: 'Transfer share',
  reporting_completeness: 'Reporting completeness',
};

export const COMPARISON_MESSAGES = {
  tooFewPeers: 'Fewer than 5 comparable organizations share their data: no comparison can be shown.',
  noPeerGroup:
    'This organization has no comparison group: it needs an organization type, a primary location with a state or province, and intakes reported in the period.',
} as const;

/**
 * The `p` quantile (0 ≤ p ≤ 1) of values sorted ascending, by linear interpolation between the closest
 * ranks: Hyndman & Fan type 7, as R's default, Excel's PERCENTILE.INC and PostgreSQL's percentile_cont.
 * Null for no values.
 */
export function quantileOfSorted(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const h = (sorted.length - 1) * p;
  const below = Math.floor(h);
  const low = sorted[below]!;
  const high = sorted[Math.min(below + 1, sorted.length - 1)]!;
  return low + (h - below) * (high - low);
}
