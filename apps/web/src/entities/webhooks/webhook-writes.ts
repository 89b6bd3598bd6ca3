import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhooksApi } from '@elevate/shared/contract/webhooks';
import type { CreateWebhookBody } from '@elevate/shared/schemas/webhooks';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/**
 * POST /api/webhooks (given the password, or a fresh provider sign-in). The answer holds
 * the signing secret, the only time it is sent. A wrong password answers 401 and a lock
 * 423: the form's to show, not a reason to end the session.
 */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) =>
      callEndpoint(webhooksApi.create, { body, ignore401: true, ignore423: true }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'webhooksChanged' }),
  });
}

/** DELETE /api/webhooks/:id: its waiting deliveries go with it. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(webhooksApi.remove, { params: { id } }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'webhooksChanged' }),
  });
}

/** POST /api/webhooks/:id/test: a webhook.test event joins the webhook's queue. */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(webhooksApi.test, { params: { id } }),
    onSuccess: () => invalidateAfter(queryClient, { kind: 'webhooksChanged' }),
  });
}
