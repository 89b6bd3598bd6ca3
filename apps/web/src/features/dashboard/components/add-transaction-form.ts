import type { CategoryType } from '@elevate/shared';
import type { CreateTransactionBody } from '@elevate/shared/schemas/transactions';

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
export const emptyTransactionForm = (): TransactionFormValues => ({
  date: todayInputValue(),
  description: '',
  amount: '',
  type: 'expense',
  category: '',
  notes: '',
});

/** Description, amount and category are required; the amount must read as a number. */
export function canSubmitTransaction(values: TransactionFormValues): boolean {
  const amount = Number(values.amount);
  return (
    values.date !== '' &&
    values.description.trim() !== '' &&
    values.amount.trim() !== '' &&
    Number.isFinite(amount) &&
    values.category.trim() !== ''
  );
}

/** The create call's body; the amount goes as a number. */
export function toCreateBody(values: TransactionFormValues): CreateTransactionBody {
  const notes = values.notes.trim();
  return {
    date: values.date,
    description: values.description.trim(),
    amount: Number(values.amount),
    type: values.type,
    category: values.category.trim(),
    ...(notes ? { notes } : {}),
  };
}
