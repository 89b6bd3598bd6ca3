import type { Transaction } from '@elevate/shared/schemas/transactions';
import { translate, type Translate } from '../../lib/i18n/use-t.ts';

export type DemoTransaction = Transaction & { isDemo: true };

/**
 * Shown in Recent Transactions while the
 * tour is open. It lives only in memory; nothing in the tour sends it to the server.
 */
export function createDemoTransaction(
  now: Date = new Date(),
  t: Translate = translate,
): DemoTransaction {
  const iso = now.toISOString();
  return {
    _id: 'tour-demo-transaction',
    user: 'tour',
    date: iso,
    description: t('tour.demo.description'),
    amount: 45.99,
    type: 'expense',
    category: t('tour.demo.category'),
    notes: null,
    // In no account: it is never stored, and the rows that show it do not name accounts.
    accountId: '',
    cleared: false,
    reconciled: false,
    transferId: null,
    createdAt: iso,
    isDemo: true,
  };
}
