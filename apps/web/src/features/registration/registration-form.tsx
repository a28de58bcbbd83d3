/**
 * Step 2 of registration, "Create an Account" (001 §2): the sections, the data agreement and Save and
 * Create Account. Checked with the domain schema; the server's refusals arrive as a 5-second toast and,
 * for a named field, under that field too.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import {
  createRegistrationSchema,
  type RegistrationFormOutput,
  type RegistrationFormValues,
} from '@sac/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../lib/api/server-field-errors';
import { showError } from '../../lib/toasts';
import { UnsavedChangesGuard } from '../../lib/unsaved-changes-guard';
import { useCreateRegistration } from './api/create-registration';
import { AuthorizationSection } from './authorization-section';
import { DataAgreement } from './data-agreement';
import { DataSharingSection } from './data-sharing-section';
import { OrganizationSection } from './organization-section';
import { registrationDefaults } from './registration-values';
import { YourInformationSection } from './your-information-section';

type RegistrationFormProps = { onBack: () => void; onRegistered: () => void };

export function RegistrationForm({ onBack, onRegistered }: RegistrationFormProps) {
  const schema = useMemo(() => createRegistrationSchema({ now: new Date() }), []);
  const form = useForm<RegistrationFormValues, unknown, RegistrationFormOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: registrationDefaults(),
  });
  const registration = useCreateRegistration();
  const userIsAuthorizer = form.watch('userIsAuthorizer');

  const handleSubmit = (values: RegistrationFormOutput) => {
    registration.mutate(values, {
      onSuccess: onRegistered,
      onError: (error) => {
        showError(error);
        applyServerFieldErrors(error, form.setError, Object.keys(values));
      },
    });
  };

  return (
    <form onSubmit={form.handleSubmit(handleSubmit)} noValidate aria-label="Create an Account">
      <UnsavedChangesGuard
        when={form.formState.isDirty && !registration.isPending && !registration.isSuccess}
      />
      <Stack gap="lg">
        <YourInformationSection form={form} />
        <OrganizationSection form={form} />
        <AuthorizationSection form={form} />
        {userIsAuthorizer && <DataSharingSection form={form} />}
        <DataAgreement />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" loading={registration.isPending}>
            Save and Create Account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
