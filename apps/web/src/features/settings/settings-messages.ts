import { isApiError } from '../../lib/api-error.ts';

export const passwordUpdated = 'Password updated successfully';
const currentPasswordIncorrect = 'Current password is incorrect';
// docs/product/settings.md names two fallbacks for each form: the call's own ('service level'), for a
// call that failed without a server message (no answer at all included), and the form's,
// for a failure that did not come from the call.
const passwordCallFallback = 'Failed to change password';
const passwordFormFallback = 'Failed to update password';
const resendCallFallback = 'Failed to resend verification email';
const resendFormFallback = 'Failed to send verification email';

/** 401 is the wrong current password; otherwise the server message or a fallback. */
export function changePasswordErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return currentPasswordIncorrect;
    return error.msg ?? passwordCallFallback;
  }
  return passwordFormFallback;
}

export function resendErrorMessage(error: unknown): string {
  return isApiError(error) ? (error.msg ?? resendCallFallback) : resendFormFallback;
}
