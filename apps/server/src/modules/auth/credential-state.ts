import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  accessTokens,
  authTokens,
  emailChangeTokens,
  knownDevices,
  passkeys,
  recoveryCodes,
  twoFactorChallenges,
  users,
  userTotp,
  webauthnChallenges,
} from '../../db/schema.ts';
import { forbidden } from '../../lib/errors.ts';
import { AUTH_MESSAGES as MSG } from './messages.ts';

/**
 * After any change of how the account signs in (password, two-factor, passkeys, a
 * provider takeover): the credential version counts up and every pending e-mail change
 * link dies. A link is also bound to the version it was made under, so one made before
 * a change is refused even if it slipped past this (decision 0035). Call it inside the
 * change's transaction.
 */
export async function credentialsChanged(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ credentialVersion: sql`${users.credentialVersion} + 1` })
    .where(eq(users.id, userId));
  await db
    .update(emailChangeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
}

/**
 * A provider sign-in took over an account whose address its registrant never proved:
 * everything that registrant set up goes, so nothing of theirs outlives the takeover
 * (passkeys, access tokens, the authenticator app and its recovery codes, links and challenges in
 * flight, and the browsers the account knew, so their next sign-in is mailed as new).
 */
export async function clearUnprovenCredentials(db: Db, userId: string): Promise<void> {
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
  await db.delete(accessTokens).where(eq(accessTokens.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(userTotp).where(eq(userTotp.userId, userId));
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  await db.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)));
  await credentialsChanged(db, userId);
}

/**
 * Passkeys, two-factor, e-mail change and restore wait for a proven address: whatever
 * an unproven registrant sets up would otherwise be waiting for the real owner.
 */
export async function requireVerified(db: Db, userId: string): Promise<void> {
  const [row] = await db
    .select({ isVerified: users.isVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.isVerified) throw forbidden(MSG.verifyFirst);
}
