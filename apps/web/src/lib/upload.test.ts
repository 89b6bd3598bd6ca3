import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { installFakeFetch } from '../test/fake-fetch.ts';
import { ApiError } from './api-error.ts';
import { clearCsrfToken } from './csrf.ts';
import { setToken } from './storage.ts';
import { uploadForm, type UploadProgress } from './upload.ts';

type Sent = { url: string; headers: Record<string, string>; body: unknown };
type Answer = { status: number; body: unknown };

/** A stand-in XMLHttpRequest: reports upload progress in two steps, then answers. */
function installFakeXhr(answers: Answer[]) {
  const sent: Sent[] = [];
  class FakeXhr {
    upload: { onprogress?: (e: ProgressEvent) => void; onload?: () => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    status = 0;
    responseText = '';
    withCredentials = false;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.push({ url: this.url, headers: this.headers, body });
      const answer = answers.shift() ?? { status: 500, body: {} };
      queueMicrotask(() => {
        const progress = (loaded: number) =>
          ({ lengthComputable: true, loaded, total: 100 }) as ProgressEvent;
        this.upload.onprogress?.(progress(40));
        this.upload.onprogress?.(progress(100));
        this.upload.onload?.();
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

let tokens = 0;
function csrfServer() {
  clearCsrfToken();
  return installFakeFetch((call) =>
    call.url.endsWith('/api/csrf-token')
      ? { status: 200, body: { csrfToken: `csrf-${++tokens}` } }
      : undefined,
  );
}

const schema = z.object({ importId: z.string() });
const form = () => {
  const data = new FormData();
  data.append('file', new File(['a,b'], 'bank.csv'));
  return data;
};

describe('uploadForm', () => {
  it('sends the CSRF and bearer headers, reports upload then processing, parses the answer', async () => {
    csrfServer();
    setToken('jwt-1');
    const sent = installFakeXhr([{ status: 201, body: { importId: 'i1' } }]);
    const progress: UploadProgress[] = [];
    const answer = await uploadForm('/api/imports', form(), {
      schema,
      onProgress: (p) => progress.push(p),
    });
    expect(answer).toEqual({ importId: 'i1' });
    expect(sent[0]?.url).toContain('/api/imports');
    expect(sent[0]?.headers['x-csrf-token']).toMatch(/^csrf-/);
    expect(sent[0]?.headers.authorization).toBe('Bearer jwt-1');
    expect(sent[0]?.body).toBeInstanceOf(FormData);
    expect(progress.map((p) => p.phase)).toEqual(['uploading', 'processing', 'processing']);
    expect(progress[0]).toEqual({ loaded: 40, total: 100, phase: 'uploading' });
  });

  it('retries once with a fresh CSRF token after a 403', async () => {
    csrfServer();
    const sent = installFakeXhr([
      { status: 403, body: { msg: 'Invalid or missing CSRF token' } },
      { status: 201, body: { importId: 'i2' } },
    ]);
    await expect(uploadForm('/api/imports', form(), { schema })).resolves.toEqual({
      importId: 'i2',
    });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers['x-csrf-token']).not.toBe(sent[0]?.headers['x-csrf-token']);
  });

  it("a 413 or 400 throws the server's message for the page to show", async () => {
    csrfServer();
    installFakeXhr([{ status: 413, body: { msg: 'The file is larger than 20 MB.' } }]);
    const failure = await uploadForm('/api/imports', form(), { schema }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 413, msg: 'The file is larger than 20 MB.' });
  });
});
