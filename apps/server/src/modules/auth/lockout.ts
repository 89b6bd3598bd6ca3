import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';
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

/** A right answer that completes a sign-in (or a password change) starts the count afresh. */
export async function clearFailures(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null })
    .where(eq(users.id, userId));
}

/**
 * Hands back only the reservation just taken. A right password of an account with
 * two-factor on must not wipe the wrong codes counted before it: else the password
 * and four guesses, again and again, would guess codes forever (decision 0028).
 */
async function releaseAttempt(db: Db, userId: string): Promise<void> {
  const count = sql`greatest(${users.failedLoginCount} - 1, 0)`;
  await db
    .update(users)
    .set({
      failedLoginCount: count,
      lockedUntil: sql`CASE WHEN ${count} >= ${MAX_FAILED_LOGINS} THEN ${users.lockedUntil} ELSE NULL END`,
    })
    .where(eq(users.id, userId));
}

export type GuardedCheck = 'ok' | 'wrong' | 'locked';

/**
 * Any secret check that counts toward the account's lockout: passwords, authenticator
 * and recovery codes share the one count. A right answer clears the count, or with
 * `release` only hands its own reservation back; a wrong one keeps it, and the fifth
 * already answers 'locked'.
 */
export async function guardedCheck(
  db: Db,
  userId: string,
  check: () => Promise<boolean>,
  onRight: 'clear' | 'release' = 'clear',
): Promise<GuardedCheck> {
  const attempt = await reserveAttempt(db, userId);
  if (attempt === undefined) return 'locked';
  if (await check()) {
    await (onRight === 'clear' ? clearFailures(db, userId) : releaseAttempt(db, userId));
    return 'ok';
  }
  return attempt >= MAX_FAILED_LOGINS ? 'locked' : 'wrong';
}

/** A password check that counts toward the account's lockout (login and change password share it). */
export async function checkPasswordGuarded(
  db: Db,
  user: { id: string; passwordHash: string },
  password: string,
  onRight: 'clear' | 'release' = 'clear',
): Promise<GuardedCheck> {
  return guardedCheck(db, user.id, () => verifyPassword(user.passwordHash, password), onRight);
}
