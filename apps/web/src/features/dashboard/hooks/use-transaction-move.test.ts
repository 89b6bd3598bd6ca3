import { beforeEach, describe, expect, it } from 'vitest';
import type { Budget } from '@elevate/shared/schemas/budgets';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { inMainAccount } from '../../../test/account-fixtures.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { sampleBudget, thisMonth } from '../test/fake-dashboard-api.ts';
import { movedFiling, transactionMoveOp } from './use-transaction-move.ts';

const row: Transaction = {
  _id: '44444444-4444-4444-8444-444444444444',
  user: 'u1',
  date: thisMonth(),
  description: 'Supermarket',
  amount: 100,
  type: 'expense',
  category: null,
  notes: null,
  ...inMainAccount,
  createdAt: thisMonth(),
  splits: [
    { category: 'Groceries', type: 'expense', amount: 60, notes: null },
    { category: 'Rent', type: 'expense', amount: 40, notes: null },
  ],
};

const actuals = (budget: Budget) =>
  Object.fromEntries(budget.categories.map((c) => [c.name, c.actualAmount]));

function serve() {
  return installFakeFetch((call) => {
    if (call.url.includes('/api/csrf-token')) return { status: 200, body: { csrfToken: 'c' } };
    const body = call.body as Partial<Transaction>;
    // The server answers each part with the transaction's type.
    const splits = (body.splits ?? []).map((part) => ({ ...part, type: row.type }));
    return { status: 200, body: { ...row, ...body, splits } };
  });
}

beforeEach(clearCsrfToken);

describe('moving a split transaction’s money between categories', () => {
  it('a split filed under one category again sends splits [] with it, and its actuals follow', async () => {
    const { calls } = serve();
    const op = transactionMoveOp(row, { category: 'Groceries', splits: [] });
    const next = op.apply(sampleBudget());
    expect(actuals(next)).toMatchObject({ Groceries: 390, Rent: 960 });
    await op.commit(next);
    expect(calls.at(-1)?.body).toMatchObject({ category: 'Groceries', splits: [] });
  });

  it('an unsplit row split again (an undo) sends its parts with category null', async () => {
    const { calls } = serve();
    const unsplit = { ...row, category: 'Groceries', splits: [] };
    const op = transactionMoveOp(unsplit, { category: null, splits: row.splits! });
    const next = op.apply(sampleBudget());
    expect(actuals(next)).toMatchObject({ Groceries: 310, Rent: 1040 });
    await op.commit(next);
    expect(calls.at(-1)?.body).toMatchObject({
      category: null,
      splits: [
        { category: 'Groceries', amount: 60, notes: null },
        { category: 'Rent', amount: 40, notes: null },
      ],
    });
  });

  it('an unsplit row moved to another category sends no parts at all', async () => {
    const { calls } = serve();
    const unsplit = { ...row, category: 'Groceries', splits: [] };
    await transactionMoveOp(unsplit, movedFiling(unsplit, 'Rent', 0)).commit(sampleBudget());
    expect(calls.at(-1)?.body).toMatchObject({ category: 'Rent' });
    expect(calls.at(-1)?.body).not.toHaveProperty('splits');
  });
});
