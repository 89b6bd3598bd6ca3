import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_TIMEOUTS } from './app.ts';
import { createTestApp, type TestApp } from './test/app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Opens a socket, sends `text`, and resolves with what came back and when the server closed it. */
function sendAndWait(text: string): Promise<{ answer: string; ms: number }> {
  const started = performance.now();
  const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => {});
  return new Promise((resolve) =>
    socket.once('close', () => resolve({ answer, ms: performance.now() - started })),
  );
}

describe('socket timeouts', () => {
  it('a client that has not sent all its headers after 10 s is answered 408 and cut off', async () => {
    const { headersTimeout, connectionsCheckingInterval } = SOCKET_TIMEOUTS;
    const { answer, ms } = await sendAndWait('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: 1');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(headersTimeout - 100);
    expect(ms).toBeLessThan(headersTimeout + connectionsCheckingInterval + 1_000);
  }, 30_000);

  it('every limit is set: headers 10 s, request 30 s, keep-alive 72 s, a silent socket 60 s', () => {
    const server = t.app.server;
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.timeout).toBe(60_000);
  });
});
