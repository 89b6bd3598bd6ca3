import { LIABILITY_TYPES, type Account, type AccountType } from '@elevate/shared/schemas/accounts';
import { sumDollars } from '@elevate/shared';

/** How each kind of account reads on screen. */
export const accountTypeLabels: Record<AccountType, string> = {
  checking: 'Checking',
  savings: 'Savings',
  credit_card: 'Credit card',
  cash: 'Cash',
  loan: 'Loan',
  investment: 'Investment',
  other: 'Other',
};

export type AccountGroup = { key: 'budget' | 'tracking'; title: string; accounts: Account[] };

/**
 * The open accounts in two groups: on-budget accounts, then tracking accounts. Grouped by
 * budget rather than by assets and liabilities because that is what decides where a
 * transaction counts in a budgeting app (a tracking account's rows never touch the budget);
 * assets and liabilities are the totals above the groups. An empty group is left out.
 */
export function openAccountGroups(accounts: readonly Account[]): AccountGroup[] {
  const open = accounts.filter((account) => !account.closed);
  const groups: AccountGroup[] = [
    { key: 'budget', title: 'Budget accounts', accounts: open.filter((a) => a.onBudget) },
    { key: 'tracking', title: 'Tracking accounts', accounts: open.filter((a) => !a.onBudget) },
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
