/** /organizations/{orgId}/sharing-permissions (001 §2): the three opt-ins, saved with PATCH. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import {
  COMMON_MESSAGES,
  SHARING_OPT_INS,
  type SharingPermissionsValues,
  sharingPermissionsSchema,
} from '@sac/domain';
import { useForm } from 'react-hook-form';
import { canManageOrganization } from '../../lib/auth/current-user';
import { useCurrentUser } from '../../lib/auth/session-context';
import { saveErrorMessage } from '../../lib/errors';
import type { Organization } from '../../lib/organization/api/get-organization';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { showError, showSuccess } from '../../lib/toasts';
import { FormSwitch } from '../../lib/ui/form-controls';
import { UnsavedChangesGuard } from '../../lib/unsaved-changes-guard';
import { useUpdateOrganization } from './api/update-organization';

const toValues = (organization: Organization): SharingPermissionsValues => ({
  communicationsOptIn: organization.communicationsOptIn ?? true,
  searchableOptIn: organization.searchableOptIn ?? true,
  mediaOptIn: organization.mediaOptIn ?? true,
});

function SharingPermissions({ organization }: { organization: Organization }) {
  const user = useCurrentUser();
  const canEdit = canManageOrganization(user, organization.id);
  const form = useForm<SharingPermissionsValues>({
    resolver: zodResolver(sharingPermissionsSchema),
    defaultValues: toValues(organization),
  });
  const update = useUpdateOrganization(organization.id);

  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toValues(saved));
        showSuccess(COMMON_MESSAGES.sharingPermissionsUpdated);
      },
      onError: (error) => showError(saveErrorMessage(error)),
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <UnsavedChangesGuard when={form.formState.isDirty && !update.isPending} />
      <Stack gap="md">
        <Title order={2}>Sharing Permissions</Title>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            {SHARING_OPT_INS.map((optIn) => (
              <FormSwitch
                key={optIn.key}
                control={form.control}
                name={optIn.key}
                label={optIn.label}
                disabled={!canEdit}
              />
            ))}
          </Stack>
        </Paper>
        {canEdit && (
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={!form.formState.isDirty || update.isPending}
              onClick={() => form.reset(toValues(organization))}
            >
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!form.formState.isDirty}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

function LayoutSharing() {
  return <SharingPermissions organization={useLayoutOrganization()} />;
}

export default function SharingPermissionsPage() {
  return (
    <OrganizationLayout>
      <LayoutSharing />
    </OrganizationLayout>
  );
}
