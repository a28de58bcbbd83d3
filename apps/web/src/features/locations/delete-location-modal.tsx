/**
 * Delete Location (001 §2, §8): an admin's deletion shows "Deleted {name} successfully"; a manager's
 * request tells that the administrators were notified; a failure is titled Error with Try Again.
 */
import { COMMON_MESSAGES, LOCATION_MESSAGES, ORGANIZATION_MESSAGES } from '@sac/domain';
import { errorMessage } from '../../lib/errors';
import { showSuccess } from '../../lib/toasts';
import { ConfirmModal } from '../../lib/ui/confirm-modal';
import { useDeleteLocation } from './api/delete-location';
import type { LocationRecord } from './api/location-record';

type DeleteLocationModalProps = {
  organizationId: string;
  location: LocationRecord | null;
  onClose: () => void;
};

export function DeleteLocationModal({ organizationId, location, onClose }: DeleteLocationModalProps) {
  const remove = useDeleteLocation(organizationId);
  const handleClose = () => {
    remove.reset();
    onClose();
  };
  const handleConfirm = () => {
    if (!location) return;
    remove.mutate(location.id, {
      onSuccess: ({ archived }) => {
        showSuccess(
          archived
            ? COMMON_MESSAGES.deletedSuccessfully(location.name)
            : ORGANIZATION_MESSAGES.locationDeletionRequested,
        );
        handleClose();
      },
    });
  };
  return (
    <ConfirmModal
      opened={location !== null}
      title="Delete Location"
      message={LOCATION_MESSAGES.deleteLocationConfirm(location?.name ?? '')}
      confirmLabel="Delete"
      error={remove.isError ? errorMessage(remove.error) : null}
      pending={remove.isPending}
      onConfirm={handleConfirm}
      onCancel={handleClose}
    />
  );
}
