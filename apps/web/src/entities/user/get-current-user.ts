import { queryOptions, useQuery } from '@tanstack/react-query';
import { userResponse, type User } from '@elevate/shared/schemas/auth';
import { api } from '../../lib/api-client.ts';
import { userKeys } from './keys.ts';

/** GET /api/auth/user: email, isVerified, hasCompletedOnboarding. */
function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  return api.get('/api/auth/user', { schema: userResponse, signal });
}

const currentUserQuery = () =>
  queryOptions({ queryKey: userKeys.current(), queryFn: ({ signal }) => fetchCurrentUser(signal) });

/** One cache for settings (verification), support (the contact e-mail) and the tour (onboarding). */
export function useCurrentUser() {
  return useQuery(currentUserQuery());
}
