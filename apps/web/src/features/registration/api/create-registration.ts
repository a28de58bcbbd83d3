/** `POST /api/v1/registrations` (001 §7): the user, the organization and its primary location at once. */
import { type RegistrationFormOutput, toRegistrationAttributes } from '@sac/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { resourceBody } from '../../../lib/api/jsonapi';

export type RegistrationResult = {
  data: { id: string; attributes?: { userId?: number; organizationId?: number } };
};

export function createRegistration(values: RegistrationFormOutput) {
  const attributes = {
    ...toRegistrationAttributes(values),
    userIsAuthorizer: values.userIsAuthorizer,
    // The server requires the referring organization's name only when this says it was referred.
    organizationWasReferred: values.organizationWasReferred,
    userEmailConfirmation: values.userEmailConfirmation,
    userPasswordConfirmation: values.userPasswordConfirmation,
    organizationAuthorizerEmailConfirmation: values.userIsAuthorizer
      ? values.userEmail
      : values.organizationAuthorizerEmailConfirmation,
  };
  return api.post<RegistrationResult>('/api/v1/registrations', resourceBody('registrations', attributes), {
    auth: false,
  });
}

export function useCreateRegistration() {
  return useMutation({ mutationFn: createRegistration });
}
