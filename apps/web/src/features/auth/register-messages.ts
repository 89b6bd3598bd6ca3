import { isApiError } from '../../lib/api-error.ts';
import type { Translate } from '../../lib/i18n/use-t.ts';
import { errorText } from './api/auth-call.ts';

/** A password entry of the errors list first, else the error's message. */
export function registerFailureMessage(error: unknown, t: Translate): string {
  if (isApiError(error)) {
    const passwordEntry = error.errors.find((entry) => entry.param === 'password');
    if (passwordEntry) return passwordEntry.msg;
  }
  return errorText(error, t('auth.register.error.generic'));
}
