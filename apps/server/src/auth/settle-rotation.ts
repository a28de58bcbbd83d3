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

/**
 * The answer carries no new token (a sign-out, a password reset): a rotation still running finishes before
 * the answer is sent, but its token is not handed out.
 */
export function withholdToken(request: FastifyRequest): void {
  request.rotation = request.rotation?.then(() => null) ?? null;
  request.issuedToken = null;
}
