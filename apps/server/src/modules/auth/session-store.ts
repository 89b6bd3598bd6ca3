import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import {
  cachedSessionUser,
  forgetCachedSessions,
  rememberSessionUser,
  sessionCacheGeneration,
} from './session-cache.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  sessionId: string;
}

/** A new opaque token at every sign-in; only its hash is stored. */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = generateToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/** The live session of a token hash with its user, prepared once per database. */
const sessionByHash = perDatabase((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_by_hash'),
);

export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const cached = cachedSessionUser(tokenHash);
  if (cached) return cached;
  const generation = sessionCacheGeneration();
  const [row] = await sessionByHash(db).execute({ tokenHash, now: new Date() });
  if (!row) return null;
  const user = { id: row.id, email: row.email, sessionId: row.sessionId };
  rememberSessionUser(tokenHash, user, row.expiresAt, generation);
  return user;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  forgetCachedSessions();
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  forgetCachedSessions();
}

/**
 * Revokes every session of the user, or every one but `keepSessionId`. Inside
 * a transaction, call forgetCachedSessions() again once it has committed.
 */
export async function revokeUserSessions(db: Db, userId: string, keepSessionId?: string) {
  forgetCachedSessions();
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
  forgetCachedSessions();
}
