import type { WebhookEvent } from '@elevate/shared/schemas/webhooks';

export const webhookMessages = {
  intro:
    'Tell another app when something happens in a ledger: Elevate posts each event as JSON, ' +
    'signed with a secret of its own, to your https:// address, and tries again for a day ' +
    'if it does not answer.',
  loading: 'Loading your webhooks',
  loadFailed: 'Failed to load your webhooks.',
  none: 'No webhooks yet.',
  createFailed: 'Failed to add the webhook',
  deleteFailed: 'Failed to delete the webhook',
  testFailed: 'Failed to send a test event',
  testSent: 'Test event queued: its delivery shows below.',
  deleteQuestion: (url: string) =>
    `Delete the webhook to ${url}? Events waiting for it are dropped.`,
  copyNow:
    'Copy the signing secret now: Elevate cannot show it again. Your receiver checks each ' +
    'request with it: X-Elevate-Signature is sha256= and the HMAC-SHA256 of ' +
    'X-Elevate-Timestamp, a dot and the body.',
  copied: 'The secret is on your clipboard.',
  copyFailed: 'Could not copy: select the secret and copy it yourself.',
  deliveriesLoading: 'Loading deliveries',
  deliveriesFailed: 'Failed to load the deliveries.',
  noDeliveries: 'Nothing delivered yet.',
} as const;

export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'transaction.created': 'Transaction added',
  'transaction.updated': 'Transaction changed',
  'transaction.deleted': 'Transaction deleted',
  'import.confirmed': 'Import confirmed',
  'budget.exceeded': 'Category over budget',
  'recurring.due': 'Recurring transaction due',
};

export const DELIVERY_STATUS_LABELS = {
  pending: 'Waiting',
  delivered: 'Delivered',
  failed: 'Given up',
} as const;
