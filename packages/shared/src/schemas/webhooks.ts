import { z } from 'zod';
import { confirmingPassword } from './account.ts';
import { objectId, requiredString } from './common.ts';

/**
 * Webhooks (decision 0060): a user's URL that hears a ledger's events as signed JSON
 * POSTs, in order, at least once, retried for a day.
 */
export const WEBHOOK_EVENTS = [
  'transaction.created',
  'transaction.updated',
  'transaction.deleted',
  'import.confirmed',
  'budget.exceeded',
  'recurring.due',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event 'Send test event' delivers; nobody subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookEventType = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const MAX_WEBHOOKS = 10;
export const MAX_WEBHOOK_URL_LENGTH = 2048;
/** Deliveries shown in a webhook's log, newest first. */
export const WEBHOOK_LOG_LENGTH = 50;
/** How long a failing delivery is retried before it is given up. */
export const WEBHOOK_RETRY_HOURS = 24;

export const WEBHOOK_MESSAGES = {
  url: 'URL must be a valid https:// address',
  urlPrivate: 'URL must point to a public address',
  urlCredentials: 'URL must not contain a user name or password',
  events: 'Choose at least one event',
  event: 'Unknown event',
  tooMany: `You can keep at most ${MAX_WEBHOOKS} webhooks: delete one first`,
  ledgerNotFound: 'Ledger not found',
  notFound: 'Webhook not found',
  testQueued: 'Test event queued',
} as const;

export const webhookUrl = requiredString('URL')
  .trim()
  .min(1, 'URL is required')
  .max(MAX_WEBHOOK_URL_LENGTH, `URL must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`);

/** POST /api/webhooks; without `ledgerId` the user's own ledger's events. */
export const createWebhookBody = z.strictObject({
  url: webhookUrl,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.event }))
    .min(1, WEBHOOK_MESSAGES.events)
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
  ledgerId: objectId.nullish(),
  password: confirmingPassword,
});
export type CreateWebhookBody = z.input<typeof createWebhookBody>;

export const webhookSchema = z.object({
  _id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  ledgerId: z.string(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListResponse = z.object({ webhooks: z.array(webhookSchema) });
export type WebhookList = z.infer<typeof webhookListResponse>;

/** The signing secret is in this answer only. */
export const createdWebhookResponse = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookResponse>;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  /** The event's id: the same on every attempt (X-Elevate-Delivery). */
  _id: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** The receiver's HTTP status of the last attempt; null when none answered. */
  responseStatus: z.number().int().nullable(),
  /** Why the last attempt failed, in words; null after a success. */
  error: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListResponse = z.object({
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListResponse>;

export const webhookTestResponse = z.object({ _id: z.string(), message: z.string() });
