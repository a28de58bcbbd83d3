/**
 * One error type for the whole API, and the one renderer of every error a request ends with (the app's
 * error handler calls `renderError`): JSON:API error objects, internals hidden on a 5xx.
 */
import type { FastifyError } from 'fastify';

export type ErrorObject = {
  status: string;
  code?: string;
  title: string;
  detail: string;
  source?: { pointer?: string; parameter?: string };
  meta?: Record<string, unknown>;
};

export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorObject[];
  /** Seconds after which the request may be tried again (the `Retry-After` header), when it says so. */
  readonly retryAfter?: number;

  constructor(status: number, errors: Omit<ErrorObject, 'status'>[], retryAfter?: number) {
    super(errors.map((e) => e.detail).join('; '));
    this.status = status;
    this.errors = errors.map((e) => ({ status: String(status), ...e }));
    this.retryAfter = retryAfter;
  }
}

export const badRequest = (detail: string, parameter?: string) =>
  new ApiError(400, [
    { code: 'bad_request', title: 'Bad Request', detail, ...(parameter ? { source: { parameter } } : {}) },
  ]);

/** 400 with one error object per query parameter, each naming it in `source.parameter`. */
export const badParameters = (errors: { parameter: string; detail: string }[]) =>
  new ApiError(
    400,
    errors.map(({ parameter, detail }) => ({
      code: 'bad_request',
      title: 'Bad Request',
      detail,
      source: { parameter },
    })),
  );

export const unauthorized = (detail = 'You need to sign in or sign up before continuing.') =>
  new ApiError(401, [{ code: 'unauthorized', title: 'Unauthorized', detail }]);

export const forbidden = (detail = 'You are not allowed to perform this action.') =>
  new ApiError(403, [{ code: 'forbidden', title: 'Forbidden', detail }]);

/** 403 naming each attribute the user may not change, by its pointer. */
export const forbiddenAt = (detail: string, attributes: readonly string[]) =>
  new ApiError(
    403,
    attributes.map((name) => ({
      code: 'forbidden',
      title: 'Forbidden',
      detail,
      source: { pointer: `/data/attributes/${name}` },
    })),
  );

export const notFound = (detail = 'The requested record could not be found.') =>
  new ApiError(404, [{ code: 'not_found', title: 'Not Found', detail }]);

export const conflict = (detail: string) =>
  new ApiError(409, [{ code: 'conflict', title: 'Conflict', detail }]);

export const payloadTooLarge = (detail: string) =>
  new ApiError(413, [{ code: 'payload_too_large', title: 'Payload Too Large', detail }]);

export const tooManyRequests = (detail: string) =>
  new ApiError(429, [{ code: 'too_many_requests', title: 'Too Many Requests', detail }]);

/** 503: the server is too busy for this request now; `Retry-After` says when to try again. */
export const serviceUnavailable = (detail: string, retryAfter: number) =>
  new ApiError(503, [{ code: 'service_unavailable', title: 'Service Unavailable', detail }], retryAfter);

export type FieldError = { field: string; detail: string; code?: string };

/** 422 with one error object per field; `field` is an attribute name (snake_case) or a JSON pointer. */
export const unprocessable = (fieldErrors: FieldError[]) =>
  new ApiError(
    422,
    fieldErrors.map((e) => ({
      code: e.code ?? 'unprocessable_entity',
      title: 'Validation Error',
      detail: e.detail,
      source: { pointer: e.field.startsWith('/') ? e.field : `/data/attributes/${e.field}` },
    })),
  );

/** Fastify's own errors with a status of their own; a route schema's failure is rendered by `validationErrors`. */
export function renderError(error: FastifyError | ApiError): {
  status: number;
  errors: ErrorObject[];
  retryAfter?: number;
} {
  if (error instanceof ApiError) {
    return { status: error.status, errors: error.errors, retryAfter: error.retryAfter };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return renderError(validationErrors(fastifyError));
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return renderError(payloadTooLarge('The request body is too large.'));
  }
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return {
      status: 415,
      errors: [
        {
          status: '415',
          code: 'unsupported_media_type',
          title: 'Unsupported Media Type',
          detail: 'Send the request body as application/vnd.api+json or application/json.',
        },
      ],
    };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      errors: [
        { status: String(status), code: 'bad_request', title: 'Bad Request', detail: fastifyError.message },
      ],
    };
  }
  return {
    status: 500,
    errors: [
      {
        status: '500',
        code: 'internal_server_error',
        title: 'Internal Server Error',
        detail:
          "There was an error making the request. We've notified our engineers and hope to address this issue shortly.",
      },
    ],
  };
}

/**
 * A route's `schema` refused the request (Fastify's validation, with `instancePath`s): a body field is a 422
 * naming its JSON pointer, a query, path or header parameter a 400 naming the parameter, as the readers of
 * http/input say them. No route declares such a schema today; this keeps one rendering when one does.
 */
function validationErrors(error: FastifyError): ApiError {
  const issues = error.validation ?? [];
  if (error.validationContext === 'body') {
    return unprocessable(
      issues.map((issue) => ({ field: issue.instancePath || '/', detail: issue.message ?? 'Invalid value' })),
    );
  }
  return badParameters(
    issues.map((issue) => ({
      parameter: issue.instancePath.replace(/^\//, '').split('/')[0] || String(error.validationContext ?? ''),
      detail: issue.message ?? 'Invalid value',
    })),
  );
}
