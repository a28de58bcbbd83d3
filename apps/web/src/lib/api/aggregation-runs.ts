/**
 * Aggregation runs (002 §2.14; `GET /api/v1/aggregation_runs`): what each queued aggregation of a month of
 * shelter-software events did. Read by the aggregation page (one vendor's runs) and by an organization's
 * API Mapping tab (its own runs) under one key prefix, so a new or resolved run refreshes both. A list is
 * read again every few seconds while one of its runs is still queued or running.
 */
import { formatInteger, formatMonthYear, type ShelterSoftwareVendor } from '@sac/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { type JsonApiDocument, normalizeMany, type Resource, totalCount } from './jsonapi';

export type AggregationRunStatus =
  | 'queued'
  | 'running'
  | 'completed'
  | 'unchanged'
  | 'needs_review'
  | 'kept'
  | 'blocked'
  | 'failed';

export const AGGREGATION_RUN_STATUS_LABELS: Record<AggregationRunStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  unchanged: 'No change',
  needs_review: 'Needs review',
  kept: 'Kept entered numbers',
  blocked: 'Blocked',
  failed: 'Failed',
};

/** Badge colors: waiting grey, working blue, done green, asking for a person orange, refused red. */
export const AGGREGATION_RUN_STATUS_COLORS: Record<AggregationRunStatus, string> = {
  queued: 'gray',
  running: 'blue',
  completed: 'green',
  unchanged: 'gray',
  needs_review: 'orange',
  kept: 'teal',
  blocked: 'orange',
  failed: 'red',
};

/** An event type with no SAC category yet, and how many of the month's events it has. */
export type UnmappedEventType = { key: string; events: number };
export type UnknownAnimalType = { animalType: string; events: number };
/** A count the shelter software gives differently from the one entered. */
export type RunDifference = {
  table: 'animal_intakes' | 'animal_outcomes' | 'animal_counts';
  species: string;
  field: string;
  entered: number | null;
  shelterSoftware: number | null;
};

/** A run as the client reads it: the API's snake_case attributes in camelCase. */
export type AggregationRun = Resource & {
  orgId: number;
  orgName: string | null;
  vendor: ShelterSoftwareVendor;
  year: number;
  month: number;
  status: AggregationRunStatus;
  eventsPulled: number | null;
  eventsCounted: number | null;
  eventsNotCounted: number | null;
  eventsUnmapped: number | null;
  recordsWritten: number | null;
  unmappedTypes: UnmappedEventType[] | null;
  unknownAnimalTypes: UnknownAnimalType[] | null;
  differences: RunDifference[] | null;
  differencesCount: number | null;
  countsNote: string | null;
  message: string | null;
  overwrite: boolean;
  requestedByName: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

export type AggregationRunList = { runs: AggregationRun[]; total: number };

/** Which runs: one vendor's (the aggregation page) or one organization's (its API Mapping tab). */
export type AggregationRunFilter = { vendor: ShelterSoftwareVendor } | { orgId: string };

export const AGGREGATION_RUNS_KEY = ['aggregation-runs'] as const;
export const ACTIVE_RUN_POLL_MS = 3_000;

export const runStatusLabel = (status: string) =>
  AGGREGATION_RUN_STATUS_LABELS[status as AggregationRunStatus] ?? status;
export const runStatusColor = (status: string) =>
  AGGREGATION_RUN_STATUS_COLORS[status as AggregationRunStatus] ?? 'gray';

/** 'October 2026'. */
export const runMonthLabel = (run: Pick<AggregationRun, 'month' | 'year'>) =>
  formatMonthYear(run.year, run.month);

/** '3 events', '1 event'. */
export const eventsLabel = (count: number) => `${formatInteger(count)} ${count === 1 ? 'event' : 'events'}`;

export const NO_AGGREGATION_RUNS_TEXT = 'No aggregation runs yet';

export const isRunActive = (run: Pick<AggregationRun, 'status'>) =>
  run.status === 'queued' || run.status === 'running';

/** Read the list again every few seconds while one of its runs is still to finish. */
export const runsPollInterval = (list: AggregationRunList | undefined) =>
  list?.runs.some(isRunActive) ? ACTIVE_RUN_POLL_MS : false;

const filterQuery = (filter: AggregationRunFilter) =>
  'vendor' in filter ? { 'filter[vendor][eq]': filter.vendor } : { 'filter[org_id][eq]': filter.orgId };

/** The latest `size` runs (the server lists the newest first) and how many there are in all. */
export const aggregationRunsQueryOptions = (filter: AggregationRunFilter, size: number) =>
  queryOptions({
    queryKey: [...AGGREGATION_RUNS_KEY, filter, size],
    queryFn: async (): Promise<AggregationRunList> => {
      const doc = await api.get<JsonApiDocument>('/api/v1/aggregation_runs', {
        ...filterQuery(filter),
        'page[number]': 1,
        'page[size]': size,
        'stats[total]': 'count',
      });
      const { data, meta } = normalizeMany<AggregationRun>(doc);
      return { runs: data, total: totalCount(meta) ?? data.length };
    },
    refetchInterval: (query) => runsPollInterval(query.state.data),
  });
