export type FieldError = { param: string; msg: string };

type ErrorBody = { msg?: unknown; message?: unknown; errors?: unknown };

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).msg === 'string' &&
    typeof (value as FieldError).param === 'string'
  );
}

/**
 * A failed call. `msg` and `errors` come from the error shape
 * (`{ msg }` or `{ errors: [{ param, msg }] }`); status 0 means the request never got an answer.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly msg: string | undefined;
  readonly errors: FieldError[];
  readonly body: unknown;

  constructor(status: number, body: unknown, fallback?: string) {
    const shaped = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
    const errors = Array.isArray(shaped.errors) ? shaped.errors.filter(isFieldError) : [];
    const msg =
      typeof shaped.msg === 'string'
        ? shaped.msg
        : typeof shaped.message === 'string'
          ? shaped.message
          : errors[0]?.msg;
    super(msg ?? fallback ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.msg = msg;
    this.errors = errors;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server's refusal of one field (a 400's `{ errors: [{ param, msg }] }`), to show on
 * that field; undefined for any other failure.
 */
export function fieldRefusal(error: unknown, param: string): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  return error.errors.find((entry) => entry.param === param)?.msg;
}

/**
 * The server's text of a 409: a version check ('This budget was changed elsewhere…') or a
 * clash the user can fix. Shown as written; undefined for any other failure.
 */
export function conflictMessage(error: unknown): string | undefined {
  return isApiError(error) && error.status === 409 ? error.msg : undefined;
}
