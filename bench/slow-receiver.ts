import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How long the bench's webhook receiver takes to answer each delivery. */
export const RECEIVER_DELAY_MS = 5_000;

/**
 * A webhook receiver that answers every delivery after five seconds, as a slow
 * endpoint on the far side of the world might: the writes that cause the events
 * must not wait for it (decision 0060).
 */
export async function startSlowReceiver() {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      setTimeout(() => res.end('ok'), RECEIVER_DELAY_MS).unref();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
