/**
 * /coalitions/{coalitionId}/users/add (002 §2.6, §5): Full Name, Role (Viewer or Manager), Email and
 * Confirm Email; Cancel and Invite. Leaving with unsaved changes asks first; Invite is disabled while
 * saving; success toasts 'Saved successfully' and returns to the users; a failure shows the server's
 * message for 5 seconds (field errors on their fields).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import {
  COALITION_ROLE_OPTIONS,
  COMMON_MESSAGES,
  type InviteCoalitionUserValues,
  inviteCoalitionUserSchema,
  TEXT_LIMITS,
  toCoalitionUserInviteAttributes,
} from '@sac/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { applyServerFieldErrors } from '../../../lib/api/server-field-errors';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { FormSelect } from '../../../lib/ui/form-controls';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes-guard';
import { useInviteCoalitionUser } from '../api/coalition-users';
import { CoalitionLayout, useLayoutCoalition } from '../frame/coalition-layout';

type InviteOutput = z.output<typeof inviteCoalitionUserSchema>;

const FIELDS = ['fullName', 'email', 'confirmEmail', 'role'];

function InviteUser() {
  const coalition = useLayoutCoalition();
  const invite = useInviteCoalitionUser(coalition.id);
  const navigate = useNavigate();
  const usersPath = paths.coalitionUsers(coalition.id);
  const { register, control, handleSubmit, setError, formState, reset, getValues } = useForm<
    InviteCoalitionUserValues,
    unknown,
    InviteOutput
  >({
    resolver: zodResolver(inviteCoalitionUserSchema),
    mode: 'onTouched',
    defaultValues: { fullName: '', email: '', confirmEmail: '', role: undefined },
  });
  const { errors, isDirty, isSubmitting } = formState;
  const saving = isSubmitting || invite.isPending;

  const submit = handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(toCoalitionUserInviteAttributes(values, coalition.id));
    } catch (error) {
      // The server's message shows for 5 seconds; errors naming a field also show on that field.
      applyServerFieldErrors(error, setError, FIELDS, { name: 'fullName' });
      showError(error);
      return;
    }
    reset(getValues());
    showSuccess(COMMON_MESSAGES.savedSuccessfully);
    // After the form is clean, so the guard lets the page go.
    setTimeout(() => navigate(usersPath), 0);
  });

  return (
    <Stack gap="md">
      <Title order={2}>Invite User</Title>
      <form onSubmit={submit} noValidate aria-label="Invite user">
        <UnsavedChangesGuard when={isDirty && !isSubmitting} />
        <Stack gap="md" maw={560}>
          <TextInput
            label="Full Name"
            withAsterisk
            maxLength={TEXT_LIMITS.name}
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <FormSelect
            control={control}
            name="role"
            label="Role"
            withAsterisk
            placeholder="Select a role"
            data={[...COALITION_ROLE_OPTIONS]}
          />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            maxLength={TEXT_LIMITS.email}
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label="Confirm Email"
            type="email"
            withAsterisk
            maxLength={TEXT_LIMITS.email}
            error={errors.confirmEmail?.message}
            {...register('confirmEmail')}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => navigate(usersPath)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={saving}>
              Invite
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

export default function InviteUserPage() {
  return (
    <CoalitionLayout>
      <InviteUser />
    </CoalitionLayout>
  );
}
