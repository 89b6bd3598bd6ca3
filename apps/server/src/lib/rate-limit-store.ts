import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rateLimits } from '../db/schema.ts';

export interface RateLimitHit {
  count: number;
  resetAt: Date;
}

/** Expired windows are swept at most this often per process, on the back of a hit. */
const CLEANUP_INTERVAL_MS = 60_000;
const lastCleanup = new WeakMap<Db, number>();

/**
 * Counts one hit in a fixed window with a single atomic upsert, so every server
 * instance on the database shares the counter. Times come from the database clock.
 */
export async function hitRateLimit(db: Db, key: string, windowMs: number): Promise<RateLimitHit> {
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error('rate limit upsert returned nothing');
  await sweepExpired(db);
  return row;
}

async function sweepExpired(db: Db): Promise<void> {
  const now = Date.now();
  if (now - (lastCleanup.get(db) ?? 0) < CLEANUP_INTERVAL_MS) return;
  lastCleanup.set(db, now);
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
}
