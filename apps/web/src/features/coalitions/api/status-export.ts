/**
 * The status CSV job of the Data Status Table (002 §4 "Status CSV export job", §7, §8): Generate posts
 * /api/v1/exports, the job's status is polled every 2 s while it runs, Download fetches the CSV with the
 * session's headers and saves it under the kind's file name. Each failure shows its §8 text.
 */
import {
  clampProgress,
  EXPORT_JOB_MESSAGES,
  exportFailureMessage,
  STATUS_EXPORT_POLL_INTERVAL_MS,
  STATUS_TABLE_FILE_NAMES,
  type StatusExportType,
} from '@sac/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from '../../../lib/api/client';
import type { JsonApiDocument } from '../../../lib/api/jsonapi';
import { sessionStore } from '../../../lib/auth/session-store';
import { saveBlob } from '../../../lib/download';
import { errorMessage } from '../../../lib/errors';
import { showError, showSuccess } from '../../../lib/toasts';

export type StatusExportState =
  | { state: 'idle' }
  | { state: 'processing'; id: string; progress: number }
  | { state: 'completed'; id: string }
  | { state: 'failed'; message: string };

export const IDLE_EXPORT: StatusExportState = { state: 'idle' };

type ExportStatusAttributes = {
  status?: string;
  progress?: number | null;
  fileReady?: boolean;
  errorMessage?: string | null;
};

export type StatusExportRequest = { coalitionId: string; year: number; search: string };

async function createExport(type: StatusExportType, request: StatusExportRequest): Promise<string | null> {
  const doc = await api.post<{ data?: { id?: string | number | null } | null }>('/api/v1/exports', {
    coalitionId: Number(request.coalitionId),
    year: request.year,
    statusType: type,
    search: request.search.trim(),
  });
  const id = doc?.data?.id;
  return id === undefined || id === null || id === '' ? null : String(id);
}

async function readStatus(id: string): Promise<ExportStatusAttributes> {
  const doc = await api.get<JsonApiDocument>(`/api/v1/exports/${encodeURIComponent(id)}/status`);
  return ((doc.data as { attributes?: ExportStatusAttributes } | undefined)?.attributes ??
    {}) as ExportStatusAttributes;
}

/** One kind's job: its state, Generate, Download and reset (a filter change or reset clears it). */
export function useStatusExport(type: StatusExportType) {
  const [job, setJob] = useState<StatusExportState>(IDLE_EXPORT);
  const [starting, setStarting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const pollingId = job.state === 'processing' ? job.id : null;

  const poll = useQuery({
    queryKey: ['status-exports', pollingId] as const,
    queryFn: () => readStatus(pollingId!),
    enabled: pollingId !== null,
    refetchInterval: STATUS_EXPORT_POLL_INTERVAL_MS,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (pollingId === null) return;
    if (poll.isError) {
      showError(EXPORT_JOB_MESSAGES.statusCheckFailed);
      setJob({ state: 'failed', message: EXPORT_JOB_MESSAGES.statusCheckFailed });
      return;
    }
    const attributes = poll.data;
    if (!attributes) return;
    if (attributes.status === 'failed') {
      showError(EXPORT_JOB_MESSAGES.processingFailed);
      setJob({ state: 'failed', message: exportFailureMessage(attributes.errorMessage) });
    } else if (attributes.fileReady) {
      showSuccess(EXPORT_JOB_MESSAGES.ready);
      setJob({ state: 'completed', id: pollingId });
    } else {
      setJob({ state: 'processing', id: pollingId, progress: clampProgress(attributes.progress) });
    }
  }, [poll.data, poll.isError, pollingId]);

  const generate = useCallback(
    async (request: StatusExportRequest) => {
      setStarting(true);
      try {
        const id = await createExport(type, request);
        if (!id) {
          showError(EXPORT_JOB_MESSAGES.noIdReturned);
          setJob({ state: 'failed', message: EXPORT_JOB_MESSAGES.noIdReturned });
          return;
        }
        setJob({ state: 'processing', id, progress: 0 });
      } catch (error) {
        const message = EXPORT_JOB_MESSAGES.failed(errorMessage(error));
        showError(message);
        setJob({ state: 'failed', message });
      } finally {
        setStarting(false);
      }
    },
    [type],
  );

  const download = useCallback(async () => {
    if (job.state !== 'completed') {
      showError(
        job.state === 'processing' ? EXPORT_JOB_MESSAGES.notYetAvailable : EXPORT_JOB_MESSAGES.invalidId,
      );
      return;
    }
    if (!sessionStore.get().token) {
      showError(EXPORT_JOB_MESSAGES.authenticationRequired);
      return;
    }
    setDownloading(true);
    try {
      // A 401 here ends the session in the API client (the user is signed out).
      const blob = await api.getBlob(`/api/v1/exports/${encodeURIComponent(job.id)}/download`, undefined, {
        headers: { Accept: 'text/csv' },
      });
      saveBlob(STATUS_TABLE_FILE_NAMES[type], blob);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) showError(EXPORT_JOB_MESSAGES.notYetAvailable);
      else if (error instanceof ApiError || error instanceof Error)
        showError(EXPORT_JOB_MESSAGES.downloadFailedWith(errorMessage(error)));
      else showError(EXPORT_JOB_MESSAGES.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }, [job, type]);

  const reset = useCallback(() => setJob(IDLE_EXPORT), []);

  return { job, starting, downloading, generate, download, reset };
}
