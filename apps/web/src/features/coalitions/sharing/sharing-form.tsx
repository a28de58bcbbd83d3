/**
 * The organization's sharing choices for one coalition (002 §2.2, §4): Yes or No per data type
 * (intake/outcome, community service). Used by the lists' modal and the Sharing Permissions page.
 */
import { Button, Group, Radio, Stack } from '@mantine/core';
import { DATA_SHARING_TYPES, type DataSharingValues, YES_NO_OPTIONS } from '@sac/domain';
import { type FormEvent, useState } from 'react';

type SharingFormProps = {
  initial: DataSharingValues;
  pending: boolean;
  onSave: (values: DataSharingValues) => void;
  onCancel?: () => void;
  /** Read-only for users who cannot change it. */
  disabled?: boolean;
};

export function SharingForm({ initial, pending, onSave, onCancel, disabled = false }: SharingFormProps) {
  const [values, setValues] = useState<DataSharingValues>(initial);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave(values);
  };
  return (
    <form onSubmit={handleSubmit} aria-label="Sharing permissions">
      <Stack gap="md">
        {DATA_SHARING_TYPES.map((type) => (
          <Radio.Group
            key={type.value}
            label={type.label}
            value={values[type.attribute] ? 'yes' : 'no'}
            onChange={(value) => setValues((current) => ({ ...current, [type.attribute]: value === 'yes' }))}
          >
            <Group gap="lg" mt="xs">
              {YES_NO_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} disabled={disabled} />
              ))}
            </Group>
          </Radio.Group>
        ))}
        {!disabled && (
          <Group justify="flex-end">
            {onCancel && (
              <Button variant="default" onClick={onCancel} disabled={pending}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={pending}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** A membership's stored choices (absent means No). */
export const sharingValuesOf = (membership: {
  intakeOutcomeDataSharing?: boolean | null;
  communityServiceDataSharing?: boolean | null;
}): DataSharingValues => ({
  intakeOutcomeDataSharing: membership.intakeOutcomeDataSharing === true,
  communityServiceDataSharing: membership.communityServiceDataSharing === true,
});
