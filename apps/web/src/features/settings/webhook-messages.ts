import type { WebhookDelivery, WebhookEvent } from '@elevate/shared/schemas/webhooks';
import { translate } from '../../lib/i18n/use-t.ts';
import { lazyMessages } from './lazy-messages.ts';

export const webhookMessages = Object.assign(
  lazyMessages({
    intro: 'settings.webhooks.intro',
    loading: 'settings.webhooks.loading',
    loadFailed: 'settings.webhooks.loadFailed',
    none: 'settings.webhooks.none',
    createFailed: 'settings.webhooks.createFailed',
    deleteFailed: 'settings.webhooks.deleteFailed',
    testFailed: 'settings.webhooks.testFailed',
    testSent: 'settings.webhooks.testSent',
    copyNow: 'settings.webhooks.copyNow',
    copied: 'settings.webhooks.copied',
    copyFailed: 'settings.webhooks.copyFailed',
    deliveriesLoading: 'settings.webhooks.deliveriesLoading',
    deliveriesFailed: 'settings.webhooks.deliveriesFailed',
    noDeliveries: 'settings.webhooks.noDeliveries',
  }),
  {
    deleteQuestion: (url: string) => translate('settings.webhooks.deleteQuestion', { url }),
  },
);

export const EVENT_LABELS: Record<WebhookEvent, string> = lazyMessages({
  'transaction.created': 'settings.webhooks.eventTransactionCreated',
  'transaction.updated': 'settings.webhooks.eventTransactionUpdated',
  'transaction.deleted': 'settings.webhooks.eventTransactionDeleted',
  'import.confirmed': 'settings.webhooks.eventImportConfirmed',
  'budget.exceeded': 'settings.webhooks.eventBudgetExceeded',
  'recurring.due': 'settings.webhooks.eventRecurringDue',
});

export const DELIVERY_STATUS_LABELS: Record<WebhookDelivery['status'], string> = lazyMessages({
  pending: 'settings.webhooks.statusPending',
  delivered: 'settings.webhooks.statusDelivered',
  failed: 'settings.webhooks.statusFailed',
});
