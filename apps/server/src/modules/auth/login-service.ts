import type { SignInResponse } from '@elevate/shared/schemas/two-factor';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { locked, unauthorized } from '../../lib/errors.ts';
import { checkPasswordGuarded } from './lockout.ts';
import { AUTH_MESSAGES as MSG } from './messages.ts';
import { burnPasswordCheck } from './passwords.ts';
import { afterFirstStep } from './two-factor/first-step.ts';
import { totpEnabled } from './two-factor/totp-store.ts';
import { byEmail } from './users-store.ts';

/**
 * Unknown e-mail and wrong password answer alike, after the same hashing work.
 * A locked account answers 423 whatever the password until the lock runs out;
 * the attempt is reserved before the check, so parallel guesses cannot outrun it.
 * With two-factor on, a right password answers a challenge instead of a session and
 * hands back only its own attempt, keeping the wrong codes counted (decision 0028).
 */
export async function login(db: Db, email: string, password: string): Promise<SignInResponse> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isVerified: users.isVerified })
    .from(users)
    .where(byEmail(email))
    .limit(1);
  if (!user?.passwordHash) {
    await burnPasswordCheck(password);
    throw unauthorized(MSG.invalidCredentials);
  }
  const twoFactor = await totpEnabled(db, user.id);
  const check = await checkPasswordGuarded(
    db,
    { id: user.id, passwordHash: user.passwordHash },
    password,
    twoFactor ? 'release' : 'clear',
  );
  if (check === 'locked') throw locked(MSG.locked);
  if (check === 'wrong') throw unauthorized(MSG.invalidCredentials);
  if (!user.isVerified) throw unauthorized(MSG.unverified);
  return afterFirstStep(db, user.id);
}
