/**
 * Every queue the portal uses, with its payload type and retry settings: the one place to add a job.
 * Payloads are small JSON (ids, not rows): the handler reloads what it needs, and reports progress
 * in our own tables (exports' status/progress), never through pg-boss state.
 */

export type QueuePayloads = {
  /** Sends one `outgoing_emails` row through SMTP (or keeps it when no SMTP_URL is set). */
  'deliver-email': { emailId: number };
  /** Queues delivery of pending emails whose job was never sent (a missed notification, a crash). */
  'sweep-emails': Record<string, never>;
  /** The nightly national animal data CSV; with an id, the `data_exports` row an admin requested. */
  'national-data-export': { dataExportId?: number };
  /** Removes stored files whose expiry has passed (reports after 7 days, files whose writer died). */
  'purge-expired-files': Record<string, never>;
  /** The Data Status Table's CSV of a coalition: the `exports` row to write. */
  'status-export': { exportId: number };
  /** Writes the CSV of one `coalition_data_exports` row (002 §2.11). */
  'coalition-data-export': { coalitionDataExportId: number };
  /** Reads a month from an organization's shelter software into its records: the `aggregation_runs` row. */
  'aggregate-month': { runId: number };
};

export type QueueName = keyof QueuePayloads;

export type QueueSettings = {
  /** Retries after the first attempt. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each later retry when retryBackoff is set. */
  retryDelay: number;
  retryBackoff: boolean;
  /** An attempt running longer than this is failed (and retried): at most 23 hours (pg-boss limit). */
  expireInSeconds: number;
};

export const QUEUES: Record<QueueName, QueueSettings> = {
  // 30 s, ~1 min, ~2 min, ~4 min, ~8 min: rides out a short SMTP outage.
  'deliver-email': { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  'sweep-emails': { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 120 },
  'national-data-export': { retryLimit: 2, retryDelay: 600, retryBackoff: true, expireInSeconds: 4 * 3600 },
  'purge-expired-files': { retryLimit: 2, retryDelay: 300, retryBackoff: true, expireInSeconds: 3600 },
  // The browser polls it: one quick retry, then the row says failed.
  'status-export': { retryLimit: 1, retryDelay: 2, retryBackoff: false, expireInSeconds: 300 },
  'coalition-data-export': { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 1800 },
  // A vendor down for a while: tried again after ~2, ~4 and ~8 minutes, then the run says failed.
  'aggregate-month': { retryLimit: 3, retryDelay: 120, retryBackoff: true, expireInSeconds: 1800 },
};

export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];
