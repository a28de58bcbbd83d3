/**
 * One error type for the whole API. Rendered as JSON:API error objects by the app's error handler,
 * which hides internals on a 5xx.
 */
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

  constructor(status: number, errors: Omit<ErrorObject, 'status'>[]) {
    super(errors.map((e) => e.detail).join('; '));
    this.status = status;
    this.errors = errors.map((e) => ({ status: String(status), ...e }));
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
