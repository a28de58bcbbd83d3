/**
 * The location form (001 §2, §5) in add and edit modes: the address of the chosen country (US state,
 * county and zip; or Canadian province and postal code), the contact phone and, for admins, Close Location.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  CANADIAN_PROVINCES,
  COUNTRIES,
  formatPhoneNumber,
  type LocationFormValues,
  locationSchema,
  ORGANIZATION_MESSAGES,
  US_STATES,
} from '@sac/domain';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerFieldErrors } from '../../lib/api/server-field-errors';
import { LoadError } from '../../lib/ui/load-error';
import { UnsavedChangesGuard } from '../../lib/unsaved-changes-guard';
import { useUsCounties } from './api/get-us-counties';
import type { LocationRecord } from './api/location-record';

export type LocationFormOutput = z.output<typeof locationSchema>;

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));
const PROVINCE_OPTIONS = CANADIAN_PROVINCES.map((p) => ({ value: p.code, label: p.name }));
const FIELDS = [
  'name',
  'country',
  'addressLine_1',
  'addressLine_2',
  'city',
  'usState',
  'usCountyId',
  'zipCode',
  'provinceOrTerritory',
  'postalCode',
  'contactPhoneNumber',
  'contactPhoneExtension',
  'status',
];

function defaultsOf(location: LocationRecord | undefined, country: string | null): LocationFormValues {
  return {
    name: location?.name ?? '',
    country: (location?.country ?? country ?? null) as LocationFormValues['country'],
    addressLine_1: location?.addressLine_1 ?? '',
    addressLine_2: location?.addressLine_2 ?? '',
    city: location?.city ?? '',
    usState: (location?.usState ?? null) as LocationFormValues['usState'],
    usCountyId:
      location?.usCountyId === null || location?.usCountyId === undefined
        ? null
        : String(location.usCountyId),
    zipCode: location?.zipCode ?? '',
    provinceOrTerritory: (location?.provinceOrTerritory ?? null) as LocationFormValues['provinceOrTerritory'],
    postalCode: location?.postalCode ?? '',
    contactPhoneNumber:
      formatPhoneNumber(location?.contactPhoneNumber) || (location?.contactPhoneNumber ?? ''),
    contactPhoneExtension: location?.contactPhoneExtension ?? '',
    status: (location?.status ?? 'active') as LocationFormValues['status'],
  };
}

type LocationFormProps = {
  location?: LocationRecord;
  /** The organization's country, the new location's default. */
  defaultCountry: string | null;
  /** Admins may close a location (001 §2, §6). */
  canClose: boolean;
  pending: boolean;
  submitLabel: string;
  onSubmit: (values: LocationFormOutput) => Promise<void>;
  onCancel: () => void;
};

export function LocationForm(props: LocationFormProps) {
  const { location, defaultCountry, canClose, pending, submitLabel, onSubmit, onCancel } = props;
  const { register, control, handleSubmit, watch, setValue, setError, formState } = useForm<
    LocationFormValues,
    unknown,
    LocationFormOutput
  >({
    resolver: zodResolver(locationSchema),
    mode: 'onTouched',
    defaultValues: defaultsOf(location, defaultCountry),
  });
  const { errors, isDirty, isSubmitting } = formState;
  const country = watch('country');
  const usState = watch('usState');
  const counties = useUsCounties(country === 'United States' ? usState : null);
  const countyOptions = (counties.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <Stack gap="md" maw={720}>
        <TextInput label="Name" withAsterisk error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <Select
              label="Country"
              withAsterisk
              placeholder="Select a country"
              data={[...COUNTRIES]}
              value={field.value || null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              error={errors.country?.message}
            />
          )}
        />
        <TextInput
          label="Address Line 1"
          withAsterisk
          error={errors.addressLine_1?.message}
          {...register('addressLine_1')}
        />
        <TextInput
          label="Address Line 2"
          error={errors.addressLine_2?.message}
          {...register('addressLine_2')}
        />
        <TextInput label="City" withAsterisk error={errors.city?.message} {...register('city')} />
        {country === 'United States' && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Controller
                control={control}
                name="usState"
                render={({ field }) => (
                  <Select
                    label="State"
                    withAsterisk
                    searchable
                    placeholder="Select a state"
                    data={STATE_OPTIONS}
                    value={field.value || null}
                    onChange={(value) => {
                      field.onChange(value);
                      setValue('usCountyId', null, { shouldDirty: true });
                    }}
                    onBlur={field.onBlur}
                    error={errors.usState?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="usCountyId"
                render={({ field }) => (
                  <Select
                    label="County"
                    withAsterisk
                    searchable
                    placeholder={usState ? 'Select a county' : 'Select a state first'}
                    disabled={!usState || counties.isError}
                    data={countyOptions}
                    value={field.value ? String(field.value) : null}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    error={errors.usCountyId?.message}
                    nothingFoundMessage={counties.isFetching ? 'Loading counties…' : 'No counties found'}
                  />
                )}
              />
              <TextInput
                label="Zip Code"
                withAsterisk
                error={errors.zipCode?.message}
                {...register('zipCode')}
              />
            </SimpleGrid>
            {counties.isError && usState && (
              <LoadError
                error={counties.error}
                onRetry={counties.refetch}
                retrying={counties.isFetching}
                message={ORGANIZATION_MESSAGES.countiesUnavailable(usState)}
              />
            )}
          </>
        )}
        {country === 'Canada' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="provinceOrTerritory"
              render={({ field }) => (
                <Select
                  label="Province/Territory"
                  withAsterisk
                  placeholder="Select a province or territory"
                  data={PROVINCE_OPTIONS}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  error={errors.provinceOrTerritory?.message}
                />
              )}
            />
            <TextInput
              label="Postal Code"
              withAsterisk
              error={errors.postalCode?.message}
              {...register('postalCode')}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Contact Phone Number"
            withAsterisk
            placeholder="(555) 555-5555"
            error={errors.contactPhoneNumber?.message}
            {...register('contactPhoneNumber')}
          />
          <TextInput
            label="Extension"
            error={errors.contactPhoneExtension?.message}
            {...register('contactPhoneExtension')}
          />
        </SimpleGrid>
        {canClose && (
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Checkbox
                label="Close Location"
                checked={field.value === 'closed'}
                onChange={(event) => field.onChange(event.currentTarget.checked ? 'closed' : 'active')}
              />
            )}
          />
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
