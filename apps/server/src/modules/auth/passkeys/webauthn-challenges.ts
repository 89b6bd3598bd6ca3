import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { webauthnChallenges } from '../../../db/schema.ts';
import { hashToken } from '../../../lib/tokens.ts';

export type CeremonyPurpose = 'register' | 'sign-in' | 'second-factor';

/** As long as a browser's passkey prompt stays open (the options' timeout is 60 s). */
export const WEBAUTHN_CHALLENGE_TTL_MS = 2 * 60 * 1000;

/** Stores the hash of a challenge handed to a browser; expired ones are swept first. */
export async function storeCeremonyChallenge(
  db: Db,
  challenge: string,
  purpose: CeremonyPurpose,
  userId: string | null,
) {
  await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, sql`now()`));
  await db.insert(webauthnChallenges).values({
    challengeHash: hashToken(challenge),
    purpose,
    userId,
    expiresAt: sql`now() + ${WEBAUTHN_CHALLENGE_TTL_MS} * interval '1 millisecond'`,
  });
}

/**
 * Uses the challenge up in one conditional DELETE, only for the purpose and user it was
 * issued to: a replayed response, another user's or another ceremony's challenge fails.
 */
export async function takeCeremonyChallenge(
  db: Db,
  challenge: string,
  purpose: CeremonyPurpose,
  userId: string | null,
): Promise<boolean> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challengeHash, hashToken(challenge)),
        eq(webauthnChallenges.purpose, purpose),
        userId ? eq(webauthnChallenges.userId, userId) : isNull(webauthnChallenges.userId),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ purpose: webauthnChallenges.purpose });
  return rows.length === 1;
}
