import { LEDGER_HEADER } from '@elevate/shared/contract/ledger-header';
import type { Parser } from './api-client.ts';
import { apiUrl } from './api-config.ts';
import { ApiError } from './api-error.ts';
import { notifyLocked, notifyUnauthorized } from './auth-events.ts';
import { clearCsrfToken, getCsrfToken } from './csrf.ts';
import { translate } from './i18n/use-t.ts';
import { getSelectedLedgerId } from './selected-ledger.ts';
import { getToken } from './storage.ts';

/** How far a request has got: bytes sent, then `processing` while the server works. */
export type UploadProgress = { loaded: number; total: number; phase: 'uploading' | 'processing' };

export type UploadOptions<T> = {
  schema: Parser<T>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

type RawAnswer = { status: number; body: unknown };

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

// XMLHttpRequest rather than fetch: only it reports upload progress in every browser.
function sendOnce(
  url: string,
  form: FormData,
  csrfToken: string,
  { onProgress, signal }: Omit<UploadOptions<unknown>, 'schema'>,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('x-csrf-token', csrfToken);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    // Like every other call (api-client.ts): the selected ledger, none for the personal one.
    const ledgerId = getSelectedLedgerId();
    if (ledgerId) xhr.setRequestHeader(LEDGER_HEADER, ledgerId);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      const done = event.loaded >= event.total;
      onProgress?.({
        loaded: event.loaded,
        total: event.total,
        phase: done ? 'processing' : 'uploading',
      });
    };
    xhr.upload.onload = () => onProgress?.({ loaded: 1, total: 1, phase: 'processing' });
    xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError(0, undefined, translate('lib.network.error')));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * POST of a multipart form with the same rules as `api.post` (CSRF header with one retry
 * on a 403, bearer token, 401/423 end the session) and progress reports on the way.
 */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  options: UploadOptions<T>,
): Promise<T> {
  const url = apiUrl(path);
  let answer = await sendOnce(url, form, await getCsrfToken(), options);
  if (answer.status === 403) {
    // A stale or rotated CSRF token: one more try with a fresh one.
    clearCsrfToken();
    answer = await sendOnce(url, form, await getCsrfToken(true), options);
  }
  if (answer.status >= 200 && answer.status < 300) return options.schema.parse(answer.body);
  if (answer.status === 401) notifyUnauthorized();
  if (answer.status === 423) notifyLocked();
  throw new ApiError(answer.status, answer.body);
}
