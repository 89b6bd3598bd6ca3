import type { LoginErrorCode } from '@elevate/shared/schemas/auth';
import { isApiError } from '../../lib/api-error.ts';
import { errorText } from './api/auth-call.ts';

/** The login page's messages by query parameter error. */
const loginQueryErrorMessages: Record<LoginErrorCode, string> = {
  account_locked:
    'Your account has been temporarily locked due to too many failed login attempts. Please try again later.',
  oauth_failed: 'Google sign-in failed. Please try again.',
  token_error: 'Authentication failed. Please try again.',
  callback_error: 'An error occurred during authentication. Please try again.',
};

/** The message for a `?error=` value; unknown values show nothing. */
export function loginQueryErrorMessage(code: string | null): string | null {
  if (!code || !Object.hasOwn(loginQueryErrorMessages, code)) return null;
  return loginQueryErrorMessages[code as LoginErrorCode];
}

/** What the login page shows for a failed sign-in. */
export function loginFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 429) return 'Too many login attempts. Please try again after 15 minutes.';
    if (error.status === 423)
      return 'Your account has been temporarily locked. Please try again later.';
    if (error.status === 401 && error.msg?.toLowerCase().includes('verify')) {
      return 'Please verify your email address before logging in.';
    }
  }
  return errorText(error, 'An error occurred during login.');
}

/** After the server refused this device's session (signed out from another device, or ended). */
export const signedOutNotice = 'You were signed out on this device';
