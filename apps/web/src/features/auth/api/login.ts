import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@elevate/shared/schemas/auth';
import type { SignInResponse } from '@elevate/shared/schemas/two-factor';
import { api } from '../../../lib/api-client.ts';
import { authCallOptions, requireSignIn } from './auth-call.ts';

/** POST /api/auth/login: the new session token, or with two-factor on a challenge. */
export async function login(body: LoginBody): Promise<SignInResponse> {
  return requireSignIn(await api.post('/api/auth/login', body, authCallOptions));
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
