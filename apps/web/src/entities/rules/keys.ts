/**
 * Query keys of GET /api/rules. Ledger data: the ledger scope drops them on a switch of
 * ledger (../ledgers/ledger-scope.ts names only the person's roots).
 */
export const ruleKeys = {
  all: ['rules'] as const,
  /** Every rule of the ledger, in the order they run. */
  list: () => ['rules', 'list'] as const,
};
