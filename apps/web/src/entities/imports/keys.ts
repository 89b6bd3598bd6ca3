/**
 * Query keys of /api/imports. Confirm and undo touch every key under
 * 'imports' (the history and each import's detail) as well as transactions and budgets.
 */
export const importKeys = {
  all: ['imports'] as const,
  history: () => ['imports', 'history'] as const,
  /** GET /api/imports/{id}: the summary plus what an undo would remove now. */
  detail: (importId: string) => ['imports', 'detail', importId] as const,
  /** One page of a pending preview's rows (they never change while it is pending). */
  rowsPage: (importId: string, page: number, limit: number) =>
    ['imports', 'rows', importId, page, limit] as const,
};
