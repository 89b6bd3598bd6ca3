/**
 * The plan cards' empty states. An owner or editor is invited to add something; a viewer
 * of a shared ledger, whose writes the server refuses, is told why there is no way to.
 */
export const planEmptyText = {
  rules: {
    writer:
      'No recurring transactions yet. Add rent, salary or subscriptions once and they appear on their dates.',
    viewer: 'No recurring transactions yet. You can view this ledger but not add them to it.',
  },
  goals: {
    writer: 'No goals yet. Set one and link it to a savings category.',
    viewer: 'No goals yet. You can view this ledger but not set goals in it.',
  },
  upcoming: {
    writer: 'Nothing scheduled. Add bills and salaries that repeat under Plan.',
    viewer: 'Nothing scheduled.',
  },
} as const;

/** The text for who is looking: `canWrite` from useCanWriteLedger(). */
export const emptyText = (card: keyof typeof planEmptyText, canWrite: boolean): string =>
  planEmptyText[card][canWrite ? 'writer' : 'viewer'];
