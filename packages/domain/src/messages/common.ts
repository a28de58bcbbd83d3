/** Texts shared by several screens of the three specs: success toasts, confirmations, empty tables. */
export const COMMON_MESSAGES = {
  savedSuccessfully: 'Saved successfully',
  requestErrorTitle: 'Error',
  requestError: 'There was an error with the request.',
  tryAgain: 'Try Again',
  unsavedChanges: 'You have unsaved changes. If you proceed, these changes will be lost.',
  pageNotFound: 'The page you requested could not be found.',
  sharingPermissionsUpdated: 'Sharing permissions updated successfully',
  failedToUpdateRole: 'Failed to update user to new role!',
  removedSuccessfully: (name: string) => `Removed ${name} successfully`,
  deletedSuccessfully: (name: string) => `Deleted ${name} successfully`,
  updatedSuccessfully: (name: string) => `Updated ${name} successfully`,
} as const;

/** Empty texts of tables and lists. */
export const EMPTY_TEXTS = {
  data: 'No data found',
  logs: 'No Logs found',
  organizations: 'No organizations found',
  contributors: 'No contributors found',
  exports: 'No exports found',
  users: 'No users found',
} as const;
