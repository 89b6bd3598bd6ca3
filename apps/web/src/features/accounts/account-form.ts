import {
  createAccountBody,
  updateAccountBody,
  type Account,
  type AccountType,
  type CreateAccountBody,
  type UpdateAccountBody,
} from '@elevate/shared/schemas/accounts';

/** What the Add and Edit Account form holds while it is edited: every field as typed. */
export type AccountFormValues = {
  name: string;
  type: AccountType;
  onBudget: boolean;
  openingBalance: string;
  openingDate: string;
};

/** A new account: checking, on budget, no opening balance or date. */
export const newAccountForm: AccountFormValues = {
  name: '',
  type: 'checking',
  onBudget: true,
  openingBalance: '',
  openingDate: '',
};

export function accountFormFrom(account: Account): AccountFormValues {
  return {
    name: account.name,
    type: account.type,
    onBudget: account.onBudget,
    openingBalance: account.openingBalance === 0 ? '' : String(account.openingBalance),
    openingDate: account.openingDate?.slice(0, 10) ?? '',
  };
}

type Checked<T> = { body: T; problem?: undefined } | { body?: undefined; problem: string };

// A blank opening balance is none (0); anything else must read as a number.
const amountOf = (text: string): number => (text.trim() === '' ? 0 : Number(text));

/** The POST body, or the first thing wrong with the form in the API's own words. */
export function createBodyOf(values: AccountFormValues): Checked<CreateAccountBody> {
  const body: CreateAccountBody = {
    name: values.name,
    type: values.type,
    onBudget: values.onBudget,
    ...(values.openingBalance.trim() && { openingBalance: amountOf(values.openingBalance) }),
    ...(values.openingDate && { openingDate: values.openingDate }),
  };
  const parsed = createAccountBody.safeParse(body);
  return parsed.success
    ? { body }
    : { problem: parsed.error.issues[0]?.message ?? 'Check the form' };
}

/**
 * The PUT body of what changed (an edit sends no field it did not touch, so it never
 * undoes another member's change to another field), or the first thing wrong.
 */
export function updateBodyOf(
  account: Account,
  values: AccountFormValues,
): Checked<UpdateAccountBody> {
  const before = accountFormFrom(account);
  const body: UpdateAccountBody = {};
  if (values.name.trim() !== before.name) body.name = values.name;
  if (values.type !== before.type) body.type = values.type;
  if (values.onBudget !== before.onBudget) body.onBudget = values.onBudget;
  if (amountOf(values.openingBalance) !== amountOf(before.openingBalance))
    body.openingBalance = amountOf(values.openingBalance);
  if (values.openingDate !== before.openingDate) body.openingDate = values.openingDate || null;
  const parsed = updateAccountBody.safeParse(body);
  return parsed.success
    ? { body }
    : { problem: parsed.error.issues[0]?.message ?? 'Check the form' };
}
