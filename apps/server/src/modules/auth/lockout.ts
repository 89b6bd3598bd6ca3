import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { verifyPassword } from './passwords.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * 60 * 1000;

/**
 * Takes one of the account's five attempts before any password is checked, in one
 * statement: the row lock serialises parallel callers and the WHERE re-checks the
 * lock, so a burst gets at most five reservations per lock window. The fifth locks
 * the account at once; a lock that has run out starts a fresh count.
 * Undefined means locked.
 */
async function reserveAttempt(db: Db, userId: string): Promise<number | undefined> {
  const expired = sql`(${users.lockedUntil} IS NOT NULL AND ${users.lockedUntil} <= now())`;
  const attempt = sql`CASE WHEN ${expired} THEN 1 ELSE ${users.failedLoginCount} + 1 END`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: attempt,
      lockedUntil: sql`CASE WHEN ${attempt} >= ${MAX_FAILED_LOGINS}
        THEN now() + ${LOCK_MS} * interval '1 millisecond' ELSE NULL END`,
    })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.lockedUntil} IS NULL OR ${users.lockedUntil} <= now())`,
      ),
    )
    .returning({ attempt: users.failedLoginCount });
  return row?.attempt;
}

async function clearFailures(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null })
    .where(eq(users.id, userId));
}

export type GuardedCheck = 'ok' | 'wrong' | 'locked';

/**
 * A password check that counts toward the account's lockout (login and change
 * password share it). A right password hands the reservation back and resets the
 * count; a wrong one keeps it, and the fifth already answers 'locked'.
 */
export async function checkPasswordGuarded(
  db: Db,
  user: { id: string; passwordHash: string },
  password: string,
): Promise<GuardedCheck> {
  const attempt = await reserveAttempt(db, user.id);
  if (attempt === undefined) return 'locked';
  if (await verifyPassword(user.passwordHash, password)) {
    await clearFailures(db, user.id);
    return 'ok';
  }
  return attempt >= MAX_FAILED_LOGINS ? 'locked' : 'wrong';
}
