/** Sends the organization's authorizer a new authorization email (001 §4, §7). */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { resourceBody } from '../../../lib/api/jsonapi';
import { saveErrorMessage } from '../../../lib/errors';
import { showError, showSuccess } from '../../../lib/toasts';

type ResendAnswer = { meta?: { message?: string } };

export async function resendAuthorizationEmail(organizationId: string): Promise<string> {
  const answer = await api.post<ResendAnswer>(
    '/api/v1/resend_authorization_emails',
    resourceBody('resend_authorization_emails', { organizationId }),
  );
  return answer?.meta?.message ?? 'The authorization email was sent.';
}

/** The mutation with its toasts: the server's message on success, the extracted error otherwise. */
export function useResendAuthorizationEmail() {
  return useMutation({
    mutationFn: resendAuthorizationEmail,
    onSuccess: (message) => showSuccess(message),
    onError: (error) => showError(saveErrorMessage(error)),
  });
}
