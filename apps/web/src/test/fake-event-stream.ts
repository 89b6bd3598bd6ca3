import { vi } from 'vitest';
import type { LiveChange } from '@elevate/shared/schemas/live';
import { jsonResponse, type FakeCall } from './fake-fetch.ts';

/** One GET /api/events the fake server answered: the test writes to it and ends it. */
export type FakeStream = {
  headers: Record<string, string>;
  aborted: boolean;
  write: (text: string) => void;
  send: (change: LiveChange) => void;
  end: () => void;
};

type Reply = { status: number; body?: unknown } | Error;

type Handler = (call: FakeCall) => Reply | undefined;

/**
 * A fetch whose /api/events answers are streams the test controls (`streams`, in order),
 * unless `refuseEvents` answers instead; every other call is answered by `handler`
 * (undefined: 404; an Error: the network failed).
 */
export function installFakeEventStream(handler: Handler, refuseEvents: Handler = () => undefined) {
  const calls: FakeCall[] = [];
  const streams: FakeStream[] = [];
  const encoder = new TextEncoder();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call = { url: String(input), method: init.method ?? 'GET', headers, body };
    calls.push(call);
    const isEvents = new URL(call.url, 'http://localhost').pathname === '/api/events';
    const refusal = isEvents ? refuseEvents(call) : undefined;
    if (isEvents && !refusal) {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const stream: FakeStream = {
        headers,
        aborted: false,
        write: (text) => controller.enqueue(encoder.encode(text)),
        send: (change) => stream.write(`data: ${JSON.stringify(change)}\n\n`),
        end: () => controller.close(),
      };
      init.signal?.addEventListener('abort', () => {
        stream.aborted = true;
        controller.error(new DOMException('The connection was aborted', 'AbortError'));
      });
      streams.push(stream);
      const readable = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      return new Response(readable, { headers: { 'Content-Type': 'text/event-stream' } });
    }
    const reply = refusal ?? handler(call) ?? { status: 404, body: { msg: 'Not found' } };
    if (reply instanceof Error) throw reply;
    return jsonResponse(reply.status, reply.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, streams, fetchMock };
}
