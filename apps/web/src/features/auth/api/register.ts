import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@elevate/shared/schemas/auth';
import { api } from '../../../lib/api-client.ts';
import { authCallOptions, requireToken } from './auth-call.ts';

/** POST /api/auth/register: 201 with the new session token; the mail goes out server-side. */
export async function register(body: RegisterBody): Promise<string> {
  return requireToken(await api.post('/api/auth/register', body, authCallOptions));
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
