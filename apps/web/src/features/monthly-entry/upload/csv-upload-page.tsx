/**
 * The CSV upload screens (000 §2, §5, §8): /data-entry/upload and /services/upload for organization
 * managers (their working location), /{action}/upload/{location}/{organizationId} for admins. The file
 * is checked first (nothing written); when it would replace data already entered, the user confirms
 * (or cancels, and nothing changes). Then the upload, and the completion screen; a refused file gets the
 * Invalid CSV Headers screen or the problems of the file, whether the check or the upload refused it.
 */
import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { DATA_ENTRY_MESSAGES, ENTRY_ACTION_OF_ROUTE, SESSION_MESSAGES, UPLOAD_MESSAGES } from '@sac/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { type EntryAction, paths } from '../../../lib/paths';
import { HELPDESK_EMAIL } from '../../../lib/site';
import { LoadError } from '../../../lib/ui/load-error';
import { ClosedLocationAlert } from '../closed-location-alert';
import { type EntryTarget, useEntryTarget } from '../use-entry-target';
import { type CheckedMonth, useCheckFileImport } from './api/check-file-import';
import { type UploadInput, useCreateFileImport } from './api/create-file-import';
import { CsvDropZone } from './csv-drop-zone';
import { DownloadExampleButton } from './download-example-button';
import { describeSavedImport } from './import-summary';
import { InvalidHeadersScreen } from './invalid-headers-screen';
import { ReplaceDataModal } from './replace-data-modal';
import { monthsToReplace } from './replaced-data';
import { UploadCompleteScreen } from './upload-complete-screen';
import { readUploadFailure } from './upload-failure';
import { UploadFailureAlert } from './upload-failure-alert';
import { UploadIntro } from './upload-intro';

type UploadFlowProps = { action: EntryAction; target: EntryTarget; locationId: string };

function UploadFlow({ action, target, locationId }: UploadFlowProps) {
  const fileType = ENTRY_ACTION_OF_ROUTE[action];
  const [file, setFile] = useState<File | null>(null);
  /** The checked file waiting for the user's confirmation, with the months it would replace. */
  const [pending, setPending] = useState<{ input: UploadInput; months: CheckedMonth[] } | null>(null);
  const check = useCheckFileImport();
  const upload = useCreateFileImport();
  const error = check.error ?? upload.error;
  const failure = error ? readUploadFailure(error) : null;
  const busy = check.isPending || upload.isPending;
  const choose = (next: File | null) => {
    check.reset();
    upload.reset();
    setPending(null);
    setFile(next);
  };
  const handleUpload = (input: UploadInput) => {
    upload.reset();
    check.mutate(input, {
      onSuccess: ({ months }) => {
        if (monthsToReplace(months).length > 0) setPending({ input, months });
        else upload.mutate(input);
      },
    });
  };
  const handleConfirm = () => {
    if (pending) upload.mutate(pending.input);
    setPending(null);
  };
  const exampleButton = (
    <DownloadExampleButton
      fileType={fileType}
      locationId={locationId}
      organizationSpecies={target.organizationSpecies}
    />
  );

  if (upload.data) {
    const summary = describeSavedImport(upload.data.rowCount, upload.data.months ?? []);
    return <UploadCompleteScreen summary={summary} onUploadAnother={() => choose(null)} />;
  }
  if (failure?.kind === 'headers') {
    const otherAction: EntryAction = action === 'services' ? 'data-entry' : 'services';
    return (
      <InvalidHeadersScreen
        headers={failure.headers}
        fileType={fileType}
        exampleButton={exampleButton}
        otherUploadPath={paths.entryUpload(otherAction, target.adminTarget)}
        onTryAgain={() => choose(null)}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>{UPLOAD_MESSAGES.defaultTitle}</Title>
      {target.location.isError ? (
        <LoadError
          error={target.location.error}
          onRetry={target.location.refetch}
          retrying={target.location.isFetching}
          message={DATA_ENTRY_MESSAGES.failedToLoadOrganization}
        />
      ) : target.location.isPending ? (
        <Center py="xl" role="status" aria-label="Loading">
          <Loader />
        </Center>
      ) : target.closed ? (
        <ClosedLocationAlert locationName={target.location.data.name} />
      ) : (
        <Paper withBorder p="lg" radius="md" maw={760}>
          <form
            aria-label="CSV upload"
            onSubmit={(event) => {
              event.preventDefault();
              if (file) handleUpload({ locationId, fileType, file });
            }}
          >
            <Stack gap="md">
              <UploadIntro
                fileType={fileType}
                locationId={locationId}
                locationName={target.location.data.name}
                organizationName={target.organization.data?.name ?? ''}
              />
              {exampleButton}
              <CsvDropZone file={file} onChange={choose} busy={busy} />
              {failure && <UploadFailureAlert failure={failure} />}
              <Button type="submit" disabled={!file} loading={busy} style={{ alignSelf: 'flex-start' }}>
                Upload CSV
              </Button>
            </Stack>
          </form>
          <ReplaceDataModal
            months={pending?.months ?? null}
            onConfirm={handleConfirm}
            onCancel={() => setPending(null)}
          />
        </Paper>
      )}
    </Stack>
  );
}

export function CsvUploadPage({ action }: { action: EntryAction }) {
  const target = useEntryTarget();
  return (
    <Stack gap="lg">
      {target.locationId ? (
        <UploadFlow action={action} target={target} locationId={target.locationId} />
      ) : (
        <>
          <Title order={1}>{UPLOAD_MESSAGES.defaultTitle}</Title>
          <Alert color="yellow">{SESSION_MESSAGES.noLocation(HELPDESK_EMAIL)}</Alert>
        </>
      )}
      <Anchor component={Link} to={paths.entryOptions(action, target.adminTarget)}>
        {UPLOAD_MESSAGES.enterDifferently}
      </Anchor>
    </Stack>
  );
}
