import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionApi } from '@elevate/shared/contract/auth';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/** POST /api/auth/complete-onboarding. */
async function completeOnboarding(): Promise<void> {
  await callEndpoint(sessionApi.completeOnboarding, {});
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: () => invalidateAfter(queryClient, { kind: 'onboardingCompleted' }),
  });
}
