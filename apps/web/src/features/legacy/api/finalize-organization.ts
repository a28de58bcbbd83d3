/** `POST /api/v1/organization_import_finalizers` (000 §7): an imported organization's missing fields. */
import { type LegacyFinalizeOutput, toLegacyFinalizeAttributes } from '@sac/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { resourceBody } from '../../../lib/api/jsonapi';

export type FinalizeInput = { organizationId: string; values: LegacyFinalizeOutput };

export function finalizeOrganization({ organizationId, values }: FinalizeInput) {
  const attributes = toLegacyFinalizeAttributes(values, organizationId);
  return api.post(
    '/api/v1/organization_import_finalizers',
    resourceBody('organization_import_finalizers', attributes),
  );
}

export function useFinalizeOrganization() {
  return useMutation({ mutationFn: finalizeOrganization });
}
