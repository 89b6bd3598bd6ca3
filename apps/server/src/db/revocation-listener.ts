import type { Sql } from 'postgres';

/**
 * The channel migration 0026's triggers notify whenever sessions are deleted, or a
 * ledger membership is deleted or its role changed.
 */
export const ACCESS_REVOKED_CHANNEL = 'elevate_access_revoked';

/** What one LISTEN connection tells a cache of sessions or memberships. */
export interface RevocationFeed {
  /** LISTEN succeeded: from now on every revocation is heard. */
  listening(): void;
  /** The connection dropped: notifications may be missed from now until `listening()`. */
  lost(): void;
  /** Access was revoked somewhere (sessions deleted, a membership deleted or its role changed). */
  heard(): void;
  closed(): void;
}

/**
 * Resolves true once a round trip sent after `after` (a `performance.now()` time;
 * now if absent) has come back on the listening connection, every notification
 * before it heard; false while the connection is not listening.
 */
export type Sync = (after?: number) => Promise<boolean>;

/**
 * A cache of sessions or memberships (db/revocable-cache.ts), as the database layer
 * knows it: it opens a feed per listening connection, and forgets everything when
 * this process replaces every row itself (a restore).
 */
export interface RevocationSubscriber {
  feed(sync: Sync): RevocationFeed;
  forgetAll(): void;
}

/**
 * Filled when the caches are made (at module load), before any database opens: the
 * database layer calls up into it without importing it (decision 0048).
 */
const subscribers = new Set<RevocationSubscriber>();

export function subscribeToRevocations(subscriber: RevocationSubscriber): void {
  subscribers.add(subscriber);
}

/** Every session and membership was replaced in this process (a restore): each cache forgets all. */
export function revokedEverything(): void {
  for (const subscriber of subscribers) subscriber.forgetAll();
}

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
 * A connection of its own that LISTENs for revoked access (migration 0026's
 * triggers) and empties this process's caches on each (decision 0014).
 *
 * `sync` is the barrier a cache hit waits for: a `SELECT 1` sent after the request
 * came in. PostgreSQL sends a listening connection every notification committed
 * before a query ahead of that query's answer, so once it is back, a revocation
 * answered anywhere before the request was sent has been heard here. The requests
 * of one event-loop turn share one: postgres.js writes it at the turn's end
 * (setImmediate), after they had all come in. The next turn sends another,
 * pipelined, so none waits behind an earlier one. While the connection is down (before the first
 * LISTEN, after a drop until LISTEN succeeds on a new one) the caches keep and
 * serve nothing.
 */
export async function listenForRevocations(open: OpenListener): Promise<() => Promise<void>> {
  let closing = false;
  let client: Sql | null = null;
  let retry: NodeJS.Timeout | undefined;
  let shared: Promise<boolean> | null = null;
  /** When the newest round trip that has come back was sent (performance.now()). */
  let newestBack = -Infinity;

  const feeds = [...subscribers].map((subscriber) => subscriber.feed(sync));
  const feed: RevocationFeed = {
    listening: () => feeds.forEach((f) => f.listening()),
    lost: () => feeds.forEach((f) => f.lost()),
    heard: () => feeds.forEach((f) => f.heard()),
    closed: () => feeds.forEach((f) => f.closed()),
  };

  function drop(own: Sql) {
    if (client !== own) return;
    client = null;
    shared = null;
    newestBack = -Infinity;
    feed.lost();
    void own.end({ timeout: 0 });
    if (!closing) retry = setTimeout(() => void connect(), RETRY_MS);
  }

  async function connect() {
    const own = open({
      onnotify: (channel) => {
        if (client === own && channel === ACCESS_REVOKED_CHANNEL) feed.heard();
      },
      onclose: () => drop(own),
    });
    client = own;
    try {
      await own.unsafe(`LISTEN ${ACCESS_REVOKED_CHANNEL}`);
      if (client === own) feed.listening();
    } catch {
      drop(own);
    }
  }

  // A request's second check (its membership after its session) needs no trip of its
  // own when one sent after the request came in is already back.
  function sync(after?: number): Promise<boolean> {
    if (after !== undefined && client !== null && newestBack >= after) return Promise.resolve(true);
    if (shared) return shared;
    const own = client;
    if (!own) return Promise.resolve(false);
    const sentAt = performance.now();
    const trip = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        drop(own);
        resolve(false);
      }, SYNC_TIMEOUT_MS);
      own
        .unsafe('SELECT 1')
        .then(
          () => {
            const live = client === own;
            if (live) newestBack = Math.max(newestBack, sentAt);
            resolve(live);
          },
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
