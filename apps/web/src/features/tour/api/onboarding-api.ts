import { completeOnboardingResponse, userResponse } from '@elevate/shared/schemas/auth';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/auth/user → hasCompletedOnboarding. Spec section 4 'Onboarding': on any error
 * the user counts as having completed it, so a failed check never opens the tour.
 */
export async function fetchOnboardingCompleted(signal?: AbortSignal): Promise<boolean> {
  try {
    const user = await api.get('/api/auth/user', { schema: userResponse, signal });
    return user.hasCompletedOnboarding;
  } catch (error) {
    if (!signal?.aborted) console.warn('Failed to check onboarding status.', error);
    return true;
  }
}

/** POST /api/auth/complete-onboarding; section 8: a failure is only logged. */
export async function completeOnboarding(): Promise<void> {
  try {
    await api.post('/api/auth/complete-onboarding', undefined, {
      schema: completeOnboardingResponse,
    });
  } catch (error) {
    console.warn('Failed to complete onboarding.', error);
  }
}
