import type { Webhook, WebhookDelivery } from '@elevate/shared/schemas/webhooks';
import type { FakeCall } from '../../../test/fake-fetch.ts';
import { family, personal } from './fake-access-tokens-api.ts';

type Reply = { status: number; body?: unknown };

export const webhookSecret = 'whsec_Zm9yIHRlc3RzIG9ubHksIG5ldmVyIGEgcmVhbCBzZWNyZXQ';

export const sampleWebhook = (overrides: Partial<Webhook> = {}): Webhook => ({
  _id: '7d9f0c1e-0000-4000-8000-0000000000c1',
  url: 'https://hooks.example.com/elevate',
  events: ['transaction.created', 'budget.exceeded'],
  ledgerId: personal._id,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const sampleDelivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  _id: '7d9f0c1e-0000-4000-8000-0000000000d1',
  event: 'transaction.created',
  status: 'delivered',
  attempts: 1,
  createdAt: '2026-03-02T10:00:00.000Z',
  lastAttemptAt: '2026-03-02T10:00:01.000Z',
  nextAttemptAt: null,
  responseStatus: 200,
  error: null,
  ...overrides,
});

type Options = {
  /** An answer to POST /api/webhooks instead of adding it. */
  refuseCreate?: Reply;
  deliveries?: WebhookDelivery[];
};

/** The webhook endpoints as the server answers them; an add, test or delete changes the lists. */
export function webhooksApi(hooks: Webhook[], options: Options = {}) {
  const deliveries = options.deliveries ?? [];
  return (call: FakeCall): Reply | undefined => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    if (path === '/api/auth/2fa') {
      return { status: 200, body: { totpEnabled: false, recoveryCodesLeft: 0, hasPassword: true } };
    }
    if (path === '/api/ledgers') return { status: 200, body: { ledgers: [personal, family] } };
    if (path === '/api/webhooks' && call.method === 'GET') {
      return { status: 200, body: { webhooks: hooks } };
    }
    if (path === '/api/webhooks' && call.method === 'POST') {
      if (options.refuseCreate) return options.refuseCreate;
      const body = call.body as { url: string; events: Webhook['events']; ledgerId: string };
      const hook = sampleWebhook({
        _id: `7d9f0c1e-0000-4000-8000-00000000${String(hooks.length).padStart(4, '0')}`,
        url: body.url,
        events: body.events,
        ledgerId: body.ledgerId,
      });
      hooks.unshift(hook);
      return { status: 201, body: { ...hook, secret: webhookSecret } };
    }
    const match = /^\/api\/webhooks\/([^/]+)(\/deliveries|\/test)?$/.exec(path);
    if (!match) return undefined;
    const index = hooks.findIndex((hook) => hook._id === match[1]);
    if (index < 0) return { status: 404, body: { msg: 'Webhook not found' } };
    if (match[2] === '/deliveries') return { status: 200, body: { deliveries } };
    if (match[2] === '/test') {
      const queued = sampleDelivery({
        _id: '7d9f0c1e-0000-4000-8000-0000000000d9',
        event: 'webhook.test',
        status: 'pending',
        attempts: 0,
        responseStatus: null,
        lastAttemptAt: null,
      });
      deliveries.unshift(queued);
      return { status: 202, body: { _id: queued._id, message: 'Test event queued' } };
    }
    if (call.method === 'DELETE') {
      hooks.splice(index, 1);
      return { status: 200, body: { success: true } };
    }
    return undefined;
  };
}
