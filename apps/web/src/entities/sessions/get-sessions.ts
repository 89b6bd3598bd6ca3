import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionsResponse, type AccountSession } from '@elevate/shared/schemas/account';
import { api } from '../../lib/api-client.ts';
import { sessionKeys } from './keys.ts';

/** GET /api/auth/sessions: the live sessions, newest sign-in first. */
async function fetchSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  const body = await api.get('/api/auth/sessions', { schema: sessionsResponse, signal });
  return body.sessions;
}

const sessionsQuery = () =>
  queryOptions({ queryKey: sessionKeys.list(), queryFn: ({ signal }) => fetchSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQuery());
}
