/** Delete User's confirmation (001 §2): archives the user; a failure stays in the dialog. */
import { COMMON_MESSAGES, USER_MESSAGES } from '@sac/domain';
import { errorMessage } from '../../lib/errors';
import { showSuccess } from '../../lib/toasts';
import { ConfirmModal } from '../../lib/ui/confirm-modal';
import { useArchiveUser } from './api/archive-user';
import type { UserRecord } from './api/user-record';

type DeleteUserModalProps = { user: UserRecord | null; onClose: () => void; onDeleted?: () => void };

export function DeleteUserModal({ user, onClose, onDeleted }: DeleteUserModalProps) {
  const archive = useArchiveUser();
  const handleClose = () => {
    archive.reset();
    onClose();
  };
  const handleConfirm = () => {
    if (!user) return;
    archive.mutate(user.id, {
      onSuccess: () => {
        showSuccess(COMMON_MESSAGES.deletedSuccessfully(user.fullName));
        handleClose();
        onDeleted?.();
      },
    });
  };
  return (
    <ConfirmModal
      opened={user !== null}
      title="Delete User"
      message={USER_MESSAGES.deleteUserConfirm(user?.fullName ?? '')}
      confirmLabel="Delete"
      error={archive.isError ? errorMessage(archive.error) : null}
      pending={archive.isPending}
      onConfirm={handleConfirm}
      onCancel={handleClose}
    />
  );
}
