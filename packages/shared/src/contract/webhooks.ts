import { idParams, successResponse } from '../schemas/common.ts';
import {
  createdWebhookResponse,
  createWebhookBody,
  webhookDeliveryListResponse,
  webhookListResponse,
  webhookTestResponse,
} from '../schemas/webhooks.ts';
import { AUTH_ERRORS, AUTH_ERRORS_WITH_404 } from './auth.ts';
import { area } from './endpoint.ts';

const webhooks = area('webhooks', AUTH_ERRORS);

/**
 * Webhooks (decision 0060). Only a signed-in session manages them: a webhook sends a
 * ledger's data to an address outside, so adding one is confirmed like a credential.
 */
export const webhooksApi = {
  list: webhooks.get('/api/webhooks', {
    summary: "The user's webhooks, newest first (never their secrets)",
    responses: { 200: webhookListResponse },
  }),
  create: webhooks.post('/api/webhooks', {
    summary:
      'Add a webhook for a ledger the user is a member of; needs the password or a fresh provider sign-in, and mails a notice. The signing secret is answered once.',
    body: createWebhookBody,
    responses: { 201: createdWebhookResponse },
  }),
  remove: webhooks.delete('/api/webhooks/:id', {
    summary: "Delete a webhook and its pending deliveries (another user's id answers 404)",
    params: idParams,
    responses: { 200: successResponse },
    errors: AUTH_ERRORS_WITH_404,
  }),
  deliveries: webhooks.get('/api/webhooks/:id/deliveries', {
    summary: "A webhook's latest deliveries, newest first: status, attempts, the receiver's answer",
    params: idParams,
    responses: { 200: webhookDeliveryListResponse },
    errors: AUTH_ERRORS_WITH_404,
  }),
  test: webhooks.post('/api/webhooks/:id/test', {
    summary: "Queue a 'webhook.test' event to the webhook, delivered like any other",
    params: idParams,
    responses: { 202: webhookTestResponse },
    errors: AUTH_ERRORS_WITH_404,
  }),
};
