import type { AccountLocale } from '@elevate/shared/schemas/locale';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { conflict, unauthorized } from '../../lib/errors.ts';
import type { AuthDeps } from './deps.ts';
import { AUTH_MESSAGES as MSG } from './messages.ts';
import { hashPassword } from './passwords.ts';
import { createSession } from './session-store.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { findUserByEmail, findUserById } from './users-store.ts';
import { sendVerificationMail } from './verification-service.ts';
import { shortReads } from '../../db/short-reads.ts';

interface Registration {
  name: string;
  email: string;
  password: string;
  /** The browser's language: kept as the account's, so the first mail speaks it. */
  locale?: AccountLocale | undefined;
}

/** Creates an unverified account with a session and mails the verification link. */
export async function register(deps: AuthDeps, input: Registration): Promise<string> {
  if (await findUserByEmail(deps.db, input.email)) throw conflict(MSG.emailTaken);
  const passwordHash = await hashPassword(input.password);
  let user: { id: string; name: string; email: string; locale: string | null } | undefined;
  try {
    [user] = await deps.db
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, locale: input.locale ?? null })
      .returning({ id: users.id, name: users.name, email: users.email, locale: users.locale });
  } catch (err) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(MSG.emailTaken);
    throw err;
  }
  if (!user) throw new Error('user insert returned nothing');
  const created = user;
  const token = await createSession(deps.db, created.id);
  deps.background.run('verification-mail', () => sendVerificationMail(deps, created));
  return token;
}

export async function getUser(deps: AuthDeps, userId: string) {
  const user = await findUserById(shortReads(deps), userId);
  if (!user) throw unauthorized();
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    isVerified: user.isVerified,
    hasCompletedOnboarding: user.hasCompletedOnboarding,
    locale: user.locale,
  };
}

export async function completeOnboarding(deps: AuthDeps, userId: string): Promise<void> {
  await deps.db
    .update(users)
    .set({ hasCompletedOnboarding: true, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
