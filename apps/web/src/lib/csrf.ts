import { apiUrl } from './api-config.ts';
import { ApiError } from './api-error.ts';
import { translate } from './i18n/use-t.ts';
import { sleep } from './sleep.ts';

// Cache 300000 ms; 3 attempts; after a 429 wait 15 to 30 s, otherwise 1 s doubling.
const csrfCacheMs = 300_000;
const csrfAttempts = 3;
const rateLimitWaitMinMs = 15_000;
const rateLimitWaitMaxMs = 30_000;
const retryBaseMs = 1_000;

// Shown by the form whose write needed the token, in the language the app speaks then.
const csrfRateLimitedMessage = () => translate('lib.csrf.rateLimited');
const csrfFailedMessage = () => translate('lib.csrf.failed');

let cached: { token: string; fetchedAt: number } | null = null;
let inFlight: Promise<string> | null = null;

async function fetchOnce(): Promise<{ token: string } | { status: number }> {
  try {
    const response = await fetch(apiUrl('/api/csrf-token'), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return { status: response.status };
    const body = (await response.json()) as { csrfToken?: unknown };
    return typeof body.csrfToken === 'string' && body.csrfToken
      ? { token: body.csrfToken }
      : { status: response.status };
  } catch {
    return { status: 0 };
  }
}

/** The browser knows it has no connection: asking again in a second would not help. */
const knownOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

async function fetchWithRetries(): Promise<string> {
  let status = 0;
  for (let attempt = 1; attempt <= csrfAttempts; attempt++) {
    const result = await fetchOnce();
    if ('token' in result) {
      cached = { token: result.token, fetchedAt: Date.now() };
      return result.token;
    }
    status = result.status;
    // No answer is the write's own failure to reach the server (status 0): a transaction
    // write then waits on the device instead (decision 0062).
    if (status === 0 && knownOffline()) throw new ApiError(0, undefined, csrfFailedMessage());
    const last = attempt === csrfAttempts;
    if (result.status === 429) {
      if (last) throw new Error(csrfRateLimitedMessage());
      await sleep(
        rateLimitWaitMinMs +
          Math.floor(Math.random() * (rateLimitWaitMaxMs - rateLimitWaitMinMs + 1)),
      );
    } else if (!last) {
      await sleep(retryBaseMs * 2 ** (attempt - 1));
    }
  }
  throw status === 0
    ? new ApiError(0, undefined, csrfFailedMessage())
    : new Error(csrfFailedMessage());
}

/** The cached CSRF token, fetched when missing, older than 5 minutes, or when `fresh` is asked. */
export function getCsrfToken(fresh = false): Promise<string> {
  if (!fresh && cached && Date.now() - cached.fetchedAt < csrfCacheMs) {
    return Promise.resolve(cached.token);
  }
  if (fresh) cached = null;
  // Concurrent callers share one request instead of each fetching a token.
  inFlight ??= fetchWithRetries().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

export function clearCsrfToken(): void {
  cached = null;
}
