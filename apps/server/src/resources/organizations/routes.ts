import type { FastifyInstance } from 'fastify';
import { contextFromRequest, readIndex, registerResource, sendDocument } from '../../http/jsonapi/index';
import { INVITE_SEARCH_FILTER, organizationInviteSearchResource } from './invite-search-resource';
import { organizationResource } from './resource';

/**
 * The organizations list of the spec (001 §7) asks `?page={n}&search={text}`: `page` is the page number
 * (the layer reads it) and `search` is `filter[search]` (name, EIN or business number), within the
 * caller's scope.
 */
const FILTER_PARAMETERS = { search: 'search' };

const isInviteSearch = (query: Record<string, unknown>) =>
  Object.keys(query).some((key) => key.startsWith(`filter[${INVITE_SEARCH_FILTER}]`));

export default async function organizationRoutes(app: FastifyInstance) {
  registerResource(app, organizationResource, { actions: ['show', 'update'] });
  app.get('/api/v1/organizations', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    // The Invite Contributor search reads the directory for a coalition's managers (invite-search-resource.ts).
    const resource = isInviteSearch(query) ? organizationInviteSearchResource : organizationResource;
    const document = await readIndex(contextFromRequest(request), resource, query, {
      filterParameters: FILTER_PARAMETERS,
    });
    return sendDocument(reply, document);
  });
}
