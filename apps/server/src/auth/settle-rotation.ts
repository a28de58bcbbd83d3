import type { FastifyRequest } from 'fastify';

/**
 * Waits for the request's token rotation, if one is running: `issuedToken` then holds the new token, or
 * null when another request rotated first or the write failed. Never rejects.
 */
export async function settleRotation(request: FastifyRequest): Promise<void> {
  const rotation = request.rotation;
  if (!rotation) return;
  request.rotation = null;
  request.issuedToken = await rotation;
}
