/**
 * /profile/edit (001 §2, §5): name, title and email. A changed email asks its confirmation and is kept
 * as the unconfirmed email until the emailed link is followed; the toast says so for 5 seconds. A new
 * email also takes the current password (the server's refusal shows on that field).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ACCOUNT_MESSAGES,
  COMMON_MESSAGES,
  createUserSchema,
  emailChanged,
  toUserAttributes,
  type UserFormOutput,
  type UserFormValues,
} from '@sac/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { applyServerFieldErrors } from '../../lib/api/server-field-errors';
import { useCurrentUser } from '../../lib/auth/session-context';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { ERROR_TOAST_MS, showError, showSuccess } from '../../lib/toasts';
import { PersonFields } from '../../lib/ui/person-fields';
import { UnsavedChangesGuard } from '../../lib/unsaved-changes-guard';
import { myUserQueryOptions, type ProfileUser } from './api/get-my-user';
import { useUpdateProfile } from './api/update-profile';

const FIELDS = ['fullName', 'title', 'email', 'confirmEmail', 'currentPassword'];

function ProfileForm({ user }: { user: ProfileUser }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const original = useMemo(() => ({ email: user.email }), [user.email]);
  const form = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: zodResolver(createUserSchema(original)),
    mode: 'onTouched',
    defaultValues: {
      fullName: user.fullName ?? '',
      title: user.title ?? '',
      email: user.email,
      confirmEmail: '',
      currentPassword: '',
    },
  });
  const { register, handleSubmit, formState, watch } = form;
  const { errors } = formState;
  const changingEmail = emailChanged(user.email, watch('email'));

  const handleSave = (values: UserFormOutput) => {
    const attributes = toUserAttributes(values, original, new Date());
    update.mutate(
      { userId: user.id, attributes },
      {
        onSuccess: async () => {
          if (attributes.unconfirmedEmail) {
            notifications.show({
              message: ACCOUNT_MESSAGES.emailChangeSent(attributes.unconfirmedEmail),
              color: 'teal',
              autoClose: ERROR_TOAST_MS,
            });
          } else {
            showSuccess(COMMON_MESSAGES.savedSuccessfully);
          }
          form.reset(values);
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: ['users', user.id] }),
            queryClient.invalidateQueries({ queryKey: ['session', 'profile'] }),
          ]);
          navigate(paths.profile());
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, FIELDS, { unconfirmedEmail: 'email' })) {
            showError(error);
          }
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit(handleSave)} noValidate aria-label="Edit profile">
      <UnsavedChangesGuard when={formState.isDirty && !update.isPending && !update.isSuccess} />
      <Stack gap="md">
        <PersonFields
          register={register}
          errors={errors}
          emailDescription="A new email is used for logging in once you confirm it from the email we send."
          withConfirmEmail={changingEmail}
          currentPassword={changingEmail ? { label: 'Current Password' } : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={paths.profile()}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function ProfileEditPage() {
  const current = useCurrentUser();
  const user = useQuery(myUserQueryOptions(current.id));
  return (
    <Stack maw={640} gap="lg">
      <Title order={1}>Edit Profile</Title>
      <Paper withBorder p="lg" radius="md">
        {user.data && <ProfileForm user={user.data} />}
        {user.isPending && <Text c="dimmed">Loading…</Text>}
        {user.isError && <Alert color="red">{errorMessage(user.error)}</Alert>}
      </Paper>
    </Stack>
  );
}
