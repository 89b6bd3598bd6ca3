import type { Account } from '@elevate/shared/schemas/accounts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useSelectedLedgerId } from '../../lib/selected-ledger.ts';
import { getLastAccountId, setLastAccountId } from '../../lib/storage.ts';
import { useFinancialAccounts } from './get-accounts.ts';

export type AccountOption = { id: string; label: string };

export type AccountChoice = {
  /**
   * What the Account select offers. Empty while the accounts load or fail, and when there is
   * only one: the form then leaves the select out and sends no accountId, so the server's
   * default applies and a single-account ledger sees the form it always had.
   */
  options: readonly AccountOption[];
  /** The account to show and send for the person's pick ('' before any): '' without options. */
  resolve: (picked: string) => string;
  /** Keeps a new transaction's account as the next one's starting point (this ledger, this device). */
  remember: (accountId: string) => void;
};

function offeredAccounts(accounts: readonly Account[], current: string | undefined): Account[] {
  // An edited row in an account the list does not know (it is out of date): no select, so a
  // save can never move the row by accident; the update keeps its account.
  if (current && !accounts.some((account) => account._id === current)) return [];
  // A closed account takes no new rows, but an edited row of one keeps it as its value.
  const offered = accounts.filter((account) => !account.closed || account._id === current);
  return offered.length > 1 ? offered : [];
}

/**
 * The Account select of the add and edit transaction forms (decision 0052). An edited row
 * starts on its own account (`current`); a new one on the account this form used last in
 * the ledger, while that is open, else on the ledger's default account.
 */
export function useAccountChoice(current?: string): AccountChoice {
  const ledgerId = useSelectedLedgerId();
  const t = useT();
  const accounts = useFinancialAccounts();
  const offered = offeredAccounts(accounts.data ?? [], current);
  const options = offered.map((account) => ({
    id: account._id,
    label: account.closed
      ? t('entities.accounts.closedOption', { name: account.name })
      : account.name,
  }));
  const offers = (id: string | null | undefined): id is string =>
    Boolean(id) && options.some((option) => option.id === id);
  const last = getLastAccountId(ledgerId);
  const suggested =
    current ??
    (offers(last) ? last : offered.find((account) => account.isDefault)?._id) ??
    options[0]?.id ??
    '';
  return {
    options,
    resolve: (picked) => (offers(picked) ? picked : offers(suggested) ? suggested : ''),
    remember: (accountId) => {
      if (accountId) setLastAccountId(ledgerId, accountId);
    },
  };
}
