import type { Sql } from 'postgres';
import { SESSIONS_REVOKED_CHANNEL, sessionRevocationFeed } from '../modules/auth/session-cache.ts';

/** Opens a listening client: one connection, never recycled, with these two hooks. */
export type OpenListener = (hooks: {
  onnotify: (channel: string) => void;
  onclose: () => void;
}) => Sql;

/** Between attempts to LISTEN again after the connection dropped. */
const RETRY_MS = 1_000;
/** A round trip slower than this counts as a dead connection: dropped, then opened afresh. */
const SYNC_TIMEOUT_MS = 2_000;

/**
 * A connection of its own that LISTENs for deleted sessions (migration 0006's
 * trigger) and empties this process's session cache on each (decision 0014).
 *
 * `sync` is the barrier a cache hit waits for: a `SELECT 1` sent after the request
 * came in. PostgreSQL sends a listening connection every notification committed
 * before a query ahead of that query's answer, so once it is back, a revocation
 * answered anywhere before the request was sent has been heard here. The requests
 * of one event-loop turn share one: postgres.js writes it at the turn's end
 * (setImmediate), after they had all come in. The next turn sends another,
 * pipelined, so none waits behind an earlier one. While the connection is down (before the first
 * LISTEN, after a drop until LISTEN succeeds on a new one) the cache keeps and
 * serves nothing.
 */
export async function listenForRevocations(open: OpenListener): Promise<() => Promise<void>> {
  let closing = false;
  let client: Sql | null = null;
  let retry: NodeJS.Timeout | undefined;
  let shared: Promise<boolean> | null = null;

  const feed = sessionRevocationFeed(sync);

  function drop(own: Sql) {
    if (client !== own) return;
    client = null;
    shared = null;
    feed.lost();
    void own.end({ timeout: 0 });
    if (!closing) retry = setTimeout(() => void connect(), RETRY_MS);
  }

  async function connect() {
    const own = open({
      onnotify: (channel) => {
        if (client === own && channel === SESSIONS_REVOKED_CHANNEL) feed.heard();
      },
      onclose: () => drop(own),
    });
    client = own;
    try {
      await own.unsafe(`LISTEN ${SESSIONS_REVOKED_CHANNEL}`);
      if (client === own) feed.listening();
    } catch {
      drop(own);
    }
  }

  function sync(): Promise<boolean> {
    if (shared) return shared;
    const own = client;
    if (!own) return Promise.resolve(false);
    const trip = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        drop(own);
        resolve(false);
      }, SYNC_TIMEOUT_MS);
      own
        .unsafe('SELECT 1')
        .then(
          () => resolve(client === own),
          () => resolve(false),
        )
        .finally(() => clearTimeout(timer));
    });
    shared = trip;
    setImmediate(() => {
      if (shared === trip) shared = null;
    });
    return trip;
  }

  await connect();
  return async () => {
    closing = true;
    clearTimeout(retry);
    feed.closed();
    const own = client;
    client = null;
    await own?.end({ timeout: 3 });
  };
}
