/** "Data Sharing Preferences" (001 §2, §3): three opt-ins, yes by default, asked of the authorizer only. */
import { Stack, Switch } from '@mantine/core';
import type { RegistrationFormValues } from '@sac/domain';
import type { UseFormReturn } from 'react-hook-form';
import { FormSection } from './form-section';

export function DataSharingSection({ form }: { form: UseFormReturn<RegistrationFormValues> }) {
  const { register } = form;
  return (
    <FormSection
      title="Data Sharing Preferences"
      description="You can change these later on your organization's Sharing Permissions tab."
    >
      <Stack gap="sm">
        <Switch
          label="Other portal users may contact my organization's managers"
          {...register('organizationCommunicationsOptIn')}
        />
        <Switch
          label="List my organization in the All Organizations directory"
          {...register('organizationSearchableOptIn')}
        />
        <Switch
          label="Shelter Animals Count may mention my organization in media and publications"
          {...register('organizationMediaOptIn')}
        />
      </Stack>
    </FormSection>
  );
}
