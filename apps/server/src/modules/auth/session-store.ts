import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { perDatabase } from '../../db/prepared.ts';
import { isAccessToken } from '../access-tokens/token-lookup.ts';
import { ledgers, sessions, users } from '../../db/schema.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { recordDevice } from './known-devices.ts';
import { currentSessionClient } from './session-client.ts';
import {
  forgetCachedSessions,
  freshSessionUser,
  rememberSessionUser,
  sessionCacheGeneration,
} from './session-cache.ts';
import type { SessionUser } from './session-user.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Absolute lifetime from sign-in. */
export const SESSION_TTL_MS = 30 * DAY_MS;
/** A session unused this long ends (decision 0014). */
export const SESSION_IDLE_MS = 14 * DAY_MS;
/** `last_used_at` is written at most this often per session: one write an hour, not one a request. */
export const LAST_USED_WRITE_MS = 60 * 60 * 1000;

export type { SessionUser } from './session-user.ts';

/**
 * A new opaque token at every sign-in; only its hash is stored. Every way of signing
 * in issues its session here: inside a request it keeps the browser's user agent and
 * records the browser, mailing a notice when it is new to the account (decision 0029).
 * `viaProvider` marks a provider sign-in, which alone stands in for a password a
 * password-less account does not have (decision 0035).
 */
export async function createSession(
  db: Db,
  userId: string,
  { viaProvider = false }: { viaProvider?: boolean } = {},
): Promise<string> {
  const client = currentSessionClient();
  let token = generateToken();
  // A bearer that starts like a personal access token is read as one (decision 0057).
  while (isAccessToken(token)) token = generateToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    userAgent: client?.userAgent ?? null,
    viaProvider,
  });
  if (client) await recordDevice(db, userId, client);
  return token;
}

/** The live session of a token hash with its user, prepared once per database. */
const sessionByHash = perDatabase((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      sessionId: sessions.id,
      personalLedgerId: ledgers.id,
      personalMonthStartDay: ledgers.monthStartDay,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(ledgers, eq(ledgers.personalUserId, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('session_by_hash'),
);

/**
 * The user of a live session: not past its 30 days, nor unused for 14. `writes`
 * takes the hourly `last_used_at` write (the pool, not the short-reads connection,
 * as a write may wait on a row lock).
 */
export async function findSessionUser(
  db: Db,
  token: string,
  writes: Db = db,
  arrivedAt = performance.now(),
): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const cached = await freshSessionUser(tokenHash, arrivedAt);
  if (cached) return cached;
  const generation = sessionCacheGeneration();
  const now = Date.now();
  const [row] = await sessionByHash(db).execute({
    tokenHash,
    now: new Date(now),
    idleSince: new Date(now - SESSION_IDLE_MS),
  });
  if (!row) return null;
  if (row.lastUsedAt.getTime() <= now - LAST_USED_WRITE_MS) {
    await writes
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(sessions.id, row.sessionId), lt(sessions.lastUsedAt, new Date(now))));
  }
  const user = {
    id: row.id,
    email: row.email,
    sessionId: row.sessionId,
    personalLedgerId: row.personalLedgerId,
    personalMonthStartDay: row.personalMonthStartDay,
  };
  // Never past the absolute end nor the idle one.
  const until = Math.min(row.expiresAt.getTime(), row.lastUsedAt.getTime() + SESSION_IDLE_MS);
  rememberSessionUser(tokenHash, user, new Date(until), generation);
  return user;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  forgetCachedSessions();
}

/**
 * Revokes every session of the user. Inside a transaction, call
 * forgetCachedSessions() again once it has committed (other processes hear of
 * it through migration 0006's trigger, decision 0014).
 */
export async function revokeUserSessions(db: Db, userId: string) {
  forgetCachedSessions();
  await db.delete(sessions).where(eq(sessions.userId, userId));
  forgetCachedSessions();
}
