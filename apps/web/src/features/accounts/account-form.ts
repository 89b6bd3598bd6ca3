import {
  createAccountBody,
  updateAccountBody,
  type Account,
  type AccountType,
  type CreateAccountBody,
  type UpdateAccountBody,
} from '@elevate/shared/schemas/accounts';
import { currentIntl } from '../../lib/i18n/app-intl.ts';
import { normalizeAmountInput } from '../../lib/i18n/format.ts';
import { translate } from '../../lib/i18n/use-t.ts';

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

/** An amount as the reader types it ('-250.5' in English, '-250,5' in German), for an amount field. */
export const amountInputText = (amount: number): string =>
  currentIntl().formatNumber(amount, { useGrouping: false, maximumFractionDigits: 2 });

export function accountFormFrom(account: Account): AccountFormValues {
  return {
    name: account.name,
    type: account.type,
    onBudget: account.onBudget,
    openingBalance: account.openingBalance === 0 ? '' : amountInputText(account.openingBalance),
    openingDate: account.openingDate?.slice(0, 10) ?? '',
  };
}

type Checked<T> = { body: T; problem?: undefined } | { body?: undefined; problem: string };

// A blank opening balance is none (0); anything else must read as a number, written with
// the reader's decimal separator.
const amountOf = (text: string): number =>
  text.trim() === '' ? 0 : Number(normalizeAmountInput(text));

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
    : { problem: parsed.error.issues[0]?.message ?? translate('accounts.form.checkForm') };
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
    : { problem: parsed.error.issues[0]?.message ?? translate('accounts.form.checkForm') };
}
