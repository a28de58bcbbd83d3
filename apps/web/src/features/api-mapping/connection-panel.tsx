/**
 * The shelter-software connection of the API Mapping tab (issue 16): what is stored (never the key or
 * password itself), the credentials form, and Test connection with its outcome in words.
 */
import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDisplayDate, type ShelterSoftwareVendor, vendorName } from '@sac/domain';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { organizationLocationsQueryOptions } from '../../lib/api/organization-locations';
import { applyServerFieldErrors } from '../../lib/api/server-field-errors';
import { saveErrorMessage } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/toasts';
import { LoadError } from '../../lib/ui/load-error';
import {
  type ConnectionCredentials,
  connectionQueryOptions,
  type ShelterSoftwareConnection,
  useChooseConnectionLocation,
  useSaveConnection,
  useTestConnection,
} from './api/shelter-software-connection';

type Values = { apiKey: string; site: string; username: string; password: string };
const EMPTY: Values = { apiKey: '', site: '', username: '', password: '' };

function credentialsOf(vendor: ShelterSoftwareVendor, values: Values): ConnectionCredentials {
  return vendor === 'shelterluv'
    ? { vendor, apiKey: values.apiKey }
    : { vendor, site: values.site.trim(), username: values.username.trim(), password: values.password };
}

function StoredConnection({ connection }: { connection: ShelterSoftwareConnection }) {
  const stored =
    connection.vendor === 'shelterluv'
      ? `An API key ending in ${connection.apiKeyLast4} is stored.`
      : `The user ${connection.username} of the site ${connection.site} is stored.`;
  return (
    <Stack gap="xs">
      <Text size="sm">{stored}</Text>
      {connection.lastTestOk === true && (
        <Alert color="green" title="Connection works">
          Tested {formatDisplayDate(new Date(connection.lastTestedAt!))}.
        </Alert>
      )}
      {connection.lastTestOk === false && (
        <Alert color="red" title="Connection failed">
          {connection.lastTestMessage} (tested {formatDisplayDate(new Date(connection.lastTestedAt!))})
        </Alert>
      )}
      {connection.lastTestOk === null && (
        <Text size="sm" c="dimmed">
          Not tested yet.
        </Text>
      )}
    </Stack>
  );
}

/** Where aggregations write the records: shown when the organization has more than one active location. */
function RecordsLocation({
  organizationId,
  connection,
}: {
  organizationId: string;
  connection: ShelterSoftwareConnection;
}) {
  const locations = useQuery(organizationLocationsQueryOptions(organizationId));
  const choose = useChooseConnectionLocation(organizationId);
  const active = (locations.data ?? []).filter((location) => location.status !== 'inactive');
  if (active.length < 2) return null;
  return (
    <Select
      label="Location for the records"
      description="Aggregations write the shelter software's numbers to this location."
      placeholder="The first location"
      clearable
      data={active.map((location) => ({ value: String(location.id), label: location.name }))}
      value={connection.locationId === null ? null : String(connection.locationId)}
      disabled={choose.isPending}
      onChange={(value) =>
        choose.mutate(value === null ? null : Number(value), {
          onSuccess: () => showSuccess('Location for the records saved'),
          onError: (error) => showError(saveErrorMessage(error)),
        })
      }
    />
  );
}

export function ConnectionPanel({
  organizationId,
  vendor,
}: {
  organizationId: string;
  vendor: ShelterSoftwareVendor;
}) {
  const connection = useQuery(connectionQueryOptions(organizationId));
  const save = useSaveConnection(organizationId);
  const test = useTestConnection(organizationId);
  const form = useForm<Values>({ defaultValues: EMPTY });
  const name = vendorName(vendor);

  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(credentialsOf(vendor, values), {
      onSuccess: () => {
        form.reset(EMPTY);
        showSuccess(`${name} credentials saved`);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, Object.keys(EMPTY)))
          showError(saveErrorMessage(error));
      },
    }),
  );

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3}>Connection to {name}</Title>
        {connection.isError ? (
          <LoadError
            title="Unable to load the connection"
            error={connection.error}
            onRetry={connection.refetch}
            retrying={connection.isFetching}
          />
        ) : connection.data ? (
          <>
            <StoredConnection connection={connection.data} />
            <RecordsLocation organizationId={organizationId} connection={connection.data} />
          </>
        ) : (
          connection.isSuccess && (
            <Text size="sm" c="dimmed">
              No credentials are stored yet.
            </Text>
          )
        )}
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            {vendor === 'shelterluv' ? (
              <PasswordInput
                label="API key"
                description="From ShelterLuv: Settings, then API Keys."
                autoComplete="off"
                maxLength={200}
                error={form.formState.errors.apiKey?.message}
                {...form.register('apiKey', { required: 'API key is required' })}
              />
            ) : (
              <>
                <TextInput
                  label="Site"
                  description="The name before .shelterbuddy.com in your ShelterBuddy address."
                  maxLength={63}
                  error={form.formState.errors.site?.message}
                  {...form.register('site', { required: 'Site is required' })}
                />
                <TextInput
                  label="Username"
                  autoComplete="off"
                  maxLength={100}
                  error={form.formState.errors.username?.message}
                  {...form.register('username', { required: 'Username is required' })}
                />
                <PasswordInput
                  label="Password"
                  autoComplete="new-password"
                  maxLength={200}
                  error={form.formState.errors.password?.message}
                  {...form.register('password', { required: 'Password is required' })}
                />
              </>
            )}
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={!connection.data || save.isPending}
                loading={test.isPending}
                onClick={() =>
                  test.mutate(undefined, { onError: (error) => showError(saveErrorMessage(error)) })
                }
              >
                Test connection
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save credentials
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
