/** /organizations/{orgId}/locations/{locId}/edit (001 §2): the location form in edit mode. */
import { Loader, Stack, Title } from '@mantine/core';
import { COMMON_MESSAGES } from '@sac/domain';
import { useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth/session-context';
import { saveErrorMessage } from '../../lib/errors';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { paths } from '../../lib/paths';
import { showError, showSuccess } from '../../lib/toasts';
import { LoadError } from '../../lib/ui/load-error';
import { useOrganizationLocation } from './api/get-location';
import { useSaveLocation } from './api/save-location';
import { toSentAttributes } from './location-attributes';
import { LocationBackLink } from './location-back-link';
import { LocationForm, type LocationFormOutput } from './location-form';

function EditLocation() {
  const organization = useLayoutOrganization();
  const { locId = '' } = useParams();
  const user = useCurrentUser();
  const location = useOrganizationLocation(organization.id, locId);
  const save = useSaveLocation(organization.id);
  const navigate = useNavigate();
  const viewPath = paths.organizationLocation(organization.id, locId);

  const handleSubmit = async (values: LocationFormOutput) => {
    try {
      await save.mutateAsync({ locationId: locId, attributes: toSentAttributes(values, user.isAdmin) });
      showSuccess(COMMON_MESSAGES.savedSuccessfully);
      navigate(viewPath);
    } catch (error) {
      showError(saveErrorMessage(error));
      throw error;
    }
  };

  return (
    <Stack gap="md">
      <LocationBackLink organizationId={organization.id} />
      <Title order={2}>Edit Location</Title>
      {location.isError ? (
        <LoadError error={location.error} onRetry={location.refetch} retrying={location.isFetching} />
      ) : location.data ? (
        <LocationForm
          key={location.data.id}
          location={location.data}
          defaultCountry={organization.country}
          canClose={user.isAdmin}
          pending={save.isPending}
          submitLabel="Save"
          onSubmit={handleSubmit}
          onCancel={() => navigate(viewPath)}
        />
      ) : (
        <Loader />
      )}
    </Stack>
  );
}

export default function LocationEditPage() {
  return (
    <OrganizationLayout>
      <EditLocation />
    </OrganizationLayout>
  );
}
