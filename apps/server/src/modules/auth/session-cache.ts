import { revocableCache } from '../../db/revocable-cache.ts';
import type { Sync } from '../../db/revocation-listener.ts';
import type { SessionUser } from './session-user.ts';

/**
 * Seconds-long memory of token hash → signed-in user, per process: a read then
 * costs no session query (decision 0007). Kept exact across processes by decision
 * 0014: migration 0006's trigger notifies whenever sessions are deleted and every
 * listening process forgets everything (db/revocable-cache.ts). On PGlite every
 * revocation is made in this process, which calls `forgetCachedSessions` itself.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

const cache = revocableCache<SessionUser>({
  ttlMs: SESSION_CACHE_TTL_MS,
  maxEntries: 10_000,
  withoutListener: 'serve',
});

export const cachedSessionUser = (tokenHash: string, now?: number) => cache.get(tokenHash, now);

/** The kept user of a request that came in at `arrivedAt`, once no revocation can be missed. */
export const freshSessionUser = (tokenHash: string, arrivedAt?: number) =>
  cache.fresh(tokenHash, arrivedAt);

/** The generation a lookup started in: its result is kept only if nothing was revoked since. */
export const sessionCacheGeneration = () => cache.generation();

export function rememberSessionUser(
  tokenHash: string,
  user: SessionUser,
  cacheableUntil: Date,
  startedInGeneration: number,
) {
  cache.remember(tokenHash, user, startedInGeneration, cacheableUntil.getTime());
}

/** After any revocation: forget every session and ignore lookups already under way. */
export const forgetCachedSessions = () => cache.forgetAll();

/**
 * Whether cached entries may be served to a request that came in at `arrivedAt`: on
 * PGlite at once; on PostgreSQL once a round trip of each listener sent since has come back.
 */
export const sessionCacheUpToDate = (arrivedAt?: number) => cache.upToDate(arrivedAt);

/** The cache's side of one LISTEN connection (the listener opens it; so do tests). */
export const sessionRevocationFeed = (sync: Sync) => cache.feed(sync);
