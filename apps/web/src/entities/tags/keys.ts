/**
 * Query keys of GET /api/tags. Ledger data: the ledger scope drops them on a switch of
 * ledger (../ledgers/ledger-scope.ts names only the person's roots).
 */
export const tagKeys = {
  all: ['tags'] as const,
  /** Every tag of the ledger with how many transactions carry it. */
  list: () => ['tags', 'list'] as const,
};
