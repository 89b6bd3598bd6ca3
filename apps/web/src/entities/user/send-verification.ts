import { useMutation } from '@tanstack/react-query';
import { sendVerificationResponse } from '@elevate/shared/schemas/auth';
import { api } from '../../lib/api-client.ts';

/** POST /api/auth/verification/send-verification. */
function sendVerification(email: string) {
  return api.post(
    '/api/auth/verification/send-verification',
    { email },
    { schema: sendVerificationResponse },
  );
}

/** Touches no cached data: the address stays unverified until the link is followed. */
export function useSendVerification() {
  return useMutation({ mutationFn: sendVerification });
}
