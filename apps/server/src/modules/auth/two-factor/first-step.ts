import type { SignInResponse } from '@elevate/shared/schemas/two-factor';
import type { Db } from '../../../db/database.ts';
import { createSession } from '../session-store.ts';
import { countPasskeys } from '../passkeys/passkey-store.ts';
import { issueChallenge } from './challenges.ts';
import { totpEnabled } from './totp-store.ts';

/**
 * After a right password or a provider sign-in: a session, or, with two-factor on,
 * only a short-lived challenge for the second step (decision 0028).
 */
export async function afterFirstStep(
  db: Db,
  userId: string,
  how: { viaProvider?: boolean } = {},
): Promise<SignInResponse> {
  if (!(await totpEnabled(db, userId))) return { token: await createSession(db, userId, how) };
  return {
    twoFactorRequired: true,
    challenge: await issueChallenge(db, userId, how.viaProvider ?? false),
    passkey: (await countPasskeys(db, userId)) > 0,
  };
}
