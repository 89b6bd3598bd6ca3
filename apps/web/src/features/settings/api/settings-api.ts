import { useMutation, useQuery } from '@tanstack/react-query';
import {
  changePasswordResponse,
  sendVerificationResponse,
  userResponse,
  type ChangePasswordBody,
} from '@elevate/shared/schemas/auth';
import { api } from '../../../lib/api-client.ts';

export function useCurrentUser() {
  return useQuery({
    queryKey: ['auth', 'user'],
    queryFn: () => api.get('/api/auth/user', { schema: userResponse }),
  });
}

export function useSendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post(
        '/api/auth/verification/send-verification',
        { email },
        { schema: sendVerificationResponse },
      ),
  });
}

// A wrong current password answers 401: it is the form's to show, not a reason to sign out.
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api.post('/api/auth/change-password', body, {
        schema: changePasswordResponse,
        ignore401: true,
      }),
  });
}
