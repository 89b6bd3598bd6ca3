import { apiUrl } from '../../lib/api-config.ts';
import { isApiError } from '../../lib/api-error.ts';
import { currentIntl } from '../../lib/i18n/app-intl.ts';

/** The server's message when it sent one, else the fallback. */
export function accountErrorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.msg ?? fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** 'Mar 3, 2026, 02:05 PM' in the app's language, in the browser's zone. */
export function formatWhen(iso: string): string {
  return currentIntl().formatDate(iso, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Where a password-less account goes to confirm: a fresh provider sign-in. */
export const providerSignInPath = apiUrl('/api/auth/google');
