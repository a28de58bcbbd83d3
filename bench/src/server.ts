/** Starts the portal server as a separate process (as in production) and signs in through its API. */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { API_NODE_FLAGS } from '../../apps/server/src/node-flags';
import { createHttpClient } from './http-client';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export type RunningServer = {
  base: string;
  process: ChildProcess;
  /** Stops the server (and its worker); resolves once the server process has exited. */
  stop(): Promise<void>;
};

/**
 * `database`: a PostgreSQL URL, or `{ dataDir }` for the embedded engine (PGlite in the server process,
 * which then also runs the job worker). `webConcurrency`: API processes (default WEB_CONCURRENCY or 2).
 */
export async function startServer(
  database: string | { dataDir: string },
  options: { webConcurrency?: number; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const embedded = typeof database !== 'string';
  const { DATABASE_URL: _unused, ...environment } = process.env;
  // As `npm run serve` starts it, with the API's V8 flags (node-flags.ts).
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [...API_NODE_FLAGS, 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...environment,
        ...(embedded ? { DATA_DIR: database.dataDir, SEED_DEMO: 'true' } : { DATABASE_URL: database }),
        PORT: String(port),
        NODE_ENV: 'production',
        WEB_CONCURRENCY: String(options.webConcurrency ?? process.env.WEB_CONCURRENCY ?? '2'),
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '',
        // Every simulated user signs in from this one address, run after run.
        SIGN_IN_MAX_PER_IP: process.env.SIGN_IN_MAX_PER_IP ?? '100000',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  // BENCH_SERVER_OUTPUT: a file that gets what the server prints (V8's --trace-gc lines, say).
  const keep = process.env.BENCH_SERVER_OUTPUT;
  child.stdout?.on('data', (chunk) => {
    if (output.length < 100_000) output += String(chunk);
    if (keep) appendFileSync(keep, chunk);
  });
  const deadline = Date.now() + 120_000;
  while (!output.includes('running at')) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  // Background jobs (the coalition status CSV) run in a worker process of their own, as in production;
  // the embedded engine runs them in the server process.
  const worker = embedded
    ? undefined
    : spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/worker.ts'], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: database, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
  return {
    base: `http://127.0.0.1:${port}`,
    process: child,
    stop: () => {
      const exited = new Promise<void>((resolve) => {
        if (child.exitCode !== null) resolve();
        else child.once('exit', () => resolve());
      });
      child.kill('SIGTERM');
      worker?.kill('SIGTERM');
      return exited;
    },
  };
}

export type ApiReply = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};
export type ApiSession = {
  headers: Record<string, string>;
  userId: number;
  /** New tokens the server issued and the session switched to. */
  rotations: number;
  /** `headers` are sent besides the session's. */
  get(url: string, headers?: Record<string, string>): Promise<ApiReply>;
  /** Any method; `body` is sent as JSON. */
  send(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<ApiReply>;
  close(): void;
};

const AUTH_HEADERS = ['access-token', 'client', 'uid', 'expiry', 'token-type'];

/** Signs in and returns a session that follows token rotation as the browser does. */
export async function signIn(base: string, email: string, password = 'password1234'): Promise<ApiSession> {
  const response = await fetch(`${base}/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`sign in as ${email}: ${response.status} ${await response.text()}`);
  const http = createHttpClient(base);
  const session: ApiSession = {
    headers: Object.fromEntries(AUTH_HEADERS.map((h) => [h, response.headers.get(h) ?? ''])),
    userId: ((await response.json()) as { data: { id: number } }).data.id,
    rotations: 0,
    get: (url, headers) => session.send('GET', url, undefined, headers),
    async send(method, url, body, headers) {
      const reply = await http.send(
        method,
        url,
        headers ? { ...session.headers, ...headers } : session.headers,
        body === undefined ? undefined : JSON.stringify(body),
      );
      const token = reply.headers['access-token'];
      const expiry = Number(reply.headers.expiry);
      // Keep the newest token: responses can arrive out of order, the expiry tells which is newer.
      if (token && expiry >= Number(session.headers.expiry)) {
        if (token !== session.headers['access-token']) session.rotations += 1;
        session.headers = Object.fromEntries(AUTH_HEADERS.map((h) => [h, String(reply.headers[h] ?? '')]));
      }
      return reply;
    },
    close: () => http.close(),
  };
  return session;
}
