import { addMonths, toDay } from '@elevate/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  addRows,
  applyRule,
  createRule,
  newUser,
  readRow,
  redo,
  ruleOn,
  undo,
} from '../../test/rule-apply-fixtures.ts';

// Decision 0055: a rule's split action splits a row wherever the rules run.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const byPercent = {
  type: 'split',
  value: {
    by: 'percent',
    parts: [
      { category: 'Groceries', percent: 60 },
      { category: 'Household', percent: 40, notes: 'soap' },
    ],
  },
};

const part = (category: string, amount: number, notes: string | null = null) => ({
  category,
  type: 'expense',
  amount,
  notes,
});

describe("a rule's split", () => {
  it('is previewed, applied to past transactions in exact cents, undone and redone', async () => {
    const { api } = await newUser(t);
    const [market, split] = await addRows(api, [
      { date: '2026-03-05', description: 'Supermarket', amount: 10.01 },
      { date: '2026-03-06', description: 'Supermarket', amount: 20 },
    ]);
    // A row split already keeps its own parts.
    const own = [part('Fun', 5), part('Misc', 15)];
    await api.put(`/api/transactions/${split!._id}`, { category: null, splits: own });
    const id = await createRule(
      api,
      ruleOn('market', [byPercent, { type: 'setCategory', value: 'Shopping' }]),
    );

    const dry = await applyRule(api, id, { dryRun: true });
    expect(dry.body).toMatchObject({ matched: 2, changed: 1 });
    const parts = [part('Groceries', 6.01), part('Household', 4, 'soap')];
    expect(dry.body.transactions[0]).toMatchObject({
      _id: market!._id,
      before: { category: 'Misc', splits: [] },
      after: { category: null, splits: parts },
    });

    const run = await applyRule(api, id, { dryRun: false });
    expect(run.body).toMatchObject({ matched: 2, changed: 1 });
    expect(await readRow(api, market!._id)).toMatchObject({ category: null, splits: parts });
    expect((await readRow(api, split!._id))?.splits).toEqual(own);
    const month = (await api.get('/api/transactions?month=2026-03&category=househ')).body;
    expect(month.pagination.totalCount).toBe(1);

    expect((await undo(api, run.body.applicationId)).status).toBe(200);
    expect(await readRow(api, market!._id)).toMatchObject({ category: 'Misc', splits: [] });
    expect((await redo(api, run.body.applicationId)).status).toBe(200);
    expect(await readRow(api, market!._id)).toMatchObject({ category: null, splits: parts });
  });

  it("skips a row split since the application on undo, and never splits a transfer's row", async () => {
    const { api } = await newUser(t);
    const [row] = await addRows(api, [{ date: '2026-04-01', description: 'Market', amount: 10 }]);
    const id = await createRule(api, ruleOn('market', [byPercent]));
    const run = await applyRule(api, id, { dryRun: false });
    await api.put(`/api/transactions/${row!._id}`, {
      category: null,
      splits: [part('A', 1), part('B', 9)],
    });
    expect((await undo(api, run.body.applicationId)).body).toMatchObject({
      changed: 0,
      skipped: 1,
    });
    expect((await readRow(api, row!._id))?.splits).toEqual([part('A', 1), part('B', 9)]);

    const savings = (
      await api.post('/api/accounts', { name: 'Market savings', type: 'savings', onBudget: true })
    ).body._id;
    const accounts = (await api.get('/api/accounts')).body.accounts as { _id: string }[];
    await api.post('/api/transfers', {
      fromAccountId: accounts.find((a) => a._id !== savings)!._id,
      toAccountId: savings,
      amount: 50,
      date: '2026-04-02',
      description: 'Market savings',
    });
    const onTransfers = await applyRule(api, id, { dryRun: true, from: '2026-04-02' });
    expect(onTransfers.body).toMatchObject({ matched: 2, changed: 0 });
  });

  it('splits each recurring occurrence, and a split recurring rule makes its own parts', async () => {
    const { api } = await newUser(t);
    await createRule(api, ruleOn('market', [byPercent]));
    const today = toDay(new Date());
    const recurring = (fields: Record<string, unknown>) => ({
      amount: 100,
      type: 'expense',
      frequency: 'monthly',
      interval: 1,
      startDate: addMonths(today, -1),
      auto: true,
      ...fields,
    });
    const ruled = await api.post(
      '/api/recurring',
      recurring({ description: 'Weekly market', category: 'Food' }),
    );
    expect(ruled.status).toBe(201);
    const paycheck = await api.post(
      '/api/recurring',
      recurring({
        description: 'Paycheck',
        type: 'income',
        amount: 3000,
        splits: [
          { category: 'Salary', amount: 2700 },
          { category: 'Pension', amount: 300, notes: 'employer' },
        ],
      }),
    );
    expect(paycheck.status).toBe(201);
    expect(paycheck.body).toMatchObject({ category: null, splits: [{ category: 'Salary' }, {}] });
    const rows = (await api.get('/api/transactions?getAllForFilters=true')).body.transactions as {
      description: string;
      category: string | null;
      splits: unknown[];
    }[];
    const markets = rows.filter((row) => row.description === 'Weekly market');
    expect(markets).toHaveLength(2);
    for (const row of markets) {
      expect(row).toMatchObject({
        category: null,
        splits: [part('Groceries', 60), part('Household', 40, 'soap')],
      });
    }
    const pay = rows.filter((row) => row.description === 'Paycheck');
    expect(pay).toHaveLength(2);
    expect(pay[0]?.splits).toEqual([
      { category: 'Salary', type: 'income', amount: 2700, notes: null },
      { category: 'Pension', type: 'income', amount: 300, notes: 'employer' },
    ]);
    const unbalanced = await api.post(
      '/api/recurring',
      recurring({
        description: 'Bad',
        splits: [
          { category: 'A', amount: 10 },
          { category: 'B', amount: 10 },
        ],
      }),
    );
    expect(unbalanced.status).toBe(400);
    expect(unbalanced.body.errors[0].param).toBe('splits');
  });
});
