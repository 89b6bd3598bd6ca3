import type { Db } from '../../db/database.ts';
import { revocableCache } from '../../db/revocable-cache.ts';
import type { LedgerRole } from '../../db/schema.ts';
import { findMembership } from './membership.ts';

/**
 * Decision 0050. Every request on a shared ledger needs the caller's role; kept a
 * few seconds per process, it costs no query on the one short-reads connection,
 * which it saturated with eight members writing at once. Exact like the session
 * cache: migration 0026's triggers tell every process when a membership is
 * deleted or changed, and a hit waits for the listener's round trip. Only on
 * PostgreSQL: PGlite asks every time (nothing there would tell this cache).
 * Only memberships are kept, never their absence: a new member needs no notice.
 */
const cache = revocableCache<LedgerRole>({
  ttlMs: 5_000,
  maxEntries: 10_000,
  withoutListener: 'off',
});

/** The caller's role, for a request that came in at `arrivedAt` (performance.now()). */
export async function cachedMembership(
  db: Db,
  ledgerId: string,
  userId: string,
  arrivedAt = performance.now(),
): Promise<LedgerRole | null> {
  const key = `${ledgerId} ${userId}`;
  // The session's check of the same request usually sent the round trip already.
  const kept = await cache.fresh(key, arrivedAt);
  if (kept !== null) return kept;
  const generation = cache.generation();
  const role = await findMembership(db, ledgerId, userId);
  if (role !== null) cache.remember(key, role, generation);
  return role;
}
