import { liveApi } from '@elevate/shared/contract/live';
import { liveChange, type LiveChange } from '@elevate/shared/schemas/live';
import { callEndpoint } from './call-endpoint.ts';
import { readEventStream } from './event-stream.ts';
import { sleep } from './sleep.ts';

export type LiveHandlers = {
  onChange: (change: LiveChange) => void;
  /** A stream opened after an earlier attempt ended or failed: changes in between may be lost. */
  onReconnect: () => void;
};

// 1 s doubling to 30 s between attempts; back to 1 s once a stream has opened.
const baseDelayMs = 1_000;
const maxDelayMs = 30_000;
// The server sends a heartbeat every 25 s: a minute of silence means a dead connection
// (a sleeping laptop, a proxy that dropped it) that the browser has not noticed.
const idleLimitMs = 60_000;

export function reconnectDelay(failures: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** failures);
}

function parseChange(data: string): LiveChange | undefined {
  try {
    const parsed = liveChange.safeParse(JSON.parse(data));
    // Kinds of event this version does not know are skipped, not fatal.
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps one stream of the selected ledger's changes open (decision 0049), reconnecting
 * until the returned function is called. The call goes through the API client, so the
 * bearer token, the ledger header and the 401, 423 and 429 handling are the same as
 * for every other call.
 */
export function connectLive(handlers: LiveHandlers): () => void {
  const stop = new AbortController();
  void keepOpen(handlers, stop.signal);
  return () => stop.abort();
}

async function keepOpen(handlers: LiveHandlers, stop: AbortSignal): Promise<void> {
  let failures = 0;
  for (let attempt = 0; !stop.aborted; attempt++) {
    const connection = new AbortController();
    const close = () => connection.abort();
    stop.addEventListener('abort', close);
    let idle: ReturnType<typeof setTimeout> | undefined;
    const stillAlive = () => {
      clearTimeout(idle);
      idle = setTimeout(close, idleLimitMs);
    };
    try {
      await callEndpoint(liveApi.events, {
        signal: connection.signal,
        headers: { Accept: 'text/event-stream' },
        readBody: async (response) => {
          failures = 0;
          stillAlive();
          if (attempt > 0) handlers.onReconnect();
          if (!response.body) return;
          await readEventStream(
            response.body,
            (data) => {
              const change = parseChange(data);
              if (change) handlers.onChange(change);
            },
            stillAlive,
          );
        },
      });
    } catch {
      // Refused, offline or cut: the next attempt decides (a 401 has ended the session).
    } finally {
      clearTimeout(idle);
      stop.removeEventListener('abort', close);
    }
    if (stop.aborted) return;
    await sleep(reconnectDelay(failures));
    failures++;
  }
}
