/**
 * The development mailbox: every email the portal queued (sent, kept or pending), newest first, readable
 * without signing in so that registration and password resets work on a laptop with no SMTP server.
 * Registered only when `config.devMailbox` is on (never by default in production), and answered only to
 * clients on this machine: anyone else gets the same 404 as when it is off.
 */
import type { FastifyInstance } from 'fastify';
import { outgoingEmails } from '../db/schema/index';
import { defineResource, type Resource, registerResource } from '../http/jsonapi/index';
import { isLoopbackClient } from './loopback';

export const devEmailResource: Resource = defineResource({
  type: 'dev_emails',
  table: outgoingEmails,
  attributes: {
    to_address: { type: 'string', filterable: true, sortable: true },
    subject: { type: 'string', filterable: true },
    text_body: { type: 'string' },
    html_body: { type: 'string' },
    template: { type: 'string', filterable: true },
    status: { type: 'string', filterable: true },
    created_at: { type: 'datetime', filterable: true, sortable: true },
  },
  defaultSort: ['-created_at', '-id'],
  scope: () => true,
});

export default async function devMailboxRoutes(app: FastifyInstance) {
  if (!app.deps.config.devMailbox) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackClient(request)) return reply.callNotFound();
  });
  registerResource(app, devEmailResource, {
    path: 'dev/emails',
    config: { index: { public: true }, show: { public: true } },
  });
}
