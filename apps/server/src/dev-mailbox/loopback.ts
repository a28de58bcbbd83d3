/**
 * Whether a request comes from a client on this machine. The development mailbox shows every reset and
 * confirmation link, so it answers only such clients. The socket's address decides, never `request.ip`
 * (with TRUST_PROXY on, a client picks that through X-Forwarded-For); and a request that carries a
 * forwarding header came through a proxy, so a proxy on this machine does not make its clients local.
 */
import type { FastifyRequest } from 'fastify';

const LOOPBACK = [/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/, /^::1$/, /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i];

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.some((pattern) => pattern.test(address));
}

export function isLoopbackClient(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}
