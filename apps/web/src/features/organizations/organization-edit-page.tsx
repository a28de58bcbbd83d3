/** /organizations/{orgId}/edit (001 §2 "Editing Details"): the organization form, saved with PATCH. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Stack, Title } from '@mantine/core';
import {
  COMMON_MESSAGES,
  createOrganizationSchema,
  type OrganizationFormOutput,
  type OrganizationFormValues,
} from '@sac/domain';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { applyServerFieldErrors } from '../../lib/api/server-field-errors';
import { useCurrentUser } from '../../lib/auth/session-context';
import { saveErrorMessage } from '../../lib/errors';
import type { Organization } from '../../lib/organization/api/get-organization';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { paths } from '../../lib/paths';
import { showError, showSuccess } from '../../lib/toasts';
import { UnsavedChangesGuard } from '../../lib/unsaved-changes-guard';
import { useUpdateOrganization } from './api/update-organization';
import { OrganizationForm } from './organization-form';
import {
  authorizerEmailChanged,
  toOrganizationFormValues,
  toOrganizationPatch,
} from './organization-form-values';

function EditContent({ organization }: { organization: Organization }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const schema = useMemo(
    () => createOrganizationSchema({ authorizerEmail: organization.authorizerEmail }),
    [organization.authorizerEmail],
  );
  const form = useForm<OrganizationFormValues, unknown, OrganizationFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: toOrganizationFormValues(organization),
  });
  const update = useUpdateOrganization(organization.id);
  const detailsPath = paths.organization(organization.id);

  useEffect(() => {
    if (saved) navigate(detailsPath);
  }, [saved, navigate, detailsPath]);

  const handleSubmit = form.handleSubmit((values) => {
    const attributes = toOrganizationPatch(values, {
      isAdmin: user.isAdmin,
      emailChanged: authorizerEmailChanged(organization.authorizerEmail, values.authorizerEmail),
    });
    update.mutate(attributes, {
      onSuccess: () => {
        showSuccess(COMMON_MESSAGES.savedSuccessfully);
        setSaved(true);
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, Object.keys(form.getValues()));
        showError(saveErrorMessage(error));
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <UnsavedChangesGuard when={form.formState.isDirty && !saved && !update.isPending} />
      <Stack gap="md">
        {user.isAdmin && (
          <Anchor component={Link} to={paths.organizations()} size="sm">
            ← Back to Organizations
          </Anchor>
        )}
        <Title order={2}>Editing Details</Title>
        <OrganizationForm
          form={form}
          storedAuthorizerEmail={organization.authorizerEmail}
          isAdmin={user.isAdmin}
          saving={update.isPending}
          onCancel={() => navigate(detailsPath)}
        />
      </Stack>
    </form>
  );
}

function LayoutEdit() {
  return <EditContent organization={useLayoutOrganization()} />;
}

export default function OrganizationEditPage() {
  return (
    <OrganizationLayout>
      <LayoutEdit />
    </OrganizationLayout>
  );
}
