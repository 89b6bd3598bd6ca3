import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { locked, unauthorized } from '../../lib/errors.ts';
import { checkPasswordGuarded } from './lockout.ts';
import { AUTH_MESSAGES as MSG } from './messages.ts';
import { burnPasswordCheck } from './passwords.ts';
import { createSession } from './session-store.ts';
import { byEmail } from './users-store.ts';

/**
 * Unknown e-mail and wrong password answer alike, after the same hashing work.
 * A locked account answers 423 whatever the password until the lock runs out;
 * the attempt is reserved before the check, so parallel guesses cannot outrun it.
 */
export async function login(db: Db, email: string, password: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isVerified: users.isVerified })
    .from(users)
    .where(byEmail(email))
    .limit(1);
  if (!user?.passwordHash) {
    await burnPasswordCheck(password);
    throw unauthorized(MSG.invalidCredentials);
  }
  const check = await checkPasswordGuarded(
    db,
    { id: user.id, passwordHash: user.passwordHash },
    password,
  );
  if (check === 'locked') throw locked(MSG.locked);
  if (check === 'wrong') throw unauthorized(MSG.invalidCredentials);
  if (!user.isVerified) throw unauthorized(MSG.unverified);
  return createSession(db, user.id);
}
