import { LEDGER_HEADER } from '@elevate/shared/contract/ledger-header';
import { apiUrl } from './api-config.ts';
import { ApiError } from './api-error.ts';
import { notifyLocked, notifyUnauthorized } from './auth-events.ts';
import { clearCsrfToken, getCsrfToken } from './csrf.ts';
import { translate } from './i18n/use-t.ts';
import { reportServerReached } from './network-status.ts';
import { getSelectedLedgerId, setSelectedLedgerId } from './selected-ledger.ts';
import { sleep } from './sleep.ts';
import { getToken } from './storage.ts';

/** Anything with zod's `parse`: a schema from @elevate/shared or a hand-written guard. */
export type Parser<T> = { parse: (data: unknown) => T };

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T = unknown> = {
  schema?: Parser<T>;
  /** Reads a successful response's body instead of text + JSON.parse + schema (a streamed list). */
  readBody?: (response: Response) => Promise<T>;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** No x-csrf-token header (the support contact call). */
  skipCsrf?: boolean;
  /** A 401 is the caller's to show (login, change password) instead of ending the session. */
  ignore401?: boolean;
  /** A 423 is the caller's to show instead of redirecting to /login?error=account_locked. */
  ignore423?: boolean;
  /** How often a 429 is retried; 3 by default. */
  retries429?: number;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// Base 1000 ms doubling plus up to 1 s jitter, capped at 30 s.
const retryBaseMs = 1_000;
const retryJitterMs = 1_000;
const retryCapMs = 30_000;
const default429Retries = 3;

export function rateLimitDelay(retry: number): number {
  return Math.min(retryCapMs, retryBaseMs * 2 ** retry + Math.floor(Math.random() * retryJitterMs));
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return apiUrl(search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(
  method: Method,
  url: string,
  body: unknown,
  options: RequestOptions<unknown>,
  csrfToken: string | null,
  ledgerId: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (csrfToken) headers['x-csrf-token'] = csrfToken;
  // The personal ledger needs no header: the server falls back to it (decision 0049).
  if (ledgerId) headers[LEDGER_HEADER] = ledgerId;
  Object.assign(headers, options.headers);
  try {
    const response = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
    reportServerReached(true);
    return response;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // The shell's offline notice shows while calls get no answer (lib/network-status.ts).
    reportServerReached(false);
    const message = error instanceof Error ? error.message : translate('lib.network.error');
    throw new ApiError(0, undefined, message);
  }
}

/** The server's answer for a ledger the caller is no longer a member of (or that was deleted). */
const ledgerNotFound = 'Ledger not found';

/**
 * The selected ledger was deleted or the caller removed from it: back to the personal
 * ledger. The ledgers' own endpoints name their ledger in the path, so their 404 says
 * nothing about the selected one (the ledger list shows it instead).
 */
function isLedgerGone(path: string, ledgerId: string | null, error: ApiError): boolean {
  return (
    error.status === 404 &&
    error.serverMsg === ledgerNotFound &&
    ledgerId !== null &&
    // An answer about a ledger the tab has already left changes nothing.
    ledgerId === getSelectedLedgerId() &&
    !path.startsWith('/api/ledgers')
  );
}

/** One call with every rule of the client's handling of responses: CSRF retry, 429 back-off, 401 and 423. */
export async function request<T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  const url = buildUrl(path, options.query);
  const usesCsrf = method !== 'GET' && !options.skipCsrf;
  const maxRetries429 = options.retries429 ?? default429Retries;
  let csrfToken = usesCsrf ? await getCsrfToken() : null;
  let retried403 = false;
  let retries429 = 0;
  // Read once: every retry goes to the ledger the call was made for.
  const ledgerId = getSelectedLedgerId();

  for (;;) {
    const response = await send(method, url, body, options, csrfToken, ledgerId);
    if (response.ok) {
      if (options.readBody) return options.readBody(response);
      const data = await readBody(response);
      return options.schema ? options.schema.parse(data) : (data as T);
    }
    if (response.status === 403 && usesCsrf && !retried403) {
      // A stale or rotated CSRF token: one more try with a fresh one.
      retried403 = true;
      clearCsrfToken();
      csrfToken = await getCsrfToken(true);
      continue;
    }
    if (response.status === 429 && retries429 < maxRetries429) {
      await sleep(rateLimitDelay(retries429));
      retries429++;
      continue;
    }
    const error = new ApiError(response.status, await readBody(response));
    if (isLedgerGone(path, ledgerId, error)) setSelectedLedgerId(null);
    if (response.status === 401 && !options.ignore401) notifyUnauthorized();
    if (response.status === 423 && !options.ignore423) notifyLocked();
    throw error;
  }
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions<T>) =>
    request<T>('GET', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PUT', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PATCH', path, body, options),
  /** `body` for the one DELETE that takes one (the account's, with its confirmation). */
  delete: <T = unknown>(path: string, options?: RequestOptions<T> & { body?: unknown }) =>
    request<T>('DELETE', path, options?.body, options),
};
