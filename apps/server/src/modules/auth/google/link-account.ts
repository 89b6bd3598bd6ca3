import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { users } from '../../../db/schema.ts';
import { clearUnprovenCredentials } from '../credential-state.ts';
import { forgetCachedSessions } from '../session-cache.ts';
import { revokeUserSessions } from '../session-store.ts';
import { byEmail } from '../users-store.ts';
import type { OidcIdentity } from './oidc-client.ts';

export type ProviderUser = { userId: string; tookOver: boolean } | { userId: null; reason: string };

/**
 * The user for a provider identity (decision 0013). Only an e-mail the provider has
 * verified is accepted. The user is found by subject first; else the account with that
 * e-mail is linked; else a new, verified account is created. Linking an account whose
 * e-mail nobody proved takes it over: whoever registered it never showed they own the
 * address, so its password, passkeys, two-factor, pending links and all its sessions go
 * before the new session is issued. An address proven only by an e-mail change link
 * counts as unproven here: one click (or a mail scanner's) is no proof of who owns the
 * account behind it (decision 0035).
 */
export async function findOrCreateProviderUser(
  db: Db,
  identity: OidcIdentity,
): Promise<ProviderUser> {
  const { subject, email } = identity;
  if (!email) return { userId: null, reason: 'the provider gave no e-mail' };
  if (!identity.emailVerified) {
    return { userId: null, reason: 'the provider has not verified the e-mail' };
  }

  const [bySubject] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.googleSubject, subject))
    .limit(1);
  if (bySubject) {
    // The provider vouches for the address now, so an account still on it is proven.
    await db
      .update(users)
      .set({ isVerified: true, emailProvenByChange: false, updatedAt: sql`now()` })
      .where(
        and(
          eq(users.id, bySubject.id),
          byEmail(email),
          or(eq(users.isVerified, false), eq(users.emailProvenByChange, true)),
        ),
      );
    return { userId: bySubject.id, tookOver: false };
  }

  const linked = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({
        id: users.id,
        isVerified: users.isVerified,
        provenByChange: users.emailProvenByChange,
        googleSubject: users.googleSubject,
      })
      .from(users)
      .where(byEmail(email))
      .limit(1)
      .for('update');
    if (!existing) return null;
    if (existing.googleSubject) {
      return { userId: null, reason: 'the e-mail belongs to an account of another identity' };
    }
    const tookOver = !existing.isVerified || existing.provenByChange;
    await tx
      .update(users)
      .set({
        googleSubject: subject,
        isVerified: true,
        emailProvenByChange: false,
        ...(tookOver && { passwordHash: null, failedLoginCount: 0, lockedUntil: null }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, existing.id), isNull(users.googleSubject)));
    if (tookOver) {
      await clearUnprovenCredentials(tx, existing.id);
      await revokeUserSessions(tx, existing.id);
    }
    return { userId: existing.id, tookOver };
  });
  if (linked) {
    // Lookups between the delete and the commit could have re-read the old sessions.
    if (linked.userId !== null && linked.tookOver) forgetCachedSessions();
    return linked;
  }

  const [created] = await db
    .insert(users)
    .values({
      email,
      name: identity.name ?? email.split('@')[0] ?? email,
      googleSubject: subject,
      isVerified: true,
    })
    .returning({ id: users.id });
  if (!created) throw new Error('user insert returned nothing');
  return { userId: created.id, tookOver: false };
}
