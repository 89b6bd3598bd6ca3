import type { z } from 'zod';
import type { twoFactorVerifyBody } from '@elevate/shared/schemas/two-factor';
import { unauthorized } from '../../../lib/errors.ts';
import { clearFailures } from '../lockout.ts';
import { verifySecondFactorPasskey } from '../passkeys/authentication.ts';
import { createSession } from '../session-store.ts';
import { consumeChallenge, peekChallenge } from './challenges.ts';
import { checkSecondFactor } from './code-check.ts';
import type { TwoFactorDeps } from './deps.ts';
import { TWO_FACTOR_MESSAGES as MSG } from './messages.ts';

type VerifyBody = z.output<typeof twoFactorVerifyBody>;

async function factorIsRight(deps: TwoFactorDeps, userId: string, body: VerifyBody) {
  if (body.passkey) return verifySecondFactorPasskey(deps, userId, body.passkey);
  const factor = body.code ? { code: body.code } : { recoveryCode: body.recoveryCode ?? '' };
  return checkSecondFactor(deps, userId, factor);
}

/**
 * The second step: a right code, recovery code or passkey for a live challenge gives
 * the session. A wrong one leaves the challenge for another try (the lockout bounds
 * them); the right one uses it up, so it signs in once.
 */
export async function verifySecondStep(deps: TwoFactorDeps, body: VerifyBody): Promise<string> {
  const userId = await peekChallenge(deps.db, body.challenge);
  if (!userId) throw unauthorized(MSG.challengeExpired);
  if (!(await factorIsRight(deps, userId, body))) {
    if (body.passkey) throw unauthorized(MSG.passkeyFailed);
    throw unauthorized(body.code ? MSG.invalidCode : MSG.invalidRecoveryCode);
  }
  const used = await consumeChallenge(deps.db, body.challenge);
  if (!used) throw unauthorized(MSG.challengeExpired);
  if (body.passkey) await clearFailures(deps.db, userId);
  return createSession(deps.db, userId, used);
}
