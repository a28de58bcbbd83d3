/** Registers a resource's generic routes: GET list and record, POST, PATCH (and PUT), DELETE. */
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contextFromRequest } from './context';
import type { RawQuery } from './query/parse-query';
import { readIndex, readShow } from './read';
import type { Resource } from './resource';
import type { JsonApiDocument } from './serializer';
import { handleCreate, handleDestroy, handleUpdate } from './write-handlers';

export type RouteAction = 'index' | 'show' | 'create' | 'update' | 'destroy';

export type RouteOptions = {
  /** Default '/api/v1'. */
  prefix?: string;
  /** Path segment, default the resource type. */
  path?: string;
  /** Default: index and show, plus every write the resource declares. */
  actions?: readonly RouteAction[];
  /** Fastify route config per action, e.g. `{ index: { public: true } }` for reads open to signed-out users. */
  config?: Partial<Record<RouteAction, FastifyContextConfig>>;
};

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** Sends a JSON:API document with its media type: every route's answer, the resources' and the custom ones'. */
export const sendDocument = (reply: FastifyReply, document: unknown, status = 200) =>
  reply.status(status).type('application/vnd.api+json').send(document);

const send = (reply: FastifyReply, status: number, document: JsonApiDocument) =>
  sendDocument(reply, document, status);

export function registerResource(app: FastifyInstance, resource: Resource, options: RouteOptions = {}): void {
  const base = `${options.prefix ?? '/api/v1'}/${options.path ?? resource.type}`;
  const declared = (['create', 'update', 'destroy'] as const).filter((action) => resource.writes[action]);
  const actions = new Set<RouteAction>(options.actions ?? ['index', 'show', ...declared]);
  for (const action of actions) {
    if ((action === 'create' || action === 'update' || action === 'destroy') && !resource.writes[action]) {
      throw new Error(`Resource ${resource.type}: route ${action} needs writes.${action}`);
    }
  }
  const query = (request: FastifyRequest) => (request.query ?? {}) as RawQuery;
  const config = (action: RouteAction) => ({ config: options.config?.[action] ?? {} });

  if (actions.has('index')) {
    app.get(base, config('index'), async (request, reply) =>
      send(reply, 200, await readIndex(contextFromRequest(request), resource, query(request))),
    );
  }
  if (actions.has('show')) {
    app.get(`${base}/:id`, config('show'), async (request: IdRequest, reply) =>
      send(
        reply,
        200,
        await readShow(contextFromRequest(request), resource, request.params.id, query(request)),
      ),
    );
  }
  if (actions.has('create')) {
    app.post(base, config('create'), async (request, reply) =>
      send(
        reply,
        201,
        await handleCreate(contextFromRequest(request), resource, request.body, query(request)),
      ),
    );
  }
  if (actions.has('update')) {
    const handleUpdateRequest = async (request: IdRequest, reply: FastifyReply) =>
      send(
        reply,
        200,
        await handleUpdate(
          contextFromRequest(request),
          resource,
          request.params.id,
          request.body,
          query(request),
        ),
      );
    app.patch(`${base}/:id`, config('update'), handleUpdateRequest);
    // The spec's coalition screens save with PUT; it means the same partial update here.
    app.put(`${base}/:id`, config('update'), handleUpdateRequest);
  }
  if (actions.has('destroy')) {
    app.delete(`${base}/:id`, config('destroy'), async (request: IdRequest, reply) =>
      send(reply, 200, await handleDestroy(contextFromRequest(request), resource, request.params.id)),
    );
  }
}
