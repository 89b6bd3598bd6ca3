import { vi } from 'vitest';

export type SentUpload = { url: string; form: FormData };

/**
 * A stand-in XMLHttpRequest for POST /api/imports: records each form sent and answers
 * it with `answer(form)` (a status and a body) once the test's microtasks run.
 */
export function installFakeUpload(answer: (form: FormData) => { status: number; body: unknown }) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    upload: { onprogress?: (e: ProgressEvent) => void; onload?: () => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    status = 0;
    responseText = '';
    withCredentials = false;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push({ url: this.url, form });
      const { status, body } = answer(form);
      queueMicrotask(() => {
        this.upload.onload?.();
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
