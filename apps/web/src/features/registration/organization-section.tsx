/** "Organization Information" (001 §2, §5): the organization, its tax id and its primary location. */
import { Checkbox, Group, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  ANNUAL_INTAKE_OPTIONS,
  ANNUAL_OPERATING_BUDGET_OPTIONS,
  COUNTRIES,
  REGISTRATION_ORGANIZATION_TYPE_OPTIONS,
  type RegistrationFormValues,
  SHELTER_SOFTWARE_OPTIONS,
  SPECIES,
} from '@sac/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormSelect } from './form-fields';
import { FormSection } from './form-section';
import { LocationFields } from './location-fields';
import { incorporationMaxDate } from './registration-values';

export function OrganizationSection({ form }: { form: UseFormReturn<RegistrationFormValues> }) {
  const { register, control, formState, watch } = form;
  const { errors } = formState;
  const inUs = watch('organizationCountry') === 'United States';
  const referred = watch('organizationWasReferred');

  return (
    <FormSection title="Organization Information">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Organization Name"
          withAsterisk
          error={errors.organizationName?.message}
          {...register('organizationName')}
        />
        <FormSelect
          control={control}
          name="organizationCountry"
          label="Country"
          withAsterisk
          data={[...COUNTRIES]}
        />
        <FormSelect
          control={control}
          name="organizationType"
          label="Organization Type"
          placeholder="Select an organization type"
          withAsterisk
          data={REGISTRATION_ORGANIZATION_TYPE_OPTIONS}
        />
        <TextInput
          label="Website URL"
          placeholder="https://www.example.org"
          error={errors.organizationWebsiteUrl?.message}
          {...register('organizationWebsiteUrl')}
        />
        <Controller
          control={control}
          name="organizationIncorporatedOn"
          render={({ field, fieldState }) => (
            <DatePickerInput
              label="Date of Organization Incorporation"
              placeholder="Pick a date"
              withAsterisk
              maxDate={incorporationMaxDate(new Date())}
              valueFormat="MM/DD/YYYY"
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? null)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        {inUs ? (
          <TextInput
            label="Employer Identification Number (EIN)"
            placeholder="NN-NNNNNNN"
            withAsterisk
            error={errors.organizationEin?.message}
            {...register('organizationEin')}
          />
        ) : (
          <TextInput
            label="Business Number"
            placeholder="Nine digits"
            withAsterisk
            error={errors.organizationBusinessNumber?.message}
            {...register('organizationBusinessNumber')}
          />
        )}
      </SimpleGrid>
      <LocationFields form={form} />
      <Controller
        control={control}
        name="organizationAnimalSpecies"
        render={({ field, fieldState }) => (
          <Checkbox.Group
            label="Animal species your organization serves"
            withAsterisk
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          >
            <Group mt="xs" gap="md">
              {SPECIES.map((s) => (
                <Checkbox key={s.key} value={s.key} label={s.label} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FormSelect
          control={control}
          name="organizationAnnualIntake"
          label="Annual Intake"
          placeholder="Select an annual intake"
          withAsterisk
          data={ANNUAL_INTAKE_OPTIONS}
        />
        <FormSelect
          control={control}
          name="organizationAnnualOperatingBudget"
          label="Annual Operating Budget"
          placeholder="Select a budget"
          withAsterisk
          data={ANNUAL_OPERATING_BUDGET_OPTIONS}
        />
        <FormSelect
          control={control}
          name="organizationShelterSoftware"
          label="Shelter Software"
          placeholder="Select a shelter software"
          searchable
          withAsterisk
          data={SHELTER_SOFTWARE_OPTIONS}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="organizationWasReferred"
        render={({ field }) => (
          <Switch
            label="Another organization referred us to Shelter Animals Count"
            checked={field.value === true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            ref={field.ref}
          />
        )}
      />
      {referred && (
        <TextInput
          label="Referring Organization Name"
          withAsterisk
          error={errors.organizationReferringOrganizationName?.message}
          {...register('organizationReferringOrganizationName')}
        />
      )}
    </FormSection>
  );
}
