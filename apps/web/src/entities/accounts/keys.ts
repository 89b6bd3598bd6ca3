/**
 * Query keys of GET /api/accounts: the ledger's accounts with their balances (where the
 * money is, decision 0052). Not `accountKeys`, which are the person's own sign-in account.
 */
export const financialAccountKeys = {
  all: ['accounts'] as const,
  list: () => ['accounts', 'list'] as const,
};
