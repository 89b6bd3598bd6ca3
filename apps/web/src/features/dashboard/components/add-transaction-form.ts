import type { CreateTransactionBody } from '@elevate/shared/schemas/transactions';
import {
  requiredTransactionFields,
  tagsToSend,
  type TransactionFormValues,
} from '../../../components/transaction-form/transaction-form-values.ts';

/** The create call's body, or null while a required field is missing; empty notes and tags are left out. */
export function toCreateBody(values: TransactionFormValues): CreateTransactionBody | null {
  const required = requiredTransactionFields(values);
  if (!required) return null;
  const notes = values.notes.trim();
  const tags = tagsToSend(values.tags);
  return { ...required, ...(notes ? { notes } : {}), ...(tags && { tags }) };
}
