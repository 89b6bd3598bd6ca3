import type { QueryClient } from '@tanstack/react-query';
import { accountsApi } from '@elevate/shared/contract/accounts';
import type { Account } from '@elevate/shared/schemas/accounts';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { translate } from '../../lib/i18n/use-t.ts';
import { StaleChange, type Revert } from '../../lib/reversible-history.ts';
import { invalidateAfter } from '../invalidation.ts';

/** What an edit of an account can set, and so what its undo sets back. */
const EDITABLE = ['name', 'type', 'onBudget', 'openingBalance', 'openingDate', 'closed'] as const;
export type AccountFields = Partial<Pick<Account, (typeof EDITABLE)[number]>>;

/** The fields named by `keys` as `account` has them. */
export function fieldsOf(account: Account, keys: readonly string[]): AccountFields {
  return Object.fromEntries(
    EDITABLE.filter((key) => keys.includes(key)).map((key) => [key, account[key]]),
  );
}

const sameFields = (account: Account, fields: AccountFields) =>
  EDITABLE.every((key) => !(key in fields) || account[key] === fields[key]);

const refresh = (queryClient: QueryClient, budgetTouched: boolean) =>
  invalidateAfter(queryClient, { kind: 'financialAccountsChanged', budgetTouched });

async function currentAccounts(): Promise<Account[]> {
  return (await callEndpoint(accountsApi.list, {})).accounts;
}

async function currentAccount(id: string): Promise<Account> {
  const account = (await currentAccounts()).find((candidate) => candidate._id === id);
  if (!account) throw new StaleChange(translate('entities.stale.accountGone'));
  return account;
}

/**
 * Sets `to` on the account while it still holds `from`: an account edited again since (here
 * or by another member) is left as it is.
 */
export function setAccountFields(
  queryClient: QueryClient,
  id: string,
  from: AccountFields,
  to: AccountFields,
): Revert {
  return async () => {
    if (!sameFields(await currentAccount(id), from))
      throw new StaleChange(translate('entities.stale.accountChanged'));
    await callEndpoint(accountsApi.update, { params: { id }, body: to });
    await refresh(queryClient, 'onBudget' in to);
    return setAccountFields(queryClient, id, to, from);
  };
}

/** Makes `id` the default again while `current` still is (the default can only be handed on). */
export function handDefaultTo(queryClient: QueryClient, id: string, current: string): Revert {
  return async () => {
    const now = (await currentAccounts()).find((account) => account.isDefault);
    if (now?._id !== current)
      throw new StaleChange(translate('entities.stale.defaultAccountChanged'));
    await callEndpoint(accountsApi.update, { params: { id }, body: { isDefault: true } });
    await refresh(queryClient, false);
    return handDefaultTo(queryClient, current, id);
  };
}

/** Deletes the account (refused, and so dropped, once it has transactions). */
export function removeAccount(queryClient: QueryClient, account: Account): Revert {
  return async () => {
    await callEndpoint(accountsApi.remove, { params: { id: account._id } });
    await refresh(queryClient, false);
    return recreateAccount(queryClient, account);
  };
}

/**
 * Opens a deleted account again with its fields (a deleted account had no transactions, so
 * nothing else is missing); it gets a new id, which the next step uses.
 */
export function recreateAccount(queryClient: QueryClient, account: Account): Revert {
  return async () => {
    const { name, type, onBudget, openingBalance, openingDate } = account;
    const created = await callEndpoint(accountsApi.create, {
      body: { name, type, onBudget, openingBalance, openingDate },
    });
    if (account.closed)
      await callEndpoint(accountsApi.update, {
        params: { id: created._id },
        body: { closed: true },
      });
    await refresh(queryClient, false);
    return removeAccount(queryClient, { ...created, closed: account.closed });
  };
}
