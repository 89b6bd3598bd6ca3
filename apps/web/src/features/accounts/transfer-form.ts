import type { Account, CreateTransferBody } from '@elevate/shared/schemas/accounts';
import { normalizeAmountInput } from '../../lib/i18n/format.ts';

/** What the Transfer form holds while it is edited: every field as typed. */
export type TransferFormValues = {
  fromAccountId: string;
  toAccountId: string;
  amount: string;
  date: string;
  description: string;
  category: string;
  type: 'expense' | 'savings';
};

/**
 * Where a transfer counts (decision 0052): between two on-budget (or two tracking) accounts
 * nowhere; between an on-budget and a tracking account the on-budget row counts in the
 * budget, under a category. `leaves`: the money goes out of the budget (expense or savings).
 */
export type TransferBudgetSide = 'none' | 'leaves' | 'enters';

export function transferBudgetSide(from?: Account, to?: Account): TransferBudgetSide {
  if (!from || !to || from.onBudget === to.onBudget) return 'none';
  return from.onBudget ? 'leaves' : 'enters';
}

/** The amount as typed with the reader's decimal separator ('1.234,56' in German), as a number. */
export const transferAmountOf = (values: TransferFormValues): number =>
  Number(normalizeAmountInput(values.amount));

/** The POST body: only the fields that apply, blank optional ones left out. */
export function transferBodyOf(
  values: TransferFormValues,
  side: TransferBudgetSide,
): CreateTransferBody {
  return {
    fromAccountId: values.fromAccountId,
    toAccountId: values.toAccountId,
    amount: transferAmountOf(values),
    date: values.date,
    ...(values.description.trim() && { description: values.description.trim() }),
    ...(side !== 'none' && { category: values.category.trim() }),
    ...(side === 'leaves' && { type: values.type }),
  };
}

/** The fields the server's 400 can name, each shown under its own field. */
export const transferFields = [
  'fromAccountId',
  'toAccountId',
  'amount',
  'date',
  'description',
  'category',
  'type',
] as const;
export type TransferField = (typeof transferFields)[number];
