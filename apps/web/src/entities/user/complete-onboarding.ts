import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeOnboardingResponse } from '@elevate/shared/schemas/auth';
import { api } from '../../lib/api-client.ts';
import { invalidateAfter } from '../invalidation.ts';

/** POST /api/auth/complete-onboarding. */
async function completeOnboarding(): Promise<void> {
  await api.post('/api/auth/complete-onboarding', undefined, {
    schema: completeOnboardingResponse,
  });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: () => invalidateAfter(queryClient, { kind: 'onboardingCompleted' }),
  });
}
