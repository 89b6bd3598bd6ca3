import type { LoginErrorCode } from '@elevate/shared/schemas/auth';
import { isApiError } from '../../lib/api-error.ts';
import type { Translate } from '../../lib/i18n/use-t.ts';
import { errorText } from './api/auth-call.ts';

/** The login page's messages by query parameter error. */
const loginQueryErrorKeys: Record<LoginErrorCode, string> = {
  account_locked: 'auth.login.error.accountLocked',
  oauth_failed: 'auth.login.error.oauthFailed',
  token_error: 'auth.login.error.tokenError',
  callback_error: 'auth.login.error.callbackError',
};

/** The message for a `?error=` value; unknown values show nothing. */
export function loginQueryErrorMessage(code: string | null, t: Translate): string | null {
  if (!code || !Object.hasOwn(loginQueryErrorKeys, code)) return null;
  return t(loginQueryErrorKeys[code as LoginErrorCode]);
}

/** What the login page shows for a failed sign-in. */
export function loginFailureMessage(error: unknown, t: Translate): string {
  if (isApiError(error)) {
    if (error.status === 429) return t('auth.login.error.tooManyAttempts');
    if (error.status === 423) return t('auth.error.locked');
    if (error.status === 401 && error.msg?.toLowerCase().includes('verify')) {
      return t('auth.login.error.unverified');
    }
  }
  return errorText(error, t('auth.login.error.generic'));
}
