import { subscribeToRevocations, type RevocationFeed } from '../../db/revocation-listener.ts';
import type { SessionUser } from './session-user.ts';

/**
 * Seconds-long memory of token hash → signed-in user, per process: a read then
 * costs no session query (decision 0007). Kept exact across processes by decision
 * 0014: migration 0006's trigger notifies a channel whenever sessions are
 * deleted and every process listening on the database forgets everything; a hit
 * is served only after a round trip on the listening connection that began after
 * the request came in (PostgreSQL sends every notification committed before it
 * ahead of its answer); while a listener is not listening nothing is cached.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

const entries = new Map<string, { user: SessionUser; until: number }>();
/** Bumped by every revocation heard or made: a lookup that started before one is not kept. */
let generation = 0;

/** One per PostgreSQL database: its LISTEN connection (db/revocation-listener.ts). */
interface Feed {
  /** Resolves true once a round trip sent now has come back, every notification before it heard. */
  sync(): Promise<boolean>;
}
/** Not listening right now: caching is off meanwhile. */
const deaf = new Set<Feed>();
const listening = new Set<Feed>();

export function cachedSessionUser(tokenHash: string, now = Date.now()): SessionUser | null {
  if (deaf.size > 0) return null;
  const entry = entries.get(tokenHash);
  if (!entry) return null;
  if (entry.until > now) return entry.user;
  entries.delete(tokenHash);
  return null;
}

/** The generation a lookup started in: its result is kept only if nothing was revoked since. */
export function sessionCacheGeneration(): number {
  return generation;
}

export function rememberSessionUser(
  tokenHash: string,
  user: SessionUser,
  cacheableUntil: Date,
  startedInGeneration: number,
) {
  if (startedInGeneration !== generation || deaf.size > 0) return;
  const now = Date.now();
  if (entries.size >= MAX_ENTRIES) {
    for (const [key, entry] of entries) if (entry.until <= now) entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.clear();
  }
  entries.set(tokenHash, {
    user,
    until: Math.min(now + SESSION_CACHE_TTL_MS, cacheableUntil.getTime()),
  });
}

/** After any revocation: forget every session and ignore lookups already under way. */
export function forgetCachedSessions() {
  entries.clear();
  generation += 1;
}

/**
 * Whether cached entries may be served to a request that has come in: on PGlite
 * (no listener; every revocation is made in this process) at once; on PostgreSQL
 * after each listener's next round trip has come back.
 */
export async function sessionCacheUpToDate(): Promise<boolean> {
  if (deaf.size > 0) return false;
  if (listening.size === 0) return true;
  const synced = await Promise.all([...listening].map((feed) => feed.sync()));
  return synced.every(Boolean) && deaf.size === 0;
}

/** The cache's side of one LISTEN connection. It starts deaf: nothing is cached before the first LISTEN. */
export function sessionRevocationFeed(sync: () => Promise<boolean>): RevocationFeed {
  const feed: Feed = { sync };
  deaf.add(feed);
  return {
    listening() {
      forgetCachedSessions();
      deaf.delete(feed);
      listening.add(feed);
    },
    /** The connection dropped: notifications may be missed from now until `listening()`. */
    lost() {
      listening.delete(feed);
      deaf.add(feed);
      forgetCachedSessions();
    },
    heard: forgetCachedSessions,
    closed() {
      listening.delete(feed);
      deaf.delete(feed);
      forgetCachedSessions();
    },
  };
}

// Registered on load, so before any database opens: every listening connection
// feeds this cache, and a restore empties it.
subscribeToRevocations({ feed: sessionRevocationFeed, forgetAll: forgetCachedSessions });
