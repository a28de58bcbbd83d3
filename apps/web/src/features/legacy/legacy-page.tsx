/**
 * /legacy, the legacy finalize screen (000 §2, §5): an imported organization gives the date of
 * incorporation (month and year), its EIN (NN-NNNNNNN, sent without the dash) and optionally its
 * website. Update saves them ('Saving…'), toasts 'Saved successfully' and goes home.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  COMMON_MESSAGES,
  createLegacyFinalizeSchema,
  type LegacyFinalizeOutput,
  type LegacyFinalizeValues,
} from '@sac/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/auth/session-context';
import { paths } from '../../lib/paths';
import { showError, showSuccess } from '../../lib/toasts';
import { FormMonthPicker } from '../../lib/ui/form-controls';
import { UnsavedChangesGuard } from '../../lib/unsaved-changes-guard';
import { useFinalizeOrganization } from './api/finalize-organization';
import { latestIncorporationMonth } from './legacy-months';

export default function LegacyPage() {
  const user = useCurrentUser();
  const organization = user.organization;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finalize = useFinalizeOrganization();
  const schema = useMemo(() => createLegacyFinalizeSchema({ now: new Date() }), []);
  const { register, control, handleSubmit, formState } = useForm<
    LegacyFinalizeValues,
    unknown,
    LegacyFinalizeOutput
  >({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { incorporatedOn: null as unknown as string, ein: '', websiteUrl: '' },
  });
  const { errors } = formState;

  const handleUpdate = (values: LegacyFinalizeOutput) => {
    if (!organization) return;
    finalize.mutate(
      { organizationId: organization.id, values },
      {
        onSuccess: async () => {
          showSuccess(COMMON_MESSAGES.savedSuccessfully);
          await queryClient.invalidateQueries({ queryKey: ['session', 'profile'] });
          navigate(paths.home());
        },
        onError: showError,
      },
    );
  };

  return (
    <Stack maw={640} gap="lg">
      <div>
        <Title order={1}>Finalize {organization?.name ?? 'your organization'}</Title>
        <Text c="dimmed" mt={4}>
          Your organization was imported from our previous system, which could not bring over its start date,
          its Employer Identification Number and, optionally, its website. Please enter them to continue.
        </Text>
      </div>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={handleSubmit(handleUpdate)} noValidate aria-label="Finalize organization">
          <UnsavedChangesGuard when={formState.isDirty && !finalize.isPending && !finalize.isSuccess} />
          <Stack gap="md">
            <FormMonthPicker
              control={control}
              name="incorporatedOn"
              label="Date of Organization Incorporation"
              placeholder="Pick a month"
              withAsterisk
              maxDate={latestIncorporationMonth(new Date())}
            />
            <TextInput
              label="Employer Identification Number"
              placeholder="NN-NNNNNNN"
              withAsterisk
              error={errors.ein?.message}
              {...register('ein')}
            />
            <TextInput
              label="Website URL"
              placeholder="https://www.example.org"
              error={errors.websiteUrl?.message}
              {...register('websiteUrl')}
            />
            <Button type="submit" disabled={finalize.isPending} style={{ alignSelf: 'flex-start' }}>
              {finalize.isPending ? 'Saving…' : 'Update'}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
