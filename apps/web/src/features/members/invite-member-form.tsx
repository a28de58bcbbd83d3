/** Invite Member's form (001 §2, §5): name, title, email, confirm email and role; Cancel and Invite. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack } from '@mantine/core';
import { type InviteMemberValues, inviteMemberSchema, ORGANIZATION_ROLE_OPTIONS } from '@sac/domain';
import { Controller, type UseFormSetError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PersonFields } from '../../lib/ui/person-fields';
import { UnsavedChangesGuard } from '../../lib/unsaved-changes-guard';

export type InviteMemberOutput = z.output<typeof inviteMemberSchema>;

type InviteMemberFormProps = {
  pending: boolean;
  onSubmit: (values: InviteMemberOutput, setError: UseFormSetError<InviteMemberValues>) => Promise<boolean>;
  onCancel: () => void;
};

export function InviteMemberForm({ pending, onSubmit, onCancel }: InviteMemberFormProps) {
  const { register, control, handleSubmit, setError, formState, reset, getValues } = useForm<
    InviteMemberValues,
    unknown,
    InviteMemberOutput
  >({
    resolver: zodResolver(inviteMemberSchema),
    mode: 'onTouched',
    defaultValues: { fullName: '', title: '', email: '', confirmEmail: '', role: undefined },
  });
  const { errors, isDirty, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    // Sent: the form is clean again, so leaving for the members list is not blocked.
    if (await onSubmit(values, setError)) reset(getValues());
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Invite member">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <Stack gap="md" maw={560}>
        <PersonFields register={register} errors={errors} nameLabel="Name" withConfirmEmail />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Select
              label="Role"
              withAsterisk
              placeholder="Select a role"
              data={[...ORGANIZATION_ROLE_OPTIONS]}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              error={errors.role?.message}
            />
          )}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Invite
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
