import type { CreateTransactionBody, Transaction } from '@elevate/shared/schemas/transactions';
import {
  requiredTransactionFields,
  tagsToSend,
  type TransactionFormValues,
} from '../../components/transaction-form/transaction-form-values.ts';

export function transactionFormFrom(transaction: Transaction): TransactionFormValues {
  return {
    date: transaction.date.slice(0, 10),
    description: transaction.description,
    amount: String(transaction.amount),
    type: transaction.type,
    category: transaction.category,
    notes: transaction.notes ?? '',
    accountId: transaction.accountId,
    tags: transaction.tags ?? [],
  };
}

/**
 * The request body, or null while a required field is missing (the submit button stays
 * disabled). `before` is the edited row: its tags go only when the form changed them.
 */
export function toTransactionBody(
  form: TransactionFormValues,
  before?: Transaction,
): CreateTransactionBody | null {
  const required = requiredTransactionFields(form);
  if (!required) return null;
  const tags = tagsToSend(form.tags, before && (before.tags ?? []));
  // Clearing the notes of an edited transaction must reach the server as null.
  return { ...required, notes: form.notes.trim() ? form.notes : null, ...(tags && { tags }) };
}
