import { ACCESS_TOKEN_PREFIX } from '@elevate/shared/schemas/access-tokens';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { perDatabase } from '../../db/prepared.ts';
import { accessTokens, ledgers, users } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { SessionUser } from '../auth/session-user.ts';

/** `last_used_at` is written at most this often per token: a script's every call is not a write. */
export const TOKEN_LAST_USED_WRITE_MS = 60 * 1000;

export const isAccessToken = (bearer: string): boolean => bearer.startsWith(ACCESS_TOKEN_PREFIX);

/** A live token of a hash with its user, prepared once per database. */
const tokenByHash = perDatabase((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      personalLedgerId: ledgers.id,
      personalMonthStartDay: ledgers.monthStartDay,
      tokenId: accessTokens.id,
      scope: accessTokens.scope,
      ledgerId: accessTokens.ledgerId,
      lastUsedAt: accessTokens.lastUsedAt,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .innerJoin(ledgers, eq(ledgers.personalUserId, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        or(isNull(accessTokens.expiresAt), gt(accessTokens.expiresAt, sql.placeholder('now'))),
      ),
    )
    .limit(1)
    .prepare('access_token_by_hash'),
);

/**
 * The user a personal access token stands for, or null for an unknown, revoked or
 * expired one. Never cached: a revoked token stops at its next call, in every process.
 * `writes` takes the last-use write (the pool, as it may wait on a row lock).
 */
export async function findTokenUser(
  db: Db,
  token: string,
  writes: Db,
): Promise<SessionUser | null> {
  const now = Date.now();
  const [row] = await tokenByHash(db).execute({ tokenHash: hashToken(token), now: new Date(now) });
  if (!row) return null;
  if (!row.lastUsedAt || row.lastUsedAt.getTime() <= now - TOKEN_LAST_USED_WRITE_MS) {
    await writes
      .update(accessTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(accessTokens.id, row.tokenId),
          or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, new Date(now))),
        ),
      );
  }
  return {
    id: row.id,
    email: row.email,
    sessionId: '',
    personalLedgerId: row.personalLedgerId,
    personalMonthStartDay: row.personalMonthStartDay,
    accessToken: { id: row.tokenId, scope: row.scope, ledgerId: row.ledgerId },
  };
}
