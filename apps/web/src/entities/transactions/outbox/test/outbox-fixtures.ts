import type { Transaction } from '@elevate/shared/schemas/transactions';
import { inMainAccount } from '../../../../test/account-fixtures.ts';
import type { FakeCall } from '../../../../test/fake-fetch.ts';

/** The signed-in user whose queue the tests fill. */
export const OUTBOX_USER = '7d9f0c1e-0000-4000-8000-0000000000e1';

export const coffee = {
  date: '2026-03-02',
  description: 'Coffee',
  amount: 3.5,
  type: 'expense',
  category: 'Food',
} as const;

/** A transaction as the server answers it. */
export const savedTransaction = (overrides: Partial<Transaction> = {}): Transaction =>
  ({
    _id: '7d9f0c1e-0000-4000-8000-0000000000f1',
    user: OUTBOX_USER,
    ...coffee,
    date: '2026-03-02T00:00:00.000Z',
    notes: null,
    ...inMainAccount,
    tags: [],
    splits: [],
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  }) as Transaction;

/** The CSRF token every write asks for first. */
export const csrfAnswer = (call: FakeCall) =>
  call.url.endsWith('/api/csrf-token') ? { status: 200, body: { csrfToken: 'c' } } : undefined;
