import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyAssertion } from '@elevate/shared/schemas/two-factor';
import { unauthorized } from '../../../lib/errors.ts';
import { AUTH_MESSAGES } from '../messages.ts';
import { createSession } from '../session-store.ts';
import { findUserById } from '../users-store.ts';
import { peekChallenge } from '../two-factor/challenges.ts';
import type { TwoFactorDeps } from '../two-factor/deps.ts';
import { TWO_FACTOR_MESSAGES as MSG } from '../two-factor/messages.ts';
import { credentialDescriptors, findCredential, markUsed } from './passkey-store.ts';
import { userHandleOf } from './registration.ts';
import {
  storeCeremonyChallenge,
  takeCeremonyChallenge,
  type CeremonyPurpose,
} from './webauthn-challenges.ts';
import { webauthn } from './webauthn.ts';

const asJson = (response: PasskeyAssertion): AuthenticationResponseJSON => ({
  ...response,
  clientExtensionResults: response.clientExtensionResults ?? {},
});

/**
 * Verifies an assertion by a stored credential against a challenge of this purpose
 * (and user), then records the counter and the time of use. False for anything wrong.
 */
async function assertionIsValid(
  deps: TwoFactorDeps,
  response: PasskeyAssertion,
  purpose: CeremonyPurpose,
  userId: string | null,
  owner: string | undefined,
): Promise<string | null> {
  const stored = await findCredential(deps.db, response.id);
  if (!stored || (owner && stored.userId !== owner)) return null;
  const handle = response.response.userHandle;
  if (handle && !Buffer.from(handle, 'base64url').equals(userHandleOf(stored.userId))) return null;
  const { verifyAuthenticationResponse } = await webauthn();
  try {
    const result = await verifyAuthenticationResponse({
      response: asJson(response),
      expectedChallenge: (challenge) => takeCeremonyChallenge(deps.db, challenge, purpose, userId),
      expectedOrigin: deps.origin,
      expectedRPID: deps.rpId,
      credential: {
        id: stored.credentialId,
        publicKey: Buffer.from(stored.publicKey, 'base64url'),
        counter: stored.counter,
        transports: stored.transports,
      },
      // Password-less sign-in: the passkey is both factors, so the device must verify its user.
      requireUserVerification: purpose === 'sign-in',
    });
    if (!result.verified) return null;
    await markUsed(deps.db, stored.id, result.authenticationInfo.newCounter);
    return stored.userId;
  } catch {
    return null;
  }
}

/** Options for 'Sign in with a passkey': no account named, the browser offers its passkeys. */
export async function signInOptions(deps: TwoFactorDeps) {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: deps.rpId,
    userVerification: 'required',
  });
  await storeCeremonyChallenge(deps.db, options.challenge, 'sign-in', null);
  return options;
}

/** A session for a valid discoverable-passkey assertion; two-factor is satisfied by it. */
export async function signInWithPasskey(deps: TwoFactorDeps, response: PasskeyAssertion) {
  const userId = await assertionIsValid(deps, response, 'sign-in', null, undefined);
  if (!userId) throw unauthorized(MSG.passkeyFailed);
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthorized(MSG.passkeyFailed);
  if (!user.isVerified) throw unauthorized(AUTH_MESSAGES.unverified);
  return createSession(deps.db, userId);
}

/** Options for the second step: only this account's passkeys are allowed. */
export async function secondFactorOptions(deps: TwoFactorDeps, challenge: string) {
  const userId = await peekChallenge(deps.db, challenge);
  if (!userId) throw unauthorized(MSG.challengeExpired);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: deps.rpId,
    allowCredentials: await credentialDescriptors(deps.db, userId),
    userVerification: 'preferred',
  });
  await storeCeremonyChallenge(deps.db, options.challenge, 'second-factor', userId);
  return options;
}

export async function verifySecondFactorPasskey(
  deps: TwoFactorDeps,
  userId: string,
  response: PasskeyAssertion,
): Promise<boolean> {
  return (await assertionIsValid(deps, response, 'second-factor', userId, userId)) !== null;
}
