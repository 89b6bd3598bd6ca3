import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { twoFactorChallenges } from '../../../db/schema.ts';
import { generateToken, hashToken } from '../../../lib/tokens.ts';

/** Time to open the authenticator app and type a code, or find the recovery sheet. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * A 256-bit challenge for a sign-in whose first step passed; only its hash is stored,
 * expiring by the database clock. Expired rows are swept first.
 */
export async function issueChallenge(db: Db, userId: string, viaProvider = false): Promise<string> {
  await db.delete(twoFactorChallenges).where(lte(twoFactorChallenges.expiresAt, sql`now()`));
  const challenge = generateToken();
  await db.insert(twoFactorChallenges).values({
    challengeHash: hashToken(challenge),
    userId,
    viaProvider,
    expiresAt: sql`now() + ${CHALLENGE_TTL_MS} * interval '1 millisecond'`,
  });
  return challenge;
}

const live = (challenge: string) =>
  and(
    eq(twoFactorChallenges.challengeHash, hashToken(challenge)),
    gt(twoFactorChallenges.expiresAt, sql`now()`),
  );

/** The user a live challenge belongs to, without using it up (a wrong code may be retyped). */
export async function peekChallenge(db: Db, challenge: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: twoFactorChallenges.userId })
    .from(twoFactorChallenges)
    .where(live(challenge))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Uses it up in one conditional DELETE: of two parallel right answers one gets a
 * session. Null when it was already used or expired; else how the first step was made.
 */
export async function consumeChallenge(
  db: Db,
  challenge: string,
): Promise<{ viaProvider: boolean } | null> {
  const [row] = await db
    .delete(twoFactorChallenges)
    .where(live(challenge))
    .returning({ viaProvider: twoFactorChallenges.viaProvider });
  return row ?? null;
}
