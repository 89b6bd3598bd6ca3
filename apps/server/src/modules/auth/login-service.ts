import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { locked, unauthorized } from '../../lib/errors.ts';
import { AUTH_MESSAGES as MSG } from './messages.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { createSession } from './session-store.ts';
import { byEmail } from './users-store.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * 60 * 1000;

const lockedNow = sql<boolean>`coalesce(${users.lockedUntil} > now(), false)`;

/**
 * Counts a failure atomically. A lock that has run out starts a fresh count;
 * the fifth consecutive failure locks the account for 15 minutes.
 */
async function recordFailure(db: Db, userId: string): Promise<boolean> {
  const expired = sql`(${users.lockedUntil} IS NOT NULL AND ${users.lockedUntil} <= now())`;
  const nextCount = sql`CASE WHEN ${expired} THEN 1 ELSE ${users.failedLoginCount} + 1 END`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: nextCount,
      lockedUntil: sql`CASE
        WHEN ${users.lockedUntil} > now() THEN ${users.lockedUntil}
        WHEN ${nextCount} >= ${MAX_FAILED_LOGINS} THEN now() + ${LOCK_MS} * interval '1 millisecond'
        ELSE NULL END`,
    })
    .where(eq(users.id, userId))
    .returning({ locked: lockedNow });
  return row?.locked ?? false;
}

async function clearFailures(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null })
    .where(eq(users.id, userId));
}

/**
 * Unknown e-mail and wrong password answer alike, after the same hashing work.
 * A locked account answers 423 whatever the password until the lock runs out.
 */
export async function login(db: Db, email: string, password: string): Promise<string> {
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      isVerified: users.isVerified,
      failedLoginCount: users.failedLoginCount,
      locked: lockedNow,
    })
    .from(users)
    .where(byEmail(email))
    .limit(1);
  if (!user?.passwordHash) {
    await burnPasswordCheck(password);
    throw unauthorized(MSG.invalidCredentials);
  }
  if (user.locked) throw locked(MSG.locked);
  if (!(await verifyPassword(user.passwordHash, password))) {
    if (await recordFailure(db, user.id)) throw locked(MSG.locked);
    throw unauthorized(MSG.invalidCredentials);
  }
  if (user.failedLoginCount > 0) await clearFailures(db, user.id);
  if (!user.isVerified) throw unauthorized(MSG.unverified);
  return createSession(db, user.id);
}
