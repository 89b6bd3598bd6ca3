import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@elevate/shared/schemas/auth';
import { api } from '../../../lib/api-client.ts';
import { authCallOptions, requireToken } from './auth-call.ts';

/** POST /api/auth/login: the new session token. */
export async function login(body: LoginBody): Promise<string> {
  return requireToken(await api.post('/api/auth/login', body, authCallOptions));
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
