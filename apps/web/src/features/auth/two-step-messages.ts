import { isApiError } from '../../lib/api-error.ts';
import type { Translate } from '../../lib/i18n/use-t.ts';
import { errorText } from './api/auth-call.ts';

/** Where the second step's state travels: router state, never the address bar. */
export interface TwoStepState {
  challenge: string;
  passkey: boolean;
}

/** Reads `{ twoStep }` from a location's state, as the login and provider flows put it there. */
export function twoStepFrom(state: unknown): TwoStepState | null {
  const twoStep = (state as { twoStep?: Partial<TwoStepState> } | null)?.twoStep;
  if (typeof twoStep?.challenge !== 'string') return null;
  return { challenge: twoStep.challenge, passkey: twoStep.passkey === true };
}

/** A cancelled or timed-out browser prompt is a DOMException named NotAllowedError. */
const isPromptClosed = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NotAllowedError' ||
    error.name === 'AbortError' ||
    /NotAllowed/.test(error.message));

/** The second step's alert: lock and rate limit as on the login page, else the server's text. */
export function secondStepFailureMessage(error: unknown, t: Translate): string {
  if (isApiError(error)) {
    if (error.status === 423) return t('auth.error.locked');
    if (error.status === 429) return t('auth.twoStep.error.tooManyAttempts');
  }
  if (isPromptClosed(error)) return t('auth.twoStep.error.promptClosed');
  return errorText(error, t('auth.twoStep.error.generic'));
}
