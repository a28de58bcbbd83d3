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

const EXTRA_FIELDS = 'extra_fields[organizations]';

/**
 * The contributor lists (002 §7) ask `extra_fields[organizations]=locations_us_states`, which is an attribute
 * here, always rendered: the names of attributes are taken out of the parameter, the others left to the layer.
 */
function withoutAttributeExtraFields(query: Record<string, unknown>, attributes: ReadonlySet<string>) {
  const value = query[EXTRA_FIELDS];
  if (typeof value !== 'string') return query;
  const rest = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => !attributes.has(name));
  const { [EXTRA_FIELDS]: _dropped, ...others } = query;
  return rest.length === 0 ? others : { ...others, [EXTRA_FIELDS]: rest.join(',') };
}

export default async function organizationRoutes(app: FastifyInstance) {
  registerResource(app, organizationResource, { actions: ['show', 'update'] });
  app.get('/api/v1/organizations', async (request, reply) => {
    const sent = (request.query ?? {}) as Record<string, unknown>;
    // The Invite Contributor search reads the directory for a coalition's managers (invite-search-resource.ts).
    const resource = isInviteSearch(sent) ? organizationInviteSearchResource : organizationResource;
    const query = withoutAttributeExtraFields(sent, new Set(resource.attributes.keys()));
    const document = await readIndex(contextFromRequest(request), resource, query, {
      filterParameters: FILTER_PARAMETERS,
    });
    return sendDocument(reply, document);
  });
}
