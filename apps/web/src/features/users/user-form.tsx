/**
 * An admin's user form (001 §2, §5, §6): full name, title, email (confirmed again when it changes),
 * Admin or User, confirmed and archived.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Radio, Stack } from '@mantine/core';
import { createUserSchema, emailChanged, SYSTEM_ROLE_OPTIONS } from '@sac/domain';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerFieldErrors } from '../../lib/api/server-field-errors';
import { PersonFields } from '../../lib/ui/person-fields';
import { UnsavedChangesGuard } from '../../lib/unsaved-changes-guard';
import type { UserRecord } from './api/user-record';

const createAdminUserSchema = (user: UserRecord) =>
  z.intersection(
    createUserSchema({ email: user.email, archivedAt: user.archivedAt }),
    z.object({ confirmed: z.boolean() }),
  );

export type AdminUserFormValues = z.input<ReturnType<typeof createAdminUserSchema>>;
export type AdminUserFormOutput = z.output<ReturnType<typeof createAdminUserSchema>>;

type UserFormProps = {
  user: UserRecord;
  pending: boolean;
  onSubmit: (values: AdminUserFormOutput) => Promise<unknown>;
  onCancel: () => void;
};

const FIELDS = ['fullName', 'title', 'email', 'confirmEmail', 'currentPassword'];

export function UserForm({ user, pending, onSubmit, onCancel }: UserFormProps) {
  const schema = useMemo(() => createAdminUserSchema(user), [user]);
  const { register, control, handleSubmit, watch, setError, formState, reset } = useForm<
    AdminUserFormValues,
    unknown,
    AdminUserFormOutput
  >({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      fullName: user.fullName,
      title: user.title ?? '',
      email: user.email,
      confirmEmail: '',
      systemAdmin: user.systemAdmin,
      archived: !!user.archivedAt,
      confirmed: !!user.confirmedAt,
    },
  });
  const { errors, isDirty, isSubmitting } = formState;
  const showConfirm = emailChanged(user.email, watch('email'));

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      reset(values as AdminUserFormValues);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS, { unconfirmedEmail: 'email' });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Edit user">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <Stack gap="md" maw={560}>
        <PersonFields
          register={register}
          errors={errors}
          withConfirmEmail={showConfirm}
          currentPassword={
            showConfirm
              ? { label: 'Your Password', description: 'Changing a user’s email takes your own password.' }
              : undefined
          }
        />
        <Controller
          control={control}
          name="systemAdmin"
          render={({ field }) => (
            <Radio.Group
              label="Role"
              value={field.value ? 'admin' : 'user'}
              onChange={(value) => field.onChange(value === 'admin')}
            >
              <Group mt={4}>
                {SYSTEM_ROLE_OPTIONS.map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Checkbox label="Confirmed" {...register('confirmed')} />
        <Checkbox label="Archived" {...register('archived')} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
