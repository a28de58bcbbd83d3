/** Delete User (001 §2, §7): an archive request for the user; the server also signs them out everywhere. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { resourceBody } from '../../../lib/api/jsonapi';

export function useArchiveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.post(
        '/api/v1/resource_archivers',
        resourceBody('resource_archivers', { resourceId: Number(userId), resourceType: 'user' }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
