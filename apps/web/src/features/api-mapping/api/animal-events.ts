/** The API Mapping's event types (GET /api/v1/animal_events) and saving their SAC categories (issue 16). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { JsonApiDocument } from '../../../lib/api/jsonapi';

export type AnimalEventType = {
  id: string;
  key: string;
  direction: 'intake' | 'outcome';
  /** The vendor's event type (the resource's `type` attribute). */
  eventType: string;
  subtype: string | null;
  sacCategory: string | null;
  proposedCategory: string | null;
  eventsSeen: number;
};

const eventsKey = (organizationId: string) => ['organizations', organizationId, 'animal-events'];

/** Read from the document itself: the attribute `type` would be hidden by the resource's own `type`. */
function readEvents(doc: JsonApiDocument): AnimalEventType[] {
  const items = (Array.isArray(doc.data) ? doc.data : []) as Array<{
    id: string;
    attributes: Record<string, unknown>;
  }>;
  return items.map(({ id, attributes: a }) => ({
    id: String(id),
    key: String(a.key),
    direction: a.direction === 'outcome' ? 'outcome' : 'intake',
    eventType: String(a.type),
    subtype: typeof a.subtype === 'string' ? a.subtype : null,
    sacCategory: typeof a.sacCategory === 'string' ? a.sacCategory : null,
    proposedCategory: typeof a.proposedCategory === 'string' ? a.proposedCategory : null,
    eventsSeen: Number(a.eventsSeen ?? 0),
  }));
}

export const animalEventsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: eventsKey(organizationId),
    queryFn: async () =>
      readEvents(
        await api.get<JsonApiDocument>('/api/v1/animal_events', { 'filter[org_id][eq]': organizationId }),
      ),
  });

export type CategoryChoice = {
  type: string;
  subtype: string | null;
  key: string;
  sacCategory: string | null;
};

export function useMapSacCategories(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choices: CategoryChoice[]) =>
      readEvents(
        await api.post<JsonApiDocument>('/api/v1/animal_events/map_sac_categories', {
          orgId: organizationId,
          sacCategoryData: choices,
        }),
      ),
    onSuccess: (events) => queryClient.setQueryData(eventsKey(organizationId), events),
  });
}
