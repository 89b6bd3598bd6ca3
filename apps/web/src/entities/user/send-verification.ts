import { useMutation } from '@tanstack/react-query';
import { verificationApi } from '@elevate/shared/contract/auth';
import { callEndpoint } from '../../lib/call-endpoint.ts';

/** POST /api/auth/verification/send-verification. */
function sendVerification(email: string) {
  return callEndpoint(verificationApi.sendVerification, { body: { email } });
}

/** Touches no cached data: the address stays unverified until the link is followed. */
export function useSendVerification() {
  return useMutation({ mutationFn: sendVerification });
}
