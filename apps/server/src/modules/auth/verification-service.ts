import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { verificationEmail } from '../../mail/templates.ts';
import { consumeAuthToken, replaceAuthToken } from './auth-tokens.ts';
import type { AuthDeps } from './deps.ts';
import { mayMail } from './mail-cap.ts';
import { AUTH_MESSAGES as MSG } from './messages.ts';
import { findUserByEmail } from './users-store.ts';

/**
 * Issues a 24-hour token, voiding the older ones, and mails
 * `${APP_URL}/verify-email?token=…`, within the recipient cap.
 */
export async function sendVerificationMail(
  deps: AuthDeps,
  user: { id: string; name: string; email: string; locale: string | null },
): Promise<void> {
  if (!(await mayMail(deps, user, 'verification'))) return;
  const token = await replaceAuthToken(deps.db, user.id, 'verify');
  const link = `${deps.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    ...verificationEmail({ name: user.name, link, locale: user.locale }),
  });
}

export async function verifyEmail(deps: AuthDeps, token: string): Promise<string> {
  const userId = await consumeAuthToken(deps.db, token, 'verify');
  if (!userId) throw badRequest(MSG.invalidVerificationToken);
  await deps.db
    .update(users)
    .set({ isVerified: true, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return MSG.emailVerified;
}

/** Same answer whether or not the address has an unverified account; the work happens after it. */
export function resendVerification(deps: AuthDeps, email: string): string {
  deps.background.run('send-verification', async () => {
    const user = await findUserByEmail(deps.db, email);
    if (user && !user.isVerified) await sendVerificationMail(deps, user);
  });
  return MSG.verificationSent;
}
