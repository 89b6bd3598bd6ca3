import { useMutation } from '@tanstack/react-query';
import type { ProviderCodeExchangeBody } from '@elevate/shared/schemas/auth';
import { api } from '../../../lib/api-client.ts';
import { authCallOptions, requireToken } from './auth-call.ts';

/**
 * POST /api/auth/google/exchange: the session token for the one-time code a provider
 * sign-in returns with. The server also checks that this browser started the flow.
 */
export async function exchangeSignInCode(code: string): Promise<string> {
  const body: ProviderCodeExchangeBody = { code };
  return requireToken(await api.post('/api/auth/google/exchange', body, authCallOptions));
}

export function useExchangeSignInCodeMutation() {
  return useMutation({ mutationFn: exchangeSignInCode });
}
