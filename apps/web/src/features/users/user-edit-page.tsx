/** /users/{id}/edit (001 §2, §7): the admin's user form, saved with PATCH /api/v1/users/{id}. */
import { Alert, Stack, Title } from '@mantine/core';
import { ACCOUNT_MESSAGES, COMMON_MESSAGES, emailChanged, toUserAttributes } from '@sac/domain';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { showError, showSuccess } from '../../lib/toasts';
import { FullPageLoader } from '../../lib/ui/full-page-loader';
import { useUser } from './api/get-user';
import { useUpdateUser } from './api/update-user';
import { type AdminUserFormOutput, UserForm } from './user-form';

export default function UserEditPage() {
  const { userId = '' } = useParams();
  const user = useUser(userId);
  const update = useUpdateUser();
  const navigate = useNavigate();

  if (user.isPending) return <FullPageLoader />;
  if (user.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(user.error)}
      </Alert>
    );
  }
  const original = user.data;

  const handleSubmit = async (values: AdminUserFormOutput) => {
    const now = new Date();
    const attributes = toUserAttributes(values, original, now);
    if (values.confirmed !== !!original.confirmedAt) {
      attributes.confirmedAt = values.confirmed ? now.toISOString() : null;
    }
    try {
      await update.mutateAsync({ userId: original.id, attributes });
    } catch (error) {
      showError(error);
      throw error;
    }
    showSuccess(
      emailChanged(original.email, values.email)
        ? ACCOUNT_MESSAGES.emailChangeSent(values.email)
        : COMMON_MESSAGES.savedSuccessfully,
    );
    navigate(paths.user(original.id));
  };

  return (
    <Stack gap="lg">
      <Title order={1}>Edit User</Title>
      <UserForm
        key={original.id}
        user={original}
        pending={update.isPending}
        onSubmit={handleSubmit}
        onCancel={() => navigate(paths.user(original.id))}
      />
    </Stack>
  );
}
