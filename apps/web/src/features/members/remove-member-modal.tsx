/** Remove Member's confirmation (001 §2, §8): the spec's question, the toast, a failure inside the dialog. */
import { COMMON_MESSAGES, ORGANIZATION_MESSAGES } from '@sac/domain';
import { errorMessage } from '../../lib/errors';
import { showSuccess } from '../../lib/toasts';
import { ConfirmModal } from '../../lib/ui/confirm-modal';
import type { Member } from './api/member-record';
import { useRemoveMember } from './api/remove-member';

type RemoveMemberModalProps = { organizationId: string; member: Member | null; onClose: () => void };

export function RemoveMemberModal({ organizationId, member, onClose }: RemoveMemberModalProps) {
  const remove = useRemoveMember(organizationId);
  const handleClose = () => {
    remove.reset();
    onClose();
  };
  const handleConfirm = () => {
    if (!member?.membership) return;
    remove.mutate(member.membership.id, {
      onSuccess: () => {
        showSuccess(COMMON_MESSAGES.removedSuccessfully(member.fullName));
        handleClose();
      },
    });
  };
  return (
    <ConfirmModal
      opened={member !== null}
      title="Remove Member"
      message={ORGANIZATION_MESSAGES.removeMemberConfirm(member?.fullName ?? '')}
      confirmLabel="Remove"
      error={remove.isError ? errorMessage(remove.error) : null}
      pending={remove.isPending}
      onConfirm={handleConfirm}
      onCancel={handleClose}
    />
  );
}
