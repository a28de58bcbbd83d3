/** /organizations/{orgId}/locations/add (001 §2): a new location of the organization. */
import { Stack, Title } from '@mantine/core';
import { COMMON_MESSAGES } from '@sac/domain';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/auth/session-context';
import { saveErrorMessage } from '../../lib/errors';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { paths } from '../../lib/paths';
import { showError, showSuccess } from '../../lib/toasts';
import { useSaveLocation } from './api/save-location';
import { toSentAttributes } from './location-attributes';
import { LocationBackLink } from './location-back-link';
import { LocationForm, type LocationFormOutput } from './location-form';

function AddLocation() {
  const organization = useLayoutOrganization();
  const user = useCurrentUser();
  const save = useSaveLocation(organization.id);
  const navigate = useNavigate();

  const handleSubmit = async (values: LocationFormOutput) => {
    try {
      const location = await save.mutateAsync({ attributes: toSentAttributes(values, user.isAdmin) });
      showSuccess(COMMON_MESSAGES.savedSuccessfully);
      navigate(paths.organizationLocation(organization.id, location.id));
    } catch (error) {
      showError(saveErrorMessage(error));
      throw error;
    }
  };

  return (
    <Stack gap="md">
      <LocationBackLink organizationId={organization.id} />
      <Title order={2}>Add Location</Title>
      <LocationForm
        defaultCountry={organization.country}
        canClose={user.isAdmin}
        pending={save.isPending}
        submitLabel="Add Location"
        onSubmit={handleSubmit}
        onCancel={() => navigate(paths.organizationLocations(organization.id))}
      />
    </Stack>
  );
}

export default function LocationAddPage() {
  return (
    <OrganizationLayout>
      <AddLocation />
    </OrganizationLayout>
  );
}
