import { useQuery } from '@tanstack/react-query';
import { userResponse } from '@elevate/shared/schemas/auth';
import { api } from '../../../lib/api-client.ts';

/** The signed-in user, to pre-fill the contact form's email. */
export function useCurrentUser() {
  return useQuery({
    queryKey: ['auth', 'user'],
    queryFn: () => api.get('/api/auth/user', { schema: userResponse }),
  });
}
