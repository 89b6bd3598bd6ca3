import { eq, sql } from 'drizzle-orm';
import { users } from '../../../db/schema.ts';
import type { AccountSection } from './section.ts';

/**
 * Who the account is, without secrets (no password hash, provider subject or lock
 * state): the person asking, whichever ledger's data the file holds.
 */
export const profileSection: AccountSection<'profile'> = {
  key: 'profile',
  async *write(db, { userId }) {
    const [row] = await db
      .select({
        name: users.name,
        email: users.email,
        isVerified: users.isVerified,
        hasPassword: sql<boolean>`${users.passwordHash} is not null`,
        providerLinked: sql<boolean>`${users.googleSubject} is not null`,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new Error('exporting an account that does not exist');
    yield JSON.stringify({ ...row, createdAt: row.createdAt.toISOString() });
  },
  // Only the name comes back: the address, password and sign-in links are the new account's.
  async restore(tx, { userId }, profile) {
    await tx
      .update(users)
      .set({ name: profile.name, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return 0;
  },
};

/** Account settings kept on the server (dark mode lives in the browser). */
export const settingsSection: AccountSection<'settings'> = {
  key: 'settings',
  async *write(db, { userId }) {
    const [row] = await db
      .select({ hasCompletedOnboarding: users.hasCompletedOnboarding })
      .from(users)
      .where(eq(users.id, userId));
    yield JSON.stringify({ hasCompletedOnboarding: row?.hasCompletedOnboarding ?? false });
  },
  async restore(tx, { userId }, settings) {
    await tx
      .update(users)
      .set({ hasCompletedOnboarding: settings.hasCompletedOnboarding })
      .where(eq(users.id, userId));
    return 0;
  },
};
