import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionApi } from '@elevate/shared/contract/auth';
import type { User } from '@elevate/shared/schemas/auth';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { userKeys } from './keys.ts';

/** GET /api/auth/user: email, isVerified, hasCompletedOnboarding. */
function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  return callEndpoint(sessionApi.user, { signal });
}

/** Also read by the session (app/query-persistence.ts): its id names the offline cache. */
export const currentUserQuery = () =>
  queryOptions({ queryKey: userKeys.current(), queryFn: ({ signal }) => fetchCurrentUser(signal) });

/** One cache for settings (verification), support (the contact e-mail) and the tour (onboarding). */
export function useCurrentUser() {
  return useQuery(currentUserQuery());
}
