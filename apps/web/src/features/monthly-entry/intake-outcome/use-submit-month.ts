/**
 * Submit of the intake/outcome matrix (000 §4). It writes nothing: it reads the month's status again
 * from the server (the truth) with the month's records. A complete month says 'All data submitted.';
 * any other keeps "what is missing" on screen (see missing-groups.ts), listed from the records as they
 * are filled, until the month is complete or the notice is closed.
 */
import { DATA_ENTRY_MESSAGES } from '@sac/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showError, showSuccess } from '../../../lib/toasts';
import { type MonthTarget, monthRecordsQueryOptions } from '../api/month-records';
import { monthStatusQueryOptions } from '../api/month-status';
import { INTAKE_OUTCOME_KINDS } from './matrix-groups';

export function useSubmitMonth(target: MonthTarget) {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [incomplete, setIncomplete] = useState(false);

  const submit = async () => {
    setChecking(true);
    try {
      // staleTime 0: read afresh, and the screen shows what was read.
      const [status] = await Promise.all([
        queryClient.fetchQuery({
          ...monthStatusQueryOptions({ ...target, action: 'intake_outcome' }),
          staleTime: 0,
        }),
        ...INTAKE_OUTCOME_KINDS.map((kind) =>
          queryClient.fetchQuery({ ...monthRecordsQueryOptions({ ...target, kind }), staleTime: 0 }),
        ),
      ]);
      const complete = status === 'complete';
      setIncomplete(!complete);
      if (complete) showSuccess(DATA_ENTRY_MESSAGES.allDataSubmitted);
    } catch (error) {
      showError(error);
    } finally {
      setChecking(false);
    }
  };

  return { submit, checking, incomplete, dismiss: () => setIncomplete(false) };
}
