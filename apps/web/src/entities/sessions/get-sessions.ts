import { queryOptions, useQuery } from '@tanstack/react-query';
import { devicesApi } from '@elevate/shared/contract/auth';
import type { AccountSession } from '@elevate/shared/schemas/account';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { sessionKeys } from './keys.ts';

/** GET /api/auth/sessions: the live sessions, newest sign-in first. */
async function fetchSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  const body = await callEndpoint(devicesApi.list, { signal });
  return body.sessions;
}

const sessionsQuery = () =>
  queryOptions({ queryKey: sessionKeys.list(), queryFn: ({ signal }) => fetchSessions(signal) });

/**
 * Fetched again each time the list is shown, however fresh the cache: the caller's own
 * 'Last active' is stored as now when the list is asked for (server device-sessions.ts).
 */
export function useSessions() {
  return useQuery({ ...sessionsQuery(), refetchOnMount: 'always' });
}
