/** Business constants and limits of the three specs' section 9, named once for the server and the web. */

/** Toasts close after 3 seconds on success and 5 seconds on error (also the email-change notice). */
export const TOAST_DURATION = { success: 3000, error: 5000 } as const;

/** Server state in the browser: stale after 5 minutes, no retry, no refetch on focus (coalition lists excepted). */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;

/** List pages (page counts are computed from `meta.stats.total.count`). */
export const LIST_PAGE_SIZE = 20;
export const PAGINATION_SIBLINGS = 2;

/** The paged fetcher that loads every page of a list. */
export const PAGED_FETCH = { pageSize: 1000, throttleMs: 250, maxPages: 200 } as const;

/** Matrix records, data pulls and coalition-shared location queries. */
export const DATA_PULL_PAGE_SIZE = 1000;
/** The latest national data export and the latest-record lookups read one record. */
export const EXPORT_SAMPLE_SIZE = 1;
export const LATEST_RECORD_PAGE_SIZE = 1;

export const US_COUNTY_PAGE_SIZE = 260;
/** The coalition export form loads counties 1000 at a time, pages 1 to 4. */
export const COALITION_COUNTY_FETCH = { pageSize: 1000, pages: 4 } as const;

export const ENTRY_LOG_REFETCH_DELAY_MS = 1000;
export const STATUS_EXPORT_POLL_INTERVAL_MS = 2000;
export const COALITION_EXPORT_REFRESH_MS = 10_000;

export const PASSWORD_MIN_LENGTH = 8;
/** The hint shows 8 to 18 characters; only the minimum is enforced (001 §5). */
export const PASSWORD_HINT_MAX_LENGTH = 18;
export const EIN_DIGITS = 9;
export const BUSINESS_NUMBER_DIGITS = 9;

/** The registration form allows an incorporation date one month ahead; the legacy finalize picker 11. */
export const INCORPORATION_MAX_MONTHS_AHEAD = { registration: 1, legacyFinalize: 11 } as const;

/** A coalition may resend an invitation to an organization once every 60 days. */
export const INVITE_REMINDER_COOLDOWN_DAYS = 60;
export const COOKIE_CONSENT_DAYS = 365;
export const GRAPH_HEIGHT = 430;
/** Organization data status covers the latest 12 months. */
export const DATA_STATUS_MONTHS = 12;

export const DEFAULT_HELPDESK_EMAIL = 'helpdesk@shelteranimalscount.org';

/** Records of months before March 2021 may hold undesignated (legacy) transfers (000 §5). */
export const LEGACY_CUTOFF = { year: 2021, month: 3 } as const;

/** The largest count a record field holds (a PostgreSQL integer). */
export const MAX_COUNT = 2_147_483_647;

/** The largest CSV upload (decoded). The request carries it base64-encoded in a data URL, a third larger. */
export const CSV_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** The years a CSV upload's rows may hold (yearOfRecord). */
export const CSV_YEAR_RANGE = { min: 2000, max: 9999 } as const;
/** A refused upload lists at most this many problems (the answer says how many there were in all). */
export const CSV_UPLOAD_MAX_LISTED_ERRORS = 100;
/** Generated report files (PDF and CSV) are kept this long, then removed by the nightly clean-up. */
export const REPORT_FILE_RETENTION_DAYS = 7;
/** Completed national data exports kept; older ones are removed when a new one completes. */
export const NATIONAL_EXPORTS_KEPT = 3;
/**
 * The most months or years one data report holds: each is three A3 pages (canine, feline, other) laid out
 * while the user waits, about 30 ms a page.
 */
export const REPORT_MAX_PERIODS = 24;
