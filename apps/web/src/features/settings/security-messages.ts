import { isApiError } from '../../lib/api-error.ts';

/** The server's text (its first field error for bad input), else the fallback. */
export function securityErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.errors[0]?.msg ?? error.msg ?? fallback;
  if (error instanceof Error && error.name === 'NotAllowedError') {
    return 'The passkey prompt was closed before it finished.';
  }
  return fallback;
}
