import { isApiError } from '../../lib/api-error.ts';
import { translate } from '../../lib/i18n/use-t.ts';

// docs/product/settings.md names two fallbacks for each form: the call's own ('service level'), for a
// call that failed without a server message (no answer at all included), and the form's,
// for a failure that did not come from the call.

/** 401 is the wrong current password; otherwise the server message or a fallback. */
export function changePasswordErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return translate('settings.password.currentIncorrect');
    return error.msg ?? translate('settings.password.changeFailed');
  }
  return translate('settings.password.updateFailed');
}

export function resendErrorMessage(error: unknown): string {
  return isApiError(error)
    ? (error.msg ?? translate('settings.verification.resendFailed'))
    : translate('settings.verification.sendFailed');
}
