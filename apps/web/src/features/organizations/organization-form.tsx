/**
 * The organization edit form (001 §3, §5): every field of the organization, admin-only ones disabled for
 * other users, the authorizer email confirmation only once the email changed, and the three opt-ins.
 */
import { Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  ANNUAL_INTAKE_OPTIONS,
  ANNUAL_OPERATING_BUDGET_OPTIONS,
  COUNTRIES,
  IOD_API_ACTIVE_OPTIONS,
  IOD_API_OPTION_OPTIONS,
  ORGANIZATION_STATUS_OPTIONS,
  ORGANIZATION_TYPE_OPTIONS,
  type OrganizationFormValues,
  SHARING_OPT_INS,
  SHELTER_SOFTWARE_OPTIONS,
  SPECIES,
} from '@sac/domain';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { formatEinAsTyped } from '../../lib/organization/ein';
import { FormMultiSelect, FormSelect, FormSwitch } from '../../lib/ui/form-controls';
import { authorizerEmailChanged } from './organization-form-values';

type Props = {
  form: UseFormReturn<OrganizationFormValues>;
  storedAuthorizerEmail: string | null;
  isAdmin: boolean;
  saving: boolean;
  onCancel: () => void;
};

const SPECIES_OPTIONS = SPECIES.map((s) => ({ value: s.key, label: s.label }));
const STATUS_OPTIONS = ORGANIZATION_STATUS_OPTIONS.map((o) => ({ ...o }));
const withCurrent = (
  options: readonly { value: string; label: string }[],
  current: string | null | undefined,
) =>
  current && !options.some((o) => o.value === current)
    ? [...options, { value: current, label: current }]
    : [...options];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {children}
      </SimpleGrid>
    </Paper>
  );
}

export function OrganizationForm({ form, storedAuthorizerEmail, isAdmin, saving, onCancel }: Props) {
  const { register, control, watch, formState } = form;
  const { errors } = formState;
  const country = watch('country');
  const iodApiOption = watch('iodApiOption');
  const emailChanged = authorizerEmailChanged(storedAuthorizerEmail, watch('authorizerEmail'));
  const adminOnly = isAdmin ? undefined : 'Only administrators can change this field';

  return (
    <Stack gap="md">
      <Section title="Organization Information">
        <TextInput
          label="Organization Name"
          withAsterisk
          {...register('name')}
          error={errors.name?.message}
        />
        <FormSelect
          control={control}
          name="status"
          label="Status"
          withAsterisk
          data={withCurrent(STATUS_OPTIONS, form.getValues('status'))}
        />
        <FormSelect control={control} name="country" label="Country" withAsterisk data={[...COUNTRIES]} />
        <FormSelect
          control={control}
          name="organizationType"
          label="Organization Type"
          withAsterisk
          data={ORGANIZATION_TYPE_OPTIONS}
        />
        <TextInput
          label="Website URL"
          placeholder="https://"
          {...register('websiteUrl')}
          error={errors.websiteUrl?.message}
        />
        <TextInput
          type="date"
          label="Incorporation Date"
          {...register('incorporatedOn')}
          error={errors.incorporatedOn?.message}
        />
        {country === 'Canada' ? (
          <TextInput
            label="Business Number"
            disabled={!isAdmin}
            description={adminOnly}
            {...register('businessNumber')}
            error={errors.businessNumber?.message}
          />
        ) : (
          <Controller
            control={control}
            name="ein"
            render={({ field, fieldState }) => (
              <TextInput
                label="EIN"
                placeholder="12-3456789"
                inputMode="numeric"
                disabled={!isAdmin}
                description={adminOnly}
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(formatEinAsTyped(event.currentTarget.value))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <FormMultiSelect
          control={control}
          name="animalSpecies"
          label="Animal Species"
          withAsterisk
          data={SPECIES_OPTIONS}
        />
        <FormSelect
          control={control}
          name="annualIntake"
          label="Annual Intake"
          data={withCurrent(ANNUAL_INTAKE_OPTIONS, form.getValues('annualIntake'))}
        />
        <FormSelect
          control={control}
          name="annualOperatingBudget"
          label="Annual Operating Budget"
          data={withCurrent(ANNUAL_OPERATING_BUDGET_OPTIONS, form.getValues('annualOperatingBudget'))}
        />
        {isAdmin && <TextInput label="AAP ID" {...register('aapId')} error={errors.aapId?.message} />}
        {isAdmin && (
          <Textarea label="Notes" autosize minRows={2} {...register('notes')} error={errors.notes?.message} />
        )}
      </Section>

      <Section title="Shelter Software">
        <FormSelect
          control={control}
          name="shelterSoftware"
          label="Shelter Software"
          searchable
          data={withCurrent(SHELTER_SOFTWARE_OPTIONS, form.getValues('shelterSoftware'))}
        />
        <FormSelect
          control={control}
          name="iodApiOption"
          label="Send Data Through the Software's API"
          clearable
          data={IOD_API_OPTION_OPTIONS}
        />
        <TextInput
          label="Software Unique Identifier"
          withAsterisk={iodApiOption === 'yes'}
          {...register('externalId')}
          error={errors.externalId?.message}
        />
        {isAdmin && (
          <FormSelect
            control={control}
            name="iodApiActive"
            label="API Live"
            clearable
            data={IOD_API_ACTIVE_OPTIONS}
          />
        )}
      </Section>

      <Section title="Authorization">
        <TextInput
          label="Authorizer Name"
          withAsterisk
          {...register('authorizerName')}
          error={errors.authorizerName?.message}
        />
        <TextInput
          label="Authorizer Title"
          withAsterisk
          {...register('authorizerTitle')}
          error={errors.authorizerTitle?.message}
        />
        <TextInput
          label="Authorizer Email"
          withAsterisk
          {...register('authorizerEmail')}
          error={errors.authorizerEmail?.message}
        />
        {emailChanged && (
          <TextInput
            label="Confirm Authorizer Email"
            withAsterisk
            {...register('authorizerEmailConfirmation')}
            error={errors.authorizerEmailConfirmation?.message}
          />
        )}
        <TextInput
          label="Authorizer Phone Number"
          withAsterisk
          {...register('authorizerPhoneNumber')}
          error={errors.authorizerPhoneNumber?.message}
        />
        <TextInput
          label="Extension"
          {...register('authorizerExtension')}
          error={errors.authorizerExtension?.message}
        />
      </Section>

      <Paper withBorder p="md" radius="md">
        <Title order={3} mb="sm">
          Data Sharing Preferences
        </Title>
        <Stack gap="sm">
          {SHARING_OPT_INS.map((optIn) => (
            <FormSwitch key={optIn.key} control={control} name={optIn.key} label={optIn.label} />
          ))}
        </Stack>
      </Paper>

      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
