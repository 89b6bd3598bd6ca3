import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1 for tests: it keeps every request it gets and
 * answers as `answer` says (200 unless told), e.g. 500 a few times then 200, a
 * redirect, or not at all until released.
 */
export async function startWebhookReceiver() {
  const received: ReceivedDelivery[] = [];
  let answer: (res: ServerResponse, n: number) => void = (res) => res.end('ok');
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      answer(res, received.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    events: () =>
      received.map(
        (r) =>
          JSON.parse(r.body) as {
            id: string;
            type: string;
            ledgerId: string;
            createdAt: string;
            data: Record<string, unknown>;
          },
      ),
    answerWith(next: (res: ServerResponse, n: number) => void) {
      answer = next;
    },
    async waitFor(count: number, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) {
          throw new Error(`receiver got ${received.length} of ${count} deliveries`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
