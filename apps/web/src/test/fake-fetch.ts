import { vi } from 'vitest';

export type FakeCall = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
};
type Reply = { status: number; body?: unknown } | Error;
type Handler = (call: FakeCall) => Reply | undefined;

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Installs a fetch that records every call and answers from `handler`
 * (undefined means 404 `{ msg: 'Not found' }`; an Error means the network failed).
 */
export function installFakeFetch(handler: Handler) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call = { url: String(input), method: init.method ?? 'GET', headers, body };
    calls.push(call);
    const reply = handler(call) ?? { status: 404, body: { msg: 'Not found' } };
    if (reply instanceof Error) throw reply;
    return jsonResponse(reply.status, reply.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
