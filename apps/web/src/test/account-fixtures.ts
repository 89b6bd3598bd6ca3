import type { Account } from '@elevate/shared/schemas/accounts';

/** The account every ledger starts with ('Main account', decision 0052): the rows of the fakes are in it. */
export const mainAccountId = 'acc00000-0000-4000-8000-000000000001';

/** An account as GET /api/accounts answers it: by default the ledger's first, on budget, the default. */
export function sampleAccount(overrides: Partial<Account> = {}): Account {
  return {
    _id: mainAccountId,
    name: 'Main account',
    type: 'checking',
    onBudget: true,
    balance: 0,
    clearedBalance: 0,
    reconciledBalance: 0,
    reconciledAt: null,
    closed: false,
    openingBalance: 0,
    openingDate: null,
    isDefault: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The fields a transaction gains with accounts, as the server fills them for a plain row. */
export const inMainAccount = {
  accountId: mainAccountId,
  cleared: false,
  reconciled: false,
  transferId: null,
} as const;
