import { LIABILITY_TYPES, type Account, type AccountType } from '@elevate/shared/schemas/accounts';
import { sumDollars } from '@elevate/shared';
import { translate } from '../../lib/i18n/use-t.ts';

/** How each kind of account reads on screen: its catalogue key, for t(). */
export const accountTypeKeys: Record<AccountType, string> = {
  checking: 'accounts.type.checking',
  savings: 'accounts.type.savings',
  credit_card: 'accounts.type.creditCard',
  cash: 'accounts.type.cash',
  loan: 'accounts.type.loan',
  investment: 'accounts.type.investment',
  other: 'accounts.type.other',
};

export type AccountGroup = { key: 'budget' | 'tracking'; title: string; accounts: Account[] };

/**
 * The open accounts in two groups: on-budget accounts, then tracking accounts. Grouped by
 * budget rather than by assets and liabilities because that is what decides where a
 * transaction counts in a budgeting app (a tracking account's rows never touch the budget);
 * assets and liabilities are the totals above the groups. An empty group is left out.
 * Titles in the language the app speaks now: call it while rendering.
 */
export function openAccountGroups(accounts: readonly Account[]): AccountGroup[] {
  const open = accounts.filter((account) => !account.closed);
  const groups: AccountGroup[] = [
    {
      key: 'budget',
      title: translate('accounts.group.budget'),
      accounts: open.filter((a) => a.onBudget),
    },
    {
      key: 'tracking',
      title: translate('accounts.group.tracking'),
      accounts: open.filter((a) => !a.onBudget),
    },
  ];
  return groups.filter((group) => group.accounts.length > 0);
}

/** Credit cards and loans: their balance is what is owed, negative. */
export const isLiability = ({ type }: { type: AccountType }) => LIABILITY_TYPES.includes(type);

export type AccountTotals = { assets: number; liabilities: number; netWorth: number };

/**
 * Assets, liabilities (a balance owed is negative) and net worth, added in cents. Closed
 * accounts count too: closing hides an account from the pickers, its balance is still there.
 */
export function accountTotals(accounts: readonly Account[]): AccountTotals {
  const assets = sumDollars(accounts.filter((a) => !isLiability(a)).map((a) => a.balance));
  const liabilities = sumDollars(accounts.filter(isLiability).map((a) => a.balance));
  return { assets, liabilities, netWorth: sumDollars([assets, liabilities]) };
}
