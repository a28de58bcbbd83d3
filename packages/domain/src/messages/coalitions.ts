/** Fixed texts of coalitions, their exports, the data use agreement and aggregation (002 §2, §4, §8). */
export const COALITION_MESSAGES = {
  closed: (email: string) => `This Coalition has been closed, contact ${email} for more information.`,
  loading: 'Loading coalition…',
  selectAtLeastOneFilter: 'Select at least one filter.',
  settingsTitle: (name: string) => `${name} Settings`,
  updateConfirm: (name: string) => `Are you sure you want to update ${name}?`,
  removeUserConfirm: (name: string) => `Are you sure you want to remove ${name} from the coalition?`,
  userRoleUpdated: (id: string | number, role: string) => `Updated user ${id} to ${role} successfully`,
  dataUseAgreementAccepted: 'You have accepted the data use agreement',
  aggregationQueued: 'Aggregation job has been queued successfully',
} as const;

export const MEMBERSHIP_MESSAGES = {
  contributorRemoved: 'Contributor removed',
  failedToRemoveContributor: 'Failed to remove contributor',
  declinedRequest: 'Declined request successfully',
  acceptedRequest: 'Accepted request successfully',
  reinvited: 'Re-invite request successfully',
  nowActiveContributor: (organization: string, coalition: string) =>
    `${organization} is now an active contributor of ${coalition}`,
  declinedInvitation: (coalition: string) => `Declined invitation to join ${coalition}`,
  requestSent: (coalition: string) => `A request email has been sent to the members of ${coalition}`,
  invitationSent: (organization: string) =>
    `An invitation email has been sent to the members of ${organization}`,
  leftCoalition: (coalition: string) => `Your organization has been successfully removed from ${coalition}`,
} as const;

/** The status CSV export and the coalition data exports (002 §2.10, §2.11, §8). */
export const EXPORT_JOB_MESSAGES = {
  failed: (message: string) => `Export failed: ${message}`,
  noIdReturned: 'Export creation failed - no ID returned',
  invalidId: 'Invalid export ID',
  statusCheckFailed: 'Error checking export status',
  processingFailed: 'Export processing failed',
  unknownError: 'Unknown error',
  notYetAvailable: 'The export file is not yet available for download',
  authenticationRequired: 'Authentication required',
  downloadFailed: 'Failed to download file',
  downloadFailedWith: (message: string) => `Download failed: ${message}`,
  ready: 'Export ready for download!',
  generating: (percent: number) => `Generating (${percent}%)`,
  generatingCsv: 'Generating CSV…',
  exportFailedCell: 'Export failed',
  downloadCsv: 'Download CSV',
} as const;

/** The status table's CSV buttons, by kind. */
export const STATUS_EXPORT_BUTTONS = {
  dataStatuses: {
    generate: 'Generate Intakes Data Status CSV',
    download: 'Download Intakes Data Status CSV',
  },
  servicesStatuses: {
    generate: 'Generate Community Services Data Status CSV',
    download: 'Download Community Services Data Status CSV',
  },
} as const;

/** Progress 0-100 (capped) of a status CSV job. */
export function clampProgress(progress: number | null | undefined): number {
  if (typeof progress !== 'number' || Number.isNaN(progress)) return 0;
  return Math.min(100, Math.max(0, Math.round(progress)));
}

/** The message shown while a status CSV job runs, by band of progress (002 §4). */
export function exportProgressMessage(progress: number | null | undefined): string {
  const value = clampProgress(progress);
  if (value < 20) return 'Initializing export...';
  if (value < 40) return 'Collecting data...';
  if (value < 60) return 'Processing records...';
  if (value < 80) return 'Compiling data...';
  return 'Finalizing export...';
}

/**
 * A failed status CSV job: the toast reads 'Export processing failed'; the job's own message is the
 * server's error_message, or 'Unknown error' when it gave none.
 */
export function exportFailureMessage(errorMessage: string | null | undefined): string {
  return errorMessage?.trim() ? errorMessage : EXPORT_JOB_MESSAGES.unknownError;
}
