/** The Accounts screen's texts that depend on who is looking or on what failed. */
export const accountMessages = {
  loadFailed: 'Could not load accounts.',
  empty: {
    writer: 'No accounts yet. Add the places your money is: checking, savings, cards, cash.',
    viewer: 'No accounts yet. You can view this ledger but not add accounts to it.',
  },
  onBudgetHelp:
    'On budget: its transactions count in your budget. Off: a tracking account (a loan, investments) keeps its balance without touching the budget.',
  defaultLocked: 'Make another account the default first',
  saveFailed: 'Could not save the account. Please try again.',
  changeFailed: 'Could not change the account. Please try again.',
  deleteFailed: 'Could not delete the account. Please try again.',
  transferFailed: 'Could not make the transfer. Please try again.',
  sameAccount: 'Pick two different accounts',
  transferCountsHelp:
    'One side is a tracking account, so this transfer counts in your budget under this category.',
  reconcileFailed: 'Could not reconcile the account. Please try again.',
} as const;

/** The empty text for who is looking: `canWrite` from useCanWriteLedger(). */
export const emptyAccountsText = (canWrite: boolean): string =>
  accountMessages.empty[canWrite ? 'writer' : 'viewer'];
