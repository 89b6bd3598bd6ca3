import type { CreateTransactionBody, Transaction } from '@elevate/shared/schemas/transactions';
import {
  requiredTransactionFields,
  tagsToSend,
  type TransactionFormValues,
} from '../../components/transaction-form/transaction-form-values.ts';
import { splitFormParts } from '../../components/transaction-form/split-form.ts';
import { partsOf } from '../../entities/transactions/transaction-parts.ts';

export function transactionFormFrom(transaction: Transaction): TransactionFormValues {
  return {
    date: transaction.date.slice(0, 10),
    description: transaction.description,
    amount: String(transaction.amount),
    type: transaction.type,
    // A split's category is null: its categories are in its parts.
    category: transaction.category ?? '',
    notes: transaction.notes ?? '',
    accountId: transaction.accountId,
    tags: transaction.tags ?? [],
    splits: splitFormParts(partsOf(transaction)),
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
  // A split filed under one category again says so with no parts; left out, the parts stay.
  const unsplit = before && partsOf(before).length > 0 && !required.splits;
  // Clearing the notes of an edited transaction must reach the server as null.
  return {
    ...required,
    ...(unsplit && { splits: [] }),
    notes: form.notes.trim() ? form.notes : null,
    ...(tags && { tags }),
  };
}
