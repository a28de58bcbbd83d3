/** Turns the download paths of data exports into links signed for the requester (valid one hour). */
import type { FastifyRequest } from 'fastify';
import { signingKey, signPath } from '../../files/signed-urls';
import type { JsonApiDocument } from '../../http/jsonapi/index';
import { DATA_EXPORT_FILES } from './resource';

export async function signFileLinks(request: FastifyRequest, document: JsonApiDocument) {
  const { database, config } = request.server.deps;
  const userId = request.access.user!.id;
  const key = await signingKey(database, config);
  const objects = Array.isArray(document.data) ? document.data : document.data ? [document.data] : [];
  for (const { attributes } of objects) {
    for (const name of Object.keys(DATA_EXPORT_FILES)) {
      const path = attributes[name];
      if (typeof path === 'string') attributes[name] = signPath(key, path, userId, request.now);
    }
  }
  return document;
}
