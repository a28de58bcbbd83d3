/**
 * The server's logger options: every logged value is cut to a bounded size, so that a request carrying a
 * megabyte of text (or an error quoting it, as a database error quotes its parameters) logs a few
 * kilobytes, not megabytes. Strings are cut to `LOG_VALUE_MAX_CHARS` characters, lists and objects to
 * their first entries, nesting to a few levels.
 */
import type { FastifyLoggerOptions } from 'fastify';

/** Where log lines go: standard output, or a stream a test reads. */
export type LogStream = { write(line: string): void };

export const LOG_VALUE_MAX_CHARS = 2048;
const MAX_ENTRIES = 20;
const MAX_DEPTH = 5;

export function cutText(text: string, max = LOG_VALUE_MAX_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max)}… [cut: ${text.length} characters]`;
}

const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && 'stack' in value && 'message' in value);

/** An error's type, message, stack, own fields (a database error's query and parameters) and cause. */
function serializeError(error: Error): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    type: error.constructor?.name ?? 'Error',
    message: error.message,
  };
  for (const key in error) if (Object.hasOwn(error, key)) fields[key] = (error as never)[key];
  // The stack's first line repeats the message, already logged: only its frames.
  fields.stack = error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  if (error.cause !== undefined) fields.cause = error.cause;
  return fields;
}

/** A copy of `value` no part of which is longer than the limits; errors become their serialized form. */
export function limitLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cutText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Date) return value;
  if (depth >= MAX_DEPTH) return '[cut: nested too deep]';
  if (Buffer.isBuffer(value)) return `[buffer: ${value.length} bytes]`;
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ENTRIES).map((entry) => limitLogValue(entry, depth + 1));
    if (value.length > MAX_ENTRIES) kept.push(`[cut: ${value.length} entries]`);
    return kept;
  }
  const source = isErrorLike(value) ? serializeError(value) : (value as Record<string, unknown>);
  const result: Record<string, unknown> = {};
  let count = 0;
  for (const key in source) {
    if (!Object.hasOwn(source, key)) continue;
    if (count++ === MAX_ENTRIES) {
      result['[cut]'] = 'more fields';
      break;
    }
    result[cutText(key, 100)] = limitLogValue(source[key], depth + 1);
  }
  return result;
}

type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** What a request line says (Fastify's own fields), cut like everything else. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: cutText(String(request.url ?? '')),
    host: cutText(String(request.host ?? ''), 300),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Pino options for Fastify's `logger`: the level, an optional destination (tests capture it), the cuts. */
export function loggerOptions(
  level: string,
  stream?: LogStream,
): FastifyLoggerOptions & Record<string, unknown> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: LoggedRequest) => serializeRequest(request),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
      err: (error: Error) =>
        limitLogValue(error) as ReturnType<typeof serializeError> & {
          type: string;
          message: string;
          stack: string;
        },
    },
    formatters: {
      // Values under other keys than req/res/err (their serializers cut those).
      log: (object: Record<string, unknown>) => {
        const result: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(object)) {
          result[key] = key === 'req' || key === 'res' || key === 'err' ? value : limitLogValue(value);
        }
        return result;
      },
    },
    hooks: {
      // The message and its interpolation arguments.
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        return method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? cutText(arg) : arg)),
        );
      },
    },
  };
}
