import type { Db } from '../../db/database.ts';
import { revocableCache } from '../../db/revocable-cache.ts';
import { findLedgerAccess, type MemberAccess } from './membership.ts';

/**
 * Decision 0050. Every request on a shared ledger needs the caller's role; kept a
 * few seconds per process, it costs no query on the one short-reads connection,
 * which it saturated with eight members writing at once. Exact like the session
 * cache: migration 0026's triggers tell every process when a membership is
 * deleted or changed, and a hit waits for the listener's round trip. Only on
 * PostgreSQL: PGlite asks every time (nothing there would tell this cache).
 * Only memberships are kept, never their absence: a new member needs no notice. Each
 * keeps the ledger's budget month start day beside the role; a change of the day
 * notifies like a revocation (migration 0042), so it is never served stale either.
 */
const cache = revocableCache<MemberAccess>({
  ttlMs: 5_000,
  maxEntries: 10_000,
  withoutListener: 'off',
});

/** The caller's role and the start day, for a request that came in at `arrivedAt` (performance.now()). */
export async function cachedMembership(
  db: Db,
  ledgerId: string,
  userId: string,
  arrivedAt = performance.now(),
): Promise<MemberAccess | null> {
  const key = `${ledgerId} ${userId}`;
  // The session's check of the same request usually sent the round trip already.
  const kept = await cache.fresh(key, arrivedAt);
  if (kept !== null) return kept;
  const generation = cache.generation();
  const access = await findLedgerAccess(db, ledgerId, userId);
  if (access !== null) cache.remember(key, access, generation);
  return access;
}
