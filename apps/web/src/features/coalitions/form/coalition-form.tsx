/**
 * The coalition form in its three modes (002 §2.4, §5): view (everything read-only), edit and add.
 * Fields: name, country, description, requested data, geographic area, the states or provinces of the
 * area (several only for the multi-state/multi-province types, a single one for statewide, provincewide
 * and community, none and cleared for International and National), the data use agreement (read-only
 * once given; its last timestamp shown) and the two 'all … data request' switches.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Group,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  COUNTRIES,
  type CoalitionAttributes,
  type CoalitionFormOutput,
  type CoalitionFormValues,
  type Country,
  coalitionSchema,
  hasRegionSelector,
  isMultiRegionType,
  operatingRegionTypeOptions,
  TEXT_LIMITS,
  toCoalitionAttributes,
} from '@sac/domain';
import { Controller, type UseFormSetError, useForm } from 'react-hook-form';
import { displayDateTime } from '../../../lib/date-time';
import { FormMultiSelect, FormSelect, FormSwitch } from '../../../lib/ui/form-controls';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes-guard';
import { type CoalitionRecord, regionList } from '../api/coalitions';
import { regionOptions } from '../list/coalition-filters';
import { COALITION_AGREEMENT_LABEL, COALITION_AGREEMENT_PARAGRAPHS } from './coalition-agreement-text';

export type CoalitionFormMode = 'view' | 'edit' | 'add';

/** The coalition fields the form reads (the list's record and the frame's coalition both have them). */
export type CoalitionFields = Pick<
  CoalitionRecord,
  | 'name'
  | 'country'
  | 'description'
  | 'dataUsed'
  | 'dataUseAgreement'
  | 'dataUseTimestamp'
  | 'operatingRegionType'
  | 'operatingRegion'
  | 'allIntakeOutcomeDataRequest'
  | 'allCommunityServiceDataRequest'
>;

/** The form's field names, for the server's 422 errors. */
export const COALITION_FIELDS = [
  'name',
  'country',
  'description',
  'dataUsed',
  'dataUseAgreement',
  'operatingRegionType',
  'operatingRegion',
  'allIntakeOutcomeDataRequest',
  'allCommunityServiceDataRequest',
] as const;

export const EMPTY_COALITION: CoalitionFormValues = {
  name: '',
  country: '' as CoalitionFormValues['country'],
  description: '',
  dataUsed: '',
  dataUseAgreement: false as unknown as true,
  operatingRegionType: '' as CoalitionFormValues['operatingRegionType'],
  operatingRegion: null,
  allIntakeOutcomeDataRequest: false,
  allCommunityServiceDataRequest: false,
};

/** The region held as the selector of the type wants it: a list, one value, or nothing. */
export function regionForType(type: string | null | undefined, region: unknown): string | string[] | null {
  if (!hasRegionSelector(type)) return null;
  const list = Array.isArray(region) ? region.map(String) : region ? [String(region)] : [];
  return isMultiRegionType(type) ? list : (list[0] ?? '');
}

export function toCoalitionFormValues(
  coalition: CoalitionFields,
  mode: CoalitionFormMode,
): CoalitionFormValues {
  return {
    name: coalition.name ?? '',
    country: (coalition.country ?? '') as CoalitionFormValues['country'],
    description: coalition.description ?? '',
    dataUsed: coalition.dataUsed ?? '',
    // Given when the coalition was created; read-only afterwards (002 §2.4).
    dataUseAgreement: (mode === 'edit' ? true : coalition.dataUseAgreement === true) as true,
    operatingRegionType: (coalition.operatingRegionType ?? '') as CoalitionFormValues['operatingRegionType'],
    operatingRegion: regionForType(coalition.operatingRegionType, regionList(coalition.operatingRegion)),
    allIntakeOutcomeDataRequest: coalition.allIntakeOutcomeDataRequest === true,
    allCommunityServiceDataRequest: coalition.allCommunityServiceDataRequest === true,
  };
}

const asCountry = (value: unknown): Country | null =>
  (COUNTRIES as readonly string[]).includes(String(value ?? '')) ? (value as Country) : null;

/** The type's options for the country, keeping a stored type the list no longer names. */
function typeOptions(country: Country | null, current: string | null | undefined) {
  const options = operatingRegionTypeOptions(country).map((o) => ({ value: o.value, label: o.label }));
  return current && !options.some((o) => o.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}

type CoalitionFormProps = {
  mode: CoalitionFormMode;
  coalition?: CoalitionFields;
  pending?: boolean;
  /** Saves; resolves true when saved (the form is then clean), false after an error it has shown. */
  onSubmit?: (
    attributes: CoalitionAttributes,
    setError: UseFormSetError<CoalitionFormValues>,
  ) => Promise<boolean>;
  onCancel?: () => void;
};

export function CoalitionForm({ mode, coalition, pending = false, onSubmit, onCancel }: CoalitionFormProps) {
  const defaults = coalition ? toCoalitionFormValues(coalition, mode) : EMPTY_COALITION;
  const form = useForm<CoalitionFormValues, unknown, CoalitionFormOutput>({
    resolver: zodResolver(coalitionSchema),
    defaultValues: defaults,
  });
  const { register, control, formState, watch, setValue, getValues } = form;
  const { errors } = formState;
  const readOnly = mode === 'view';
  const country = asCountry(watch('country'));
  const type = watch('operatingRegionType');
  const showRegion = hasRegionSelector(type);
  const multi = isMultiRegionType(type);

  const handleSubmit = form.handleSubmit(async (values) => {
    if (!onSubmit) return;
    const saved = await onSubmit(toCoalitionAttributes(values), form.setError);
    if (saved) form.reset(values);
  });

  const changeCountry = (next: string) => {
    const options = operatingRegionTypeOptions(asCountry(next)).map((o) => o.value as string);
    const currentType = getValues('operatingRegionType');
    if (currentType && !options.includes(currentType))
      setValue('operatingRegionType', '' as CoalitionFormValues['operatingRegionType']);
    // States and provinces belong to one country.
    setValue('operatingRegion', regionForType(getValues('operatingRegionType'), []));
  };
  const changeType = (next: string) =>
    setValue('operatingRegion', regionForType(next, getValues('operatingRegion')), {
      shouldValidate: formState.isSubmitted,
    });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Coalition">
      {mode !== 'view' && (
        <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting && !pending} />
      )}
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Name"
              withAsterisk={!readOnly}
              readOnly={readOnly}
              maxLength={TEXT_LIMITS.name}
              {...register('name')}
              error={errors.name?.message}
            />
            <Controller
              control={control}
              name="country"
              render={({ field, fieldState }) => (
                <FormCountry
                  value={field.value}
                  readOnly={readOnly}
                  error={fieldState.error?.message}
                  onChange={(next) => {
                    field.onChange(next);
                    changeCountry(next);
                  }}
                />
              )}
            />
            <Controller
              control={control}
              name="operatingRegionType"
              render={({ field, fieldState }) => (
                <FormGeographicArea
                  value={field.value}
                  options={typeOptions(country, field.value)}
                  readOnly={readOnly}
                  error={fieldState.error?.message}
                  onChange={(next) => {
                    field.onChange(next);
                    changeType(next);
                  }}
                />
              )}
            />
            {showRegion &&
              (multi ? (
                <FormMultiSelect
                  key="multi"
                  control={control}
                  name="operatingRegion"
                  label="States/Provinces"
                  withAsterisk={!readOnly}
                  readOnly={readOnly}
                  searchable
                  data={regionOptions(country)}
                />
              ) : (
                <FormSelect
                  key="single"
                  control={control}
                  name="operatingRegion"
                  label="State/Province"
                  withAsterisk={!readOnly}
                  readOnly={readOnly}
                  searchable
                  data={regionOptions(country)}
                />
              ))}
          </SimpleGrid>
          <Stack gap="md" mt="md">
            <Textarea
              label="Description"
              withAsterisk={!readOnly}
              readOnly={readOnly}
              autosize
              minRows={3}
              maxLength={TEXT_LIMITS.longText}
              {...register('description')}
              error={errors.description?.message}
            />
            <Textarea
              label="Requested Data"
              description="The data the coalition asks its contributors to share, and what it will be used for"
              withAsterisk={!readOnly}
              readOnly={readOnly}
              autosize
              minRows={3}
              maxLength={TEXT_LIMITS.longText}
              {...register('dataUsed')}
              error={errors.dataUsed?.message}
            />
            <FormSwitch
              control={control}
              name="allIntakeOutcomeDataRequest"
              label="All intake/outcome data request"
              disabled={readOnly}
            />
            <FormSwitch
              control={control}
              name="allCommunityServiceDataRequest"
              label="All community service data request"
              disabled={readOnly}
            />
          </Stack>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text fw={600}>Data Use Agreement</Text>
            <ScrollArea.Autosize
              mah={200}
              type="auto"
              // The text scrolls: its viewport takes focus so that the keyboard can scroll it too.
              viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Data use agreement text' }}
            >
              <Stack gap="xs" pr="md">
                {COALITION_AGREEMENT_PARAGRAPHS.map((paragraph) => (
                  <Text key={paragraph.slice(0, 40)} size="sm">
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </ScrollArea.Autosize>
            <Controller
              control={control}
              name="dataUseAgreement"
              render={({ field, fieldState }) => (
                <Checkbox
                  ref={field.ref}
                  label={COALITION_AGREEMENT_LABEL}
                  checked={field.value === true}
                  disabled={mode !== 'add'}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  error={fieldState.error?.message}
                />
              )}
            />
            {mode !== 'add' && (
              <Text size="sm" c="dimmed">
                Last agreement:{' '}
                {coalition?.dataUseTimestamp ? displayDateTime(coalition.dataUseTimestamp) : '—'}
              </Text>
            )}
          </Stack>
        </Paper>

        {mode !== 'view' && (
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {mode === 'add' ? 'Create Coalition' : 'Save'}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

type SelectFieldProps = {
  value: unknown;
  readOnly: boolean;
  error?: string;
  onChange: (value: string) => void;
};

function FormCountry({ value, readOnly, error, onChange }: SelectFieldProps) {
  return (
    <SelectField
      label="Country"
      data={[...COUNTRIES]}
      value={value}
      readOnly={readOnly}
      error={error}
      onChange={onChange}
    />
  );
}

function FormGeographicArea({
  options,
  ...props
}: SelectFieldProps & { options: { value: string; label: string }[] }) {
  return <SelectField label="Geographic Area" data={options} {...props} />;
}

function SelectField({
  label,
  data,
  value,
  readOnly,
  error,
  onChange,
}: SelectFieldProps & { label: string; data: (string | { value: string; label: string })[] }) {
  return (
    <Select
      label={label}
      withAsterisk={!readOnly}
      readOnly={readOnly}
      data={data}
      value={value ? String(value) : null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      allowDeselect={false}
    />
  );
}
