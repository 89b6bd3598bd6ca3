import type { Account } from '@elevate/shared/schemas/accounts';

/**
 * The account names the rows show, by id: only when the ledger has more than one
 * account, so a single-account ledger's list reads as it always did.
 */
export function accountNamesOf(
  accounts: readonly Account[] | undefined,
): ReadonlyMap<string, string> | null {
  if (!accounts || accounts.length < 2) return null;
  return new Map(accounts.map((account) => [account._id, account.name]));
}
