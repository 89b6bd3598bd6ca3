import type { CategoryType } from '@elevate/shared';
import type { CreateTransactionBody } from '@elevate/shared/schemas/transactions';

/** What the transaction form holds while it is edited: every field as typed. */
export type TransactionFormValues = {
  date: string;
  description: string;
  amount: string;
  type: CategoryType;
  category: string;
  notes: string;
};

/** Today as 'YYYY-MM-DD' in the user's own calendar. */
export function todayInputValue(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Section 5: default date today, default type expense. */
export const emptyTransactionForm = (now?: Date): TransactionFormValues => ({
  date: todayInputValue(now),
  description: '',
  amount: '',
  type: 'expense',
  category: '',
  notes: '',
});

/**
 * The body's required fields, or null while one is missing: date, description, amount and
 * category must be there and the amount must read as a number. Callers add the notes their
 * own way.
 */
export function requiredTransactionFields(
  values: TransactionFormValues,
): Omit<CreateTransactionBody, 'notes'> | null {
  const amount = Number(values.amount);
  if (!values.date || !values.description.trim() || !values.category.trim()) return null;
  if (values.amount.trim() === '' || !Number.isFinite(amount)) return null;
  return {
    date: values.date,
    description: values.description.trim(),
    amount,
    type: values.type,
    category: values.category.trim(),
  };
}
