import { useMutation } from '@tanstack/react-query';
import type { PasskeyAssertion, TwoFactorVerifyBody } from '@elevate/shared/schemas/two-factor';
import { api } from '../../../lib/api-client.ts';
import { authCallOptions, requireToken } from './auth-call.ts';

type Answer = { code: string } | { recoveryCode: string } | { passkey: true };

/**
 * The browser's passkey prompt for options the server issued; cancelling rejects. The
 * WebAuthn helper and the shared schemas (with zod) load on first use: 'Sign in with a
 * passkey' sits on /login, whose 200 KB JS budget has no room for them.
 */
export async function askPasskey(url: string, body: object) {
  const { optionsResponse } = await import('@elevate/shared/schemas/two-factor');
  const { options } = optionsResponse.parse(await api.post(url, body, authCallOptions));
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({
    optionsJSON: options,
  });
  // The browser's JSON, checked field by field by the server's schema.
  return response as unknown as PasskeyAssertion;
}

/**
 * POST /api/auth/2fa/verify with a code, a recovery code, or an assertion by one of the
 * account's passkeys (options for it first): the session token.
 */
async function verifySecondStep({ challenge, answer }: { challenge: string; answer: Answer }) {
  const body: TwoFactorVerifyBody =
    'passkey' in answer
      ? { challenge, passkey: await askPasskey('/api/auth/2fa/passkey-options', { challenge }) }
      : { challenge, ...answer };
  const { tokenResponse } = await import('@elevate/shared/schemas/auth');
  const data = await api.post('/api/auth/2fa/verify', body, {
    ...authCallOptions,
    schema: tokenResponse,
  });
  return requireToken(data);
}

export function useSecondStepMutation() {
  return useMutation({ mutationFn: verifySecondStep });
}

/** 'Sign in with a passkey': the browser offers the passkeys it holds for this site. */
async function passkeySignIn() {
  const response = await askPasskey('/api/auth/passkeys/sign-in-options', {});
  const data = await api.post('/api/auth/passkeys/sign-in', { response }, authCallOptions);
  return requireToken(data);
}

export function usePasskeySignInMutation() {
  return useMutation({ mutationFn: passkeySignIn });
}
