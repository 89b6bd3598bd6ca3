import { translateServerText } from './i18n/api-messages/translate-server-text.ts';
import { translate } from './i18n/use-t.ts';

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
 * (`{ msg }` or `{ errors: [{ param, msg }] }`), in the language the app speaks
 * (lib/i18n/api-messages); `serverMsg` is the text as the server sent it, for code that
 * tells one answer from another. Status 0 means the request never got an answer.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly msg: string | undefined;
  readonly serverMsg: string | undefined;
  readonly errors: FieldError[];
  readonly body: unknown;

  constructor(status: number, body: unknown, fallback?: string) {
    const shaped = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
    const sent = Array.isArray(shaped.errors) ? shaped.errors.filter(isFieldError) : [];
    const serverMsg =
      typeof shaped.msg === 'string'
        ? shaped.msg
        : typeof shaped.message === 'string'
          ? shaped.message
          : sent[0]?.msg;
    const msg = serverMsg === undefined ? undefined : translateServerText(serverMsg);
    super(msg ?? fallback ?? translate('lib.api.requestFailed', { status }));
    this.name = 'ApiError';
    this.status = status;
    this.msg = msg;
    this.serverMsg = serverMsg;
    this.errors = sent.map((entry) => ({
      param: entry.param,
      msg: translateServerText(entry.msg),
    }));
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
