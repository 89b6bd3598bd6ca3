import type { TotpDisableBody } from '@elevate/shared/schemas/two-factor';
import { badRequest, conflict, locked, unauthorized } from '../../../lib/errors.ts';
import { checkPasswordGuarded } from '../lockout.ts';
import { AUTH_MESSAGES } from '../messages.ts';
import { findUserById } from '../users-store.ts';
import { confirmIdentity } from '../../account/identity.ts';
import { credentialsChanged, requireVerified } from '../credential-state.ts';
import { checkSecondFactor, parseEitherCode } from './code-check.ts';
import {
  notifyRecoveryCodesReplaced,
  notifyTwoFactorOff,
  notifyTwoFactorOn,
} from '../security-notices.ts';
import type { TwoFactorDeps } from './deps.ts';
import { TWO_FACTOR_MESSAGES as MSG } from './messages.ts';
import { deleteRecoveryCodes, recoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes.ts';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp.ts';
import {
  deleteTotp,
  findTotp,
  savePendingSecret,
  takeTotpStep,
  totpEnabled,
} from './totp-store.ts';
import { guardedCheck } from '../lockout.ts';

interface Account {
  id: string;
  email: string;
  sessionId: string;
}

/**
 * A new pending secret, shown this once; a set-up started earlier is replaced. Only
 * for a proven address and with the password (or a fresh provider sign-in): a stolen
 * session must not put its own authenticator between the owner and the account.
 */
export async function setupTotp(deps: TwoFactorDeps, user: Account, password?: string) {
  await requireVerified(deps.db, user.id);
  if (await totpEnabled(deps.db, user.id)) throw conflict(MSG.alreadyOn);
  await confirmIdentity(deps.db, user, password);
  const secret = newTotpSecret();
  if (!(await savePendingSecret(deps.db, user.id, deps.box.seal(secret, user.id)))) {
    throw conflict(MSG.alreadyOn);
  }
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

/** The first right code turns the pending secret on and issues the recovery codes. */
export async function enableTotp(deps: TwoFactorDeps, userId: string, code: string) {
  const row = await findTotp(deps.db, userId);
  if (row?.enabledAt) throw conflict(MSG.alreadyOn);
  const secret = row ? deps.box.open(row.secret, userId) : null;
  if (!secret) throw conflict(MSG.notSetUp);
  const result = await guardedCheck(deps.db, userId, async () => {
    const step = matchingStep(secret, code);
    return step !== null && takeTotpStep(deps.db, userId, step, 'enable');
  });
  if (result === 'locked') throw locked(AUTH_MESSAGES.locked);
  if (result === 'wrong') throw badRequest(MSG.invalidCode);
  const recoveryCodes = await replaceRecoveryCodes(deps.db, userId);
  await credentialsChanged(deps.db, userId);
  notifyTwoFactorOn(deps.notices, userId);
  return { recoveryCodes };
}

/**
 * Needs the password (an account without one, signed in through a provider, only the
 * code) and a code or a recovery code; both count toward the lockout.
 */
export async function disableTotp(deps: TwoFactorDeps, userId: string, body: TotpDisableBody) {
  if (!(await totpEnabled(deps.db, userId))) throw conflict(MSG.notOn);
  const user = await findUserById(deps.db, userId);
  if (user?.passwordHash) {
    if (!body.password) {
      throw badRequest(MSG.passwordRequired, [{ param: 'password', msg: MSG.passwordRequired }]);
    }
    const hash = { id: userId, passwordHash: user.passwordHash };
    // 'release': a right password must not wipe the wrong codes counted before it.
    const check = await checkPasswordGuarded(deps.db, hash, body.password, 'release');
    if (check === 'locked') throw locked(AUTH_MESSAGES.locked);
    if (check === 'wrong') throw unauthorized(MSG.wrongPassword);
  }
  const factor = parseEitherCode(body.code);
  if (!factor || !(await checkSecondFactor(deps, userId, factor))) {
    throw badRequest(MSG.invalidCode);
  }
  await deps.db.transaction(async (tx) => {
    await deleteRecoveryCodes(tx, userId);
    await deleteTotp(tx, userId);
    await credentialsChanged(tx, userId);
  });
  notifyTwoFactorOff(deps.notices, userId);
}

/** Ten new codes for a right authenticator code; every earlier one stops working. */
export async function regenerateRecoveryCodes(deps: TwoFactorDeps, userId: string, code: string) {
  if (!(await totpEnabled(deps.db, userId))) throw conflict(MSG.notOn);
  if (!(await checkSecondFactor(deps, userId, { code }))) throw badRequest(MSG.invalidCode);
  const recoveryCodes = await replaceRecoveryCodes(deps.db, userId);
  await credentialsChanged(deps.db, userId);
  notifyRecoveryCodesReplaced(deps.notices, userId);
  return { recoveryCodes };
}

export async function twoFactorStatus(deps: TwoFactorDeps, userId: string) {
  const [row, left, user] = await Promise.all([
    findTotp(deps.db, userId),
    recoveryCodesLeft(deps.db, userId),
    findUserById(deps.db, userId),
  ]);
  return {
    totpEnabled: Boolean(row?.enabledAt),
    recoveryCodesLeft: row?.enabledAt ? left : 0,
    hasPassword: Boolean(user?.passwordHash),
  };
}
