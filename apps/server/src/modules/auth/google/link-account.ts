import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { findUserByEmail } from '../users-store.ts';
import type { OidcIdentity } from './oidc-client.ts';

/**
 * The user for a provider identity: by subject first; else an existing account
 * with the same e-mail, linked only when the provider vouches for the address;
 * else a new account. Null when the identity cannot be matched safely.
 */
export async function findOrCreateProviderUser(
  db: Db,
  identity: OidcIdentity,
): Promise<string | null> {
  const [bySubject] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.googleSubject, identity.subject))
    .limit(1);
  if (bySubject) return bySubject.id;
  if (!identity.email) return null;

  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (!identity.emailVerified || existing.googleSubject) return null;
    await db
      .update(users)
      .set({ googleSubject: identity.subject, isVerified: true, updatedAt: sql`now()` })
      .where(eq(users.id, existing.id));
    return existing.id;
  }

  const [created] = await db
    .insert(users)
    .values({
      email: identity.email,
      name: identity.name ?? identity.email.split('@')[0] ?? identity.email,
      googleSubject: identity.subject,
      isVerified: identity.emailVerified,
    })
    .returning({ id: users.id });
  return created?.id ?? null;
}
