/**
 * Email limits of requests: every email a request causes counts one hit for its address
 * (`config.rateLimit.maxEmailsPerAddress` an hour) and one for its sender, the signed-in user or else the
 * IP address (`maxEmailsPerSender` an hour). Over either, the request answers 429 and, since the hits are
 * counted inside the transaction that queues the email, stores and sends nothing.
 *
 * Every API request runs in its sender's context (`trackEmailSender`, a preHandler hook of the resources: after the body is read, so the context
 * reaches the handler whatever the parsing did),
 * so `enqueueEmail` counts by itself in any handler, including ones no one thought of as sending email.
 * Jobs and the worker run outside any request, so nothing they send is limited.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { EMAIL_LIMIT_MESSAGES } from '@sac/domain';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Config } from '../config';
import type { DbOrTx } from '../db/connection';
import { consumeRateLimits, type RateLimit } from '../http/rate-limits';

export const EMAIL_LIMIT_WINDOW_MS = 60 * 60_000;

type SenderRequest = Pick<FastifyRequest, 'access' | 'ip' | 'now'>;
/** The request is read when an email is counted: its user is known by then (auth runs first). */
type EmailSender = {
  request: SenderRequest;
  limits: Config['rateLimit'];
  /**
   * The transactions whose notices have been counted against the sender (they count once). By
   * transaction, so that a retried one, whose counts rolled back, counts again.
   */
  noticesCountedIn: WeakSet<DbOrTx>;
};

const senders = new AsyncLocalStorage<EmailSender>();

/** Who a request's emails count against: the signed-in user, or the IP address when signed out. */
export function emailSenderKey(request: Pick<FastifyRequest, 'access' | 'ip'>): string {
  const user = request.access?.user;
  return user ? `user:${user.id}` : `ip:${request.ip}`;
}

/** A preHandler hook: the rest of the request (its handler) runs as its sender. */
export function trackEmailSender(config: Config): preHandlerHookHandler {
  return (request, _reply, done) =>
    senders.run({ request, limits: config.rateLimit, noticesCountedIn: new WeakSet() }, done);
}

/**
 * A notice: an email the request sends as a consequence of its action to people the action concerns (a
 * coalition membership request to the coalition's managers, an invitation to the organization's), rather
 * than to an address the sender typed. The notices of one request count once against the sender (the
 * action is what the sender limit rations: 30 an hour lets a coalition manager invite 30 shelters, whatever
 * their number of managers), and each address as usual.
 */
export type EmailCount = { notice?: boolean };

/**
 * Counts one email to each address for the current request's sender; a 429 when over a limit. Outside a
 * request, nothing. Callers that send nothing to an address on purpose (no account there) call it too,
 * so that the limit answers alike whether or not the address has an account.
 */
export async function countRequestEmails(
  db: DbOrTx,
  addresses: readonly string[],
  { notice = false }: EmailCount = {},
): Promise<void> {
  const sender = senders.getStore();
  if (!sender || addresses.length === 0) return;
  const toAddress = (address: string): RateLimit => ({
    key: `email-to:${address.trim().toLowerCase()}`,
    limit: sender.limits.maxEmailsPerAddress,
    windowMs: EMAIL_LIMIT_WINDOW_MS,
  });
  const fromSender: RateLimit = {
    key: `email-from:${emailSenderKey(sender.request)}`,
    limit: sender.limits.maxEmailsPerSender,
    windowMs: EMAIL_LIMIT_WINDOW_MS,
  };
  const senderHits = notice ? (sender.noticesCountedIn.has(db) ? 0 : 1) : addresses.length;
  if (notice) sender.noticesCountedIn.add(db);
  const limits = [...addresses.map(toAddress), ...Array<RateLimit>(senderHits).fill(fromSender)];
  await consumeRateLimits(db, limits, sender.request.now, EMAIL_LIMIT_MESSAGES.tooManyEmails);
}
