/**
 * The primary location's address (001 §5): a US address asks state, county (loaded for the state) and
 * zip code; a Canadian one asks province or territory and postal code.
 */
import { SimpleGrid, TextInput } from '@mantine/core';
import {
  CANADIAN_PROVINCES,
  ORGANIZATION_MESSAGES,
  type RegistrationFormValues,
  US_STATES,
} from '@sac/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useUsCounties } from './api/get-us-counties';
import { FormSelect } from './form-fields';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));
const PROVINCE_OPTIONS = CANADIAN_PROVINCES.map((p) => ({ value: p.code, label: p.name }));

export function LocationFields({ form }: { form: UseFormReturn<RegistrationFormValues> }) {
  const { register, control, formState, watch, setValue } = form;
  const { errors } = formState;
  const inUs = watch('organizationCountry') === 'United States';
  const state = watch('locationUsState');
  const counties = useUsCounties(inUs ? state : null);
  const countyOptions = (counties.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const countyError =
    counties.isError && state ? ORGANIZATION_MESSAGES.countiesUnavailable(state) : undefined;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="Address Line 1"
        withAsterisk
        error={errors.locationAddressLine_1?.message}
        {...register('locationAddressLine_1')}
      />
      <TextInput label="Address Line 2" {...register('locationAddressLine_2')} />
      <TextInput
        label="City"
        withAsterisk
        error={errors.locationCity?.message}
        {...register('locationCity')}
      />
      {inUs ? (
        <>
          <FormSelect
            control={control}
            name="locationUsState"
            label="State"
            placeholder="Select a state"
            searchable
            withAsterisk
            data={STATE_OPTIONS}
            onOptionSubmit={() => setValue('locationUsCountyId', null)}
          />
          <FormSelect
            control={control}
            name="locationUsCountyId"
            label="County"
            placeholder={state ? 'Select a county' : 'Select a state first'}
            searchable
            withAsterisk
            disabled={!state || counties.isPending}
            data={countyOptions}
            fallbackError={countyError}
          />
          <TextInput
            label="Zip Code"
            withAsterisk
            error={errors.locationZipCode?.message}
            {...register('locationZipCode')}
          />
        </>
      ) : (
        <>
          <FormSelect
            control={control}
            name="locationProvinceOrTerritory"
            label="Province/Territory"
            placeholder="Select a province or territory"
            searchable
            withAsterisk
            data={PROVINCE_OPTIONS}
          />
          <TextInput
            label="Postal Code"
            withAsterisk
            error={errors.locationPostalCode?.message}
            {...register('locationPostalCode')}
          />
        </>
      )}
      <TextInput
        label="Contact Phone Number"
        placeholder="(555) 555-5555"
        error={errors.locationContactPhoneNumber?.message}
        {...register('locationContactPhoneNumber')}
      />
    </SimpleGrid>
  );
}
