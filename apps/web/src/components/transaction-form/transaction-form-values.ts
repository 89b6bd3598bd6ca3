import type { CategoryType } from '@elevate/shared';
import { nonZeroMoney } from '@elevate/shared/schemas/common';
import type { CreateTransactionBody } from '@elevate/shared/schemas/transactions';
import { translate } from '../../lib/i18n/use-t.ts';
import { splitsToSend, type SplitFormPart } from './split-form.ts';

/** What the transaction form holds while it is edited: every field as typed. */
export type TransactionFormValues = {
  date: string;
  description: string;
  amount: string;
  type: CategoryType;
  category: string;
  notes: string;
  /** '' leaves the account to the server: the ledger's default (or the edited row's own). */
  accountId: string;
  /** The chips of the Tags field, each trimmed and once whatever its case. */
  tags: string[];
  /** The parts of a split, [] when the one Category field files it. */
  splits: SplitFormPart[];
};

/** Today as 'YYYY-MM-DD' in the user's own calendar. */
export function todayInputValue(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Default date today, default type expense. */
export const emptyTransactionForm = (now?: Date): TransactionFormValues => ({
  date: todayInputValue(now),
  description: '',
  amount: '',
  type: 'expense',
  category: '',
  notes: '',
  accountId: '',
  tags: [],
  splits: [],
});

/**
 * What is wrong with the typed amount, by the API's own rule for it (0 is refused, as are
 * sub-cent digits and amounts past a billion), or null. A blank amount is only missing:
 * the submit button says so by staying disabled.
 */
export function amountError(amount: string): string | null {
  if (amount.trim() === '') return null;
  const value = Number(amount);
  if (!Number.isFinite(value)) return translate('components.transactionForm.amountNotNumber');
  const result = nonZeroMoney.safeParse(value);
  if (result.success) return null;
  // The shared schema's own words, as the server would answer them.
  return result.error.issues[0]?.message ?? translate('components.transactionForm.amountInvalid');
}

/**
 * The body's required fields, or null while one is missing or wrong: date, description,
 * amount and category (or parts that add up to the amount) must be there and the amount
 * must pass amountError. The account comes along when one was chosen. Callers add the notes
 * their own way, and the tags through tagsToSend.
 */
export function requiredTransactionFields(
  values: TransactionFormValues,
): Omit<CreateTransactionBody, 'notes'> | null {
  const amount = Number(values.amount);
  if (!values.date || !values.description.trim()) return null;
  if (values.amount.trim() === '' || amountError(values.amount) !== null) return null;
  const split = values.splits.length > 0;
  const splits = split ? splitsToSend(values.amount, values.type, values.splits, amountError) : [];
  if (splits === null || (!split && !values.category.trim())) return null;
  return {
    date: values.date,
    description: values.description.trim(),
    amount,
    type: values.type,
    // A split's categories are in its parts: the server wants category null beside them.
    ...(split ? { category: null, splits } : { category: values.category.trim() }),
    ...(values.accountId ? { accountId: values.accountId } : {}),
  };
}

/**
 * The tags a create or an update sends, or undefined to send none: a new row sends them
 * only when it has some; an edit only when they changed (order or spelling too), so the
 * body names no more than the person touched and a tag another member gave the row
 * meanwhile is not taken off by a save of its other fields.
 */
export function tagsToSend(
  tags: readonly string[],
  before?: readonly string[],
): string[] | undefined {
  if (!before) return tags.length > 0 ? [...tags] : undefined;
  const same = tags.length === before.length && tags.every((tag, i) => tag === before[i]);
  return same ? undefined : [...tags];
}
