import { queryOptions, useQuery } from '@tanstack/react-query';
import { webhooksApi } from '@elevate/shared/contract/webhooks';
import type { Webhook, WebhookDelivery } from '@elevate/shared/schemas/webhooks';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { webhookKeys } from './keys.ts';

/** GET /api/webhooks: newest first, never their secrets. */
async function fetchWebhooks(signal?: AbortSignal): Promise<Webhook[]> {
  return (await callEndpoint(webhooksApi.list, { signal })).webhooks;
}

async function fetchDeliveries(id: string, signal?: AbortSignal): Promise<WebhookDelivery[]> {
  return (await callEndpoint(webhooksApi.deliveries, { params: { id }, signal })).deliveries;
}

const webhooksQuery = () =>
  queryOptions({ queryKey: webhookKeys.list(), queryFn: ({ signal }) => fetchWebhooks(signal) });

export function useWebhooks() {
  return useQuery(webhooksQuery());
}

/**
 * A webhook's delivery log, while it is open. It asks again every few seconds while a
 * delivery waits, so a test event or a retry shows its outcome without a reload.
 */
export function useWebhookDeliveries(id: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) => fetchDeliveries(id, signal),
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === 'pending') ? 3_000 : false,
  });
}
