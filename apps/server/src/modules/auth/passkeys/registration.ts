import type { PasskeyRegistrationResponse } from '@elevate/shared/schemas/two-factor';
import { MAX_PASSKEYS } from '@elevate/shared/schemas/two-factor';
import { badRequest, conflict } from '../../../lib/errors.ts';
import { confirmIdentity } from '../../account/identity.ts';
import { requireVerified } from '../credential-state.ts';
import { notifyPasskeyAdded } from '../security-notices.ts';
import type { TwoFactorDeps } from '../two-factor/deps.ts';
import { TWO_FACTOR_MESSAGES as MSG } from '../two-factor/messages.ts';
import { countPasskeys, credentialDescriptors, insertPasskey } from './passkey-store.ts';
import { storeCeremonyChallenge, takeCeremonyChallenge } from './webauthn-challenges.ts';
import { webauthn } from './webauthn.ts';

/** ES256 and RS256: what every platform authenticator and security key offers. */
export const SUPPORTED_ALGORITHMS = [-7, -257];

/** The WebAuthn user handle: the account id's 16 bytes, nothing personal. */
export const userHandleOf = (userId: string) => Buffer.from(userId.replace(/-/g, ''), 'hex');

/**
 * Only for a proven address, and only with the password (or a fresh provider sign-in):
 * a stolen session must not mint itself a lasting way in (decision 0035).
 */
export async function registrationOptions(
  deps: TwoFactorDeps,
  user: { id: string; email: string; sessionId: string },
  password: string | undefined,
) {
  await requireVerified(deps.db, user.id);
  await confirmIdentity(deps.db, user, password);
  if ((await countPasskeys(deps.db, user.id)) >= MAX_PASSKEYS) throw conflict(MSG.tooManyPasskeys);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: 'Elevate',
    rpID: deps.rpId,
    userName: user.email,
    userID: userHandleOf(user.id),
    attestationType: 'none',
    excludeCredentials: await credentialDescriptors(deps.db, user.id),
    // Discoverable, so 'Sign in with a passkey' needs no e-mail first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
  await storeCeremonyChallenge(deps.db, options.challenge, 'register', user.id);
  return options;
}

/** Checks the attestation against a challenge issued to this user, stores the key and tells the owner. */
export async function registerPasskey(
  deps: TwoFactorDeps,
  userId: string,
  name: string,
  response: PasskeyRegistrationResponse,
) {
  const { verifyRegistrationResponse } = await webauthn();
  let result;
  try {
    result = await verifyRegistrationResponse({
      response: { ...response, clientExtensionResults: response.clientExtensionResults ?? {} },
      expectedChallenge: (challenge) =>
        takeCeremonyChallenge(deps.db, challenge, 'register', userId),
      expectedOrigin: deps.origin,
      expectedRPID: deps.rpId,
      requireUserVerification: false,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
  } catch {
    throw badRequest(MSG.passkeyRegistrationFailed);
  }
  if (!result.verified) throw badRequest(MSG.passkeyRegistrationFailed);
  if ((await countPasskeys(deps.db, userId)) >= MAX_PASSKEYS) throw conflict(MSG.tooManyPasskeys);
  const { credential } = result.registrationInfo;
  const row = await insertPasskey(deps.db, {
    userId,
    name,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: (credential.transports ?? []).slice(0, 10),
  });
  if (!row) throw conflict(MSG.passkeyDuplicate);
  notifyPasskeyAdded(deps.notices, userId, row.name);
  return { ...row, createdAt: row.createdAt.toISOString(), lastUsedAt: null };
}
