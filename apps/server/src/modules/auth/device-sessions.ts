import { describeUserAgent } from '@elevate/shared';
import type { AccountSession } from '@elevate/shared/schemas/account';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { forgetCachedSessions } from './session-cache.ts';
import { SESSION_IDLE_MS } from './session-store.ts';

export const SESSION_NOT_FOUND = 'Session not found';

/** The caller's own session is shown (and stored) as used now once its last use is older than this. */
const CURRENT_SESSION_FRESH_MS = 60 * 1000;

/**
 * Every request stores `last_used_at` at most once an hour (session-store.ts), so the
 * list would show the caller's own device as idle for up to an hour. The caller is using
 * it right now: one small write when its value is older than a minute, and only when the
 * list is asked for, keeps that row true without a write per request.
 */
async function touchCurrentSession(db: Db, sessionId: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.lastUsedAt, new Date(now - CURRENT_SESSION_FRESH_MS)),
      ),
    );
}

/** The user's live sessions, newest sign-in first; `current` marks the caller's. */
export async function listSessions(
  db: Db,
  user: { id: string; sessionId: string },
): Promise<AccountSession[]> {
  const now = Date.now();
  await touchCurrentSession(db, user.sessionId, now);
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, user.id),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastUsedAt, new Date(now - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    // Sign-ins are rate limited and sessions end in 30 days: a bound, not a page.
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    current: row.id === user.sessionId,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    userAgent: row.userAgent,
    ...describeUserAgent(row.userAgent),
  }));
}

/**
 * Ends one of the user's sessions (their own current one too). Another user's id
 * answers like an unknown one. Every process hears of it through migration 0006's
 * trigger before its next cache hit (decision 0014).
 */
export async function revokeOwnSession(db: Db, userId: string, sessionId: string) {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  forgetCachedSessions();
  if (gone.length === 0) throw notFound(SESSION_NOT_FOUND);
}

/** Ends every session of the user but the caller's; answers how many ended. */
export async function revokeOtherSessions(
  db: Db,
  user: { id: string; sessionId: string },
): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)))
    .returning({ id: sessions.id });
  forgetCachedSessions();
  return gone.length;
}
