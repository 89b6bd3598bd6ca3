import type { CategoryType } from '@elevate/shared';
import type { CreateTransactionBody, Transaction } from '@elevate/shared/schemas/transactions';

export type TransactionForm = {
  date: string;
  description: string;
  amount: string;
  type: CategoryType;
  category: string;
  notes: string;
};

function todayInput(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Spec section 5: today's date and the expense type by default. */
export function emptyTransactionForm(now?: Date): TransactionForm {
  return {
    date: todayInput(now),
    description: '',
    amount: '',
    type: 'expense',
    category: '',
    notes: '',
  };
}

export function transactionFormFrom(transaction: Transaction): TransactionForm {
  return {
    date: transaction.date.slice(0, 10),
    description: transaction.description,
    amount: String(transaction.amount),
    type: transaction.type,
    category: transaction.category,
    notes: transaction.notes ?? '',
  };
}

/** The request body, or null while a required field is missing (the submit button stays disabled). */
export function toTransactionBody(form: TransactionForm): CreateTransactionBody | null {
  const amount = Number(form.amount);
  if (!form.date || !form.description.trim() || !form.category.trim()) return null;
  if (form.amount.trim() === '' || !Number.isFinite(amount)) return null;
  return {
    date: form.date,
    description: form.description.trim(),
    amount,
    type: form.type,
    category: form.category.trim(),
    notes: form.notes.trim() ? form.notes : null,
  };
}
