import { recoveryCode as recoveryCodeSchema } from '@elevate/shared/schemas/two-factor';
import { locked } from '../../../lib/errors.ts';
import { guardedCheck } from '../lockout.ts';
import { AUTH_MESSAGES } from '../messages.ts';
import type { TwoFactorDeps } from './deps.ts';
import { useRecoveryCode } from './recovery-codes.ts';
import { matchingStep } from './totp.ts';
import { findTotp, takeTotpStep } from './totp-store.ts';

export type SecondFactor = { code: string } | { recoveryCode: string };

/** A right authenticator code of the active secret, each step at most once. */
async function totpCodeIsRight(deps: TwoFactorDeps, userId: string, code: string) {
  const row = await findTotp(deps.db, userId);
  if (!row?.enabledAt) return false;
  const secret = deps.box.open(row.secret, userId);
  const step = secret === null ? null : matchingStep(secret, code);
  return step !== null && takeTotpStep(deps.db, userId, step, 'active');
}

/**
 * Checks a code or a recovery code against the account's lockout count. Locked
 * answers 423 with the texts of docs/product/api-auth.md; a wrong answer returns false.
 */
export async function checkSecondFactor(
  deps: TwoFactorDeps,
  userId: string,
  factor: SecondFactor,
): Promise<boolean> {
  const result = await guardedCheck(deps.db, userId, () =>
    'code' in factor
      ? totpCodeIsRight(deps, userId, factor.code)
      : useRecoveryCode(deps.db, userId, factor.recoveryCode),
  );
  if (result === 'locked') throw locked(AUTH_MESSAGES.locked);
  return result === 'ok';
}

/** `code` of the disable form: six digits are an authenticator code, else a recovery code. */
export function parseEitherCode(code: string): SecondFactor | null {
  const digits = code.replace(/\s+/g, '');
  if (/^\d{6}$/.test(digits)) return { code: digits };
  const parsed = recoveryCodeSchema.safeParse(code);
  return parsed.success ? { recoveryCode: parsed.data } : null;
}
