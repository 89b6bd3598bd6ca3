import type { ReadableStreamReadResult } from 'node:stream/web';
import type { LiveChange } from '@elevate/shared/schemas/live';

type Read = ReadableStreamReadResult<string>;

/** A client of GET /api/events as the web app holds one: fetch streaming with the bearer header. */
export interface EventStream {
  status: number;
  body: string;
  /** The next change, or an error after `timeoutMs` without one (comment lines are skipped). */
  next(timeoutMs: number): Promise<LiveChange>;
  /** Resolves true once the server ended the stream, false after `timeoutMs`. */
  ended(timeoutMs: number): Promise<boolean>;
  close(): void;
}

export async function openEventStream(
  url: string,
  headers: Record<string, string>,
  query = '',
): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/events${query}`, {
    headers: { authorization: headers.authorization ?? '', ...pick(headers) },
    signal: controller.signal,
  });
  if (res.status !== 200) {
    return {
      status: res.status,
      body: await res.text(),
      next: () => Promise.reject(new Error(`stream answered ${res.status}`)),
      ended: async () => true,
      close: () => {},
    };
  }
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let done = false;
  // One read at a time: a read given up on by a timeout is kept for the next call.
  let pending: Promise<Read> | null = null;
  const read = async (until: number): Promise<boolean> => {
    if (!pending) {
      pending = reader.read();
      // Closing aborts the body: a read still pending then rejects, unawaited.
      pending.catch(() => {});
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), Math.max(0, until - Date.now()));
    });
    const result = await Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
    if (result === null) return false;
    pending = null;
    if (result.done) done = true;
    else buffer += result.value;
    return true;
  };
  return {
    status: res.status,
    body: '',
    async next(timeoutMs) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('data: ')) return JSON.parse(block.slice(6)) as LiveChange;
          continue;
        }
        if (done) throw new Error('stream ended');
        if (!(await read(until))) throw new Error(`no change within ${timeoutMs} ms`);
      }
    },
    async ended(timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (!done) if (!(await read(until))) return false;
      return true;
    },
    close: () => controller.abort(),
  };
}

/** Only the ledger header: the stream is a GET. */
function pick(headers: Record<string, string>): Record<string, string> {
  return headers['x-ledger-id'] ? { 'x-ledger-id': headers['x-ledger-id'] } : {};
}
