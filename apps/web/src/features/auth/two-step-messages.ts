import { isApiError } from '../../lib/api-error.ts';
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
export function secondStepFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 423)
      return 'Your account has been temporarily locked. Please try again later.';
    if (error.status === 429) return 'Too many sign-in attempts. Please try again later.';
  }
  if (isPromptClosed(error)) return 'The passkey prompt was closed before it finished.';
  return errorText(error, 'Verification failed. Please try again.');
}
