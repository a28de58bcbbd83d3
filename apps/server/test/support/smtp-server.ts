/**
 * A real SMTP listener for tests (smtp-server on a free local port): collects what it receives,
 * or rejects messages while `rejecting` is set. Point SMTP_URL at `url`.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ParsedMessage, parseMessage } from './parse-message';

export type ReceivedEmail = ParsedMessage & { from: string; to: string[]; raw: string };

export type SmtpTestServer = {
  url: string;
  received: ReceivedEmail[];
  /** While set, every message is refused with this temporary (451) error. */
  rejecting: string | undefined;
  /** The first received email matching `match` (now or later); rejects after `timeoutMs`. */
  waitForEmail(match?: (email: ReceivedEmail) => boolean, timeoutMs?: number): Promise<ReceivedEmail>;
  close(): Promise<void>;
};

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const waiters = new Set<() => void>();
  const state: SmtpTestServer = {
    url: '',
    received: [],
    rejecting: undefined,
    // Long enough for a busy machine (the worker polls, delivery retries): only a lost email should fail.
    waitForEmail: (match = () => true, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const email = state.received.find(match);
          if (!email) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(email);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching email within ${timeoutMs} ms (received ${state.received.length})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.rejecting) {
          return callback(Object.assign(new Error(state.rejecting), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        const from = envelope.mailFrom ? envelope.mailFrom.address : '';
        state.received.push({ ...parseMessage(raw), from, to: envelope.rcptTo.map((r) => r.address), raw });
        for (const waiter of [...waiters]) waiter();
        callback();
      });
    },
  });
  // A client that drops its connection mid-transaction (nodemailer closing after a refusal) makes
  // smtp-server emit 'error'; with no listener that would crash the test run. It is not a test failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}
