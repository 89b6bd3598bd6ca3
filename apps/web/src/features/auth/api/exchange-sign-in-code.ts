import { useMutation } from '@tanstack/react-query';
import type { ProviderCodeExchangeBody } from '@elevate/shared/schemas/auth';
import { api } from '../../../lib/api-client.ts';
import type { SignInResponse } from '@elevate/shared/schemas/two-factor';
import { authCallOptions, requireSignIn } from './auth-call.ts';

/**
 * POST /api/auth/google/exchange: the session token for the one-time code a provider
 * sign-in returns with, or with two-factor on a challenge. The server also checks that
 * this browser started the flow.
 */
export async function exchangeSignInCode(code: string): Promise<SignInResponse> {
  const body: ProviderCodeExchangeBody = { code };
  return requireSignIn(await api.post('/api/auth/google/exchange', body, authCallOptions));
}

export function useExchangeSignInCodeMutation() {
  return useMutation({ mutationFn: exchangeSignInCode });
}
