/**
 * The little logging jobs need: Fastify's logger (pino) fits it when the worker runs in the server;
 * the worker process writes pino-like JSON lines to stdout.
 */

type LogFn = (fields: object, message?: string) => void;

export type JobLogger = { info: LogFn; warn: LogFn; error: LogFn };

const LEVELS = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

export function createConsoleLogger(level: string): JobLogger {
  const threshold = LEVELS[level as keyof typeof LEVELS] ?? LEVELS.info;
  const write =
    (name: 'info' | 'warn' | 'error'): LogFn =>
    (fields, message) => {
      if (LEVELS[name] < threshold) return;
      const line = { level: LEVELS[name], time: Date.now(), msg: message, ...serializeErrors(fields) };
      (name === 'info' ? console.log : console.error)(JSON.stringify(line));
    };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

function serializeErrors(fields: object): object {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) =>
      value instanceof Error ? [key, { message: value.message, stack: value.stack }] : [key, value],
    ),
  );
}
