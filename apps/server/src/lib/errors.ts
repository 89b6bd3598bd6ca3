export interface FieldError {
  param: string;
  msg: string;
}

/** Services throw these; the one error handler turns them into the error shapes of docs/product/README.md. */
export class AppError extends Error {
  statusCode: number;
  errors: FieldError[] | undefined;
  /** Fields answered beside `msg` (a reconcile's difference). */
  details: Record<string, unknown> | undefined;

  constructor(
    statusCode: number,
    msg: string,
    errors?: FieldError[],
    details?: Record<string, unknown>,
  ) {
    super(msg);
    this.statusCode = statusCode;
    this.errors = errors;
    this.details = details;
  }
}

export const badRequest = (msg: string, errors?: FieldError[]) => new AppError(400, msg, errors);
export const unauthorized = (msg = 'Not authenticated') => new AppError(401, msg);
export const forbidden = (msg: string) => new AppError(403, msg);
export const notFound = (msg = 'Not found') => new AppError(404, msg);
export const conflict = (msg: string, details?: Record<string, unknown>) =>
  new AppError(409, msg, undefined, details);
export const unsupportedMediaType = (msg: string) => new AppError(415, msg);
export const locked = (msg: string) => new AppError(423, msg);
export const tooManyRequests = (msg: string) => new AppError(429, msg);
export const serviceUnavailable = (msg: string) => new AppError(503, msg);
