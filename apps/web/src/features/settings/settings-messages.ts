import { isApiError } from '../../lib/api-error.ts';

export const passwordUpdated = 'Password updated successfully';
const currentPasswordIncorrect = 'Current password is incorrect';
const passwordFallback = 'Failed to update password';
const resendFallback = 'Failed to send verification email';

/** Spec section 8: 401 is the wrong current password; otherwise the server message or the fallback. */
export function changePasswordErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return currentPasswordIncorrect;
    return error.msg ?? passwordFallback;
  }
  return passwordFallback;
}

export function resendErrorMessage(error: unknown): string {
  return isApiError(error) ? (error.msg ?? resendFallback) : resendFallback;
}
