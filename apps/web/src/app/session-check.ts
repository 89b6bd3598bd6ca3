import { isApiError } from '../lib/api-error.ts';

/**
 * What a failed check of the stored token means for the session:
 * - 'signed-out': the server refused the token (401): to /login, as always;
 * - 'locked': the account is locked (423);
 * - 'offline': no answer at all, and this device keeps the user's data (decision 0059):
 *   signed in from that cache until the server can be asked again;
 * - 'undecided': no answer and nothing saved, or the server failed: the token stays and
 *   the next check decides.
 */
export type SessionCheckOutcome = 'signed-out' | 'locked' | 'offline' | 'undecided';

export function sessionCheckOutcome(
  error: unknown,
  cacheOwner: string | null,
): SessionCheckOutcome {
  if (!isApiError(error)) return 'undecided';
  if (error.status === 401) return 'signed-out';
  if (error.status === 423) return 'locked';
  // Status 0: the request never got an answer (api-client.ts).
  if (error.status === 0 && cacheOwner !== null) return 'offline';
  return 'undecided';
}
