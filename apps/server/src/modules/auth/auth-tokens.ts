import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { authTokens, users } from '../../db/schema.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';

export type AuthTokenKind = 'verify' | 'reset';

const HOUR_MS = 60 * 60 * 1000;
export const AUTH_TOKEN_TTL_MS: Record<AuthTokenKind, number> = {
  verify: 24 * HOUR_MS,
  reset: HOUR_MS,
};

const live = (token: string, kind: AuthTokenKind) =>
  and(
    eq(authTokens.tokenHash, hashToken(token)),
    eq(authTokens.kind, kind),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, sql`now()`),
  );

/** A fresh 256-bit token; only its hash is stored. */
export async function issueAuthToken(db: Db, userId: string, kind: AuthTokenKind): Promise<string> {
  const token = generateToken();
  await db.insert(authTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + ${AUTH_TOKEN_TTL_MS[kind]} * interval '1 millisecond'`,
  });
  return token;
}

/** Marks every unused token of that kind as used: a new reset link voids the older ones. */
export async function voidAuthTokens(db: Db, userId: string, kind: AuthTokenKind): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)),
    );
}

/**
 * Voids the user's unused tokens of that kind and issues a new one, holding the
 * user's row: of two racing requests the second voids the first one's token, so
 * exactly one link stays live, the newest.
 */
export async function replaceAuthToken(
  db: Db,
  userId: string,
  kind: AuthTokenKind,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await voidAuthTokens(tx, userId, kind);
    return issueAuthToken(tx, userId, kind);
  });
}

/** The user of a live token, without using it up (the reset page checks before asking). */
export async function peekAuthToken(
  db: Db,
  token: string,
  kind: AuthTokenKind,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(live(token, kind))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Uses the token up in one conditional UPDATE: of two concurrent uses exactly one
 * gets the row back; the other, like a replay or an expired token, gets null.
 */
export async function consumeAuthToken(
  db: Db,
  token: string,
  kind: AuthTokenKind,
): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(live(token, kind))
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}
