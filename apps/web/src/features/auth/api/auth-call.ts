import type { RequestOptions } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { translate } from '../../../lib/i18n/use-t.ts';
import type { SignInResponse } from '@elevate/shared/schemas/two-factor';

/**
 * Options for every call of the auth pages: a 401 or 423 is the page's to explain
 * (a wrong password must not look like an expired session, a lock is shown in place), and a
 * 429 is not retried because these limits last 15 minutes or more, so a retry within
 * seconds could only fail again and count against the limit.
 */
export const authCallOptions: RequestOptions = { ignore401: true, ignore423: true, retries429: 0 };

/** The answer's session token, if it carries one. */
function tokenOf(data: unknown): string | null {
  const token = (data as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token ? token : null;
}

/** Login and register must answer a token; anything else is an error the page shows. */
export function requireToken(data: unknown): string {
  const token = tokenOf(data);
  if (!token) throw new Error(translate('auth.error.noToken'));
  return token;
}

/**
 * A sign-in answer: a token, or the challenge of a second step (decision 0028). Anything
 * else fails as requireToken does. The shared schema that checks a challenge brings zod,
 * which /login otherwise never loads (it has a 200 KB JS budget), so it is fetched only
 * when an answer is not a plain token.
 */
export async function requireSignIn(data: unknown): Promise<SignInResponse> {
  const token = tokenOf(data);
  if (token) return { token };
  const { signInResponse } = await import('@elevate/shared/schemas/two-factor');
  const parsed = signInResponse.safeParse(data);
  if (parsed.success && 'challenge' in parsed.data) return parsed.data;
  return { token: requireToken(data) };
}

/** A `{ message }` answer; one without it is treated as an error. */
export function requireMessage(data: unknown): string {
  const message = (data as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string' || !message)
    throw new Error(translate('auth.error.invalidResponse'));
  return message;
}

/**
 * The text to show for a failed call: the server's message when it sent one, the message of
 * a client-side failure (no token, CSRF fetch failed), otherwise the page's fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.msg ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
