/** "Data Sharing Preferences" (001 §2, §3): three opt-ins, yes by default, asked of the authorizer only. */
import { Stack, Switch } from '@mantine/core';
import { type RegistrationFormValues, SHARING_OPT_INS, type SharingOptInKey } from '@sac/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormSection } from './form-section';

const FIELD_OF: Record<SharingOptInKey, keyof RegistrationFormValues & `organization${string}OptIn`> = {
  communicationsOptIn: 'organizationCommunicationsOptIn',
  searchableOptIn: 'organizationSearchableOptIn',
  mediaOptIn: 'organizationMediaOptIn',
};

export function DataSharingSection({ form }: { form: UseFormReturn<RegistrationFormValues> }) {
  return (
    <FormSection
      title="Data Sharing Preferences"
      description="You can change these later on your organization's Sharing Permissions tab."
    >
      <Stack gap="sm">
        {SHARING_OPT_INS.map((optIn) => (
          <Controller
            key={optIn.key}
            control={form.control}
            name={FIELD_OF[optIn.key]}
            render={({ field }) => (
              <Switch
                label={optIn.label}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        ))}
      </Stack>
    </FormSection>
  );
}
